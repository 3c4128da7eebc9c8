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
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
const first = initial.reduce((sum, file) => {
  const size = sizeOf(file);
  return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
}, sizeOf('index.html'));
console.log(`all assets: ${kb(total.raw)} (${kb(total.gzip)} gzip) in ${assets.length} files`);
console.log(`first load (index.html + ${initial.length} linked assets): ${kb(first.raw)} (${kb(first.gzip)} gzip)`);
