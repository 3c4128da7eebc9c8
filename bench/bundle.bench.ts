/**
 * Web bundle size: builds the web app and prints the bytes (raw and gzip) of every asset, and of what the first
 * page load fetches (the entry script, the chunks it imports statically, and the CSS).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'ignore' });
const dist = path.join(webDir, 'dist');
const assets = fs.readdirSync(path.join(dist, 'assets'));
const sizeOf = (file: string) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

let total = { raw: 0, gzip: 0 };
for (const asset of assets.sort()) {
  const size = sizeOf(`assets/${asset}`);
  total = { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
  console.log(`${asset.padEnd(40)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip`);
}
console.log(`all assets: ${kb(total.raw)} (${kb(total.gzip)} gzip) in ${assets.length} files`);
// What a page load fetches before the first render: the document a browser gets (one per language, each preloading
// its texts; index.html when the build has none), the scripts and stylesheet it links.
for (const document of ['index.en.html', 'index.tr.html', 'index.html']) {
  if (!fs.existsSync(path.join(dist, document))) continue;
  const html = fs.readFileSync(path.join(dist, document), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  const sum = (files: string[]) =>
    files.reduce(
      (acc, file) => {
        const size = sizeOf(file);
        return { raw: acc.raw + size.raw, gzip: acc.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const scripts = sum(linked.filter((file) => file.endsWith('.js')));
  const all = sum([document, ...linked]);
  console.log(
    `first load with ${document} (+ ${linked.length} linked assets): ${kb(all.raw)} (${kb(all.gzip)} gzip); ` +
      `JavaScript alone ${kb(scripts.raw)} (${kb(scripts.gzip)} gzip, budget 180 KB)`,
  );
}
