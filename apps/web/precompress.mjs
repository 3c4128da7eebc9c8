// Writes Brotli and gzip copies of the built text assets next to them, so the server sends the small copy
// (@fastify/static `preCompressed`) without compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// WEB_OUT_DIR: an e2e run can build into its own folder (see e2e/playwright.config.ts).
const dist = path.resolve(import.meta.dirname, process.env.WEB_OUT_DIR ?? 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

for (const file of files(dist)) {
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
}
