/**
 * HTTP throughput of the catalog endpoints against a bare fastify route in the same run (autocannon, 50
 * connections; the bare route in a node process of its own, also sending each endpoint's own body; medians of
 * interleaved rounds, see support/throughput.ts). The server is started exactly as `npm start` runs it (node
 * dist/main.js) on a fresh SQLite data directory seeded with ../shared/data/catalog/titles.jsonl.gz (or the demo
 * catalog with --demo, or the shared catalog grown with seeded variants to N titles with --titles N, e.g. 50000).
 *   npx tsx http.bench.ts [--seconds 5] [--rounds 3] [--demo | --titles 50000] [--only <part of a label>]
 * Target (issue 3 §3): top, trending and detail ≥ 50 % of the bare route's requests/s, p99 ≤ 25 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBareServer } from './support/bare-server.js';
import { readRecords, variants } from './support/catalog-variants.js';
import { buildApi, startBuiltServer } from './support/server.js';
import { compareWithBare, numberOption, textOption } from './support/throughput.js';

const seconds = numberOption('--seconds', 5);
const rounds = numberOption('--rounds', 3);
const useDemo = process.argv.includes('--demo');
const targetTitles = numberOption('--titles', 0);
const only = textOption('--only');
const seed = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-http-'));
const port = 4700 + Math.floor(Math.random() * 200);

/** The shared catalog plus seeded variants up to `total` titles, written as a gzipped dump to seed from. */
async function grownCatalog(total: number): Promise<string> {
  const records = await readRecords(seed);
  const lines = [...records.map((r) => JSON.stringify(r))];
  for (const { value } of variants(records, Math.max(0, total - records.length), 950_000_000)) {
    lines.push(JSON.stringify(value));
  }
  const file = path.join(dataDir, `catalog-${total}.jsonl.gz`);
  fs.writeFileSync(file, zlib.gzipSync(lines.join('\n')));
  return file;
}

const catalogSeed = useDemo ? undefined : targetTitles > 0 ? await grownCatalog(targetTitles) : seed;
buildApi();
const server = await startBuiltServer(port, {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  ...(catalogSeed ? { CATALOG_SEED: catalogSeed } : {}),
});
const base = server.base;

try {
  // In a process of its own, like the API: in this one it would share a core with the load generator.
  const bare = await startBareServer(port + 1);
  try {
    const top = (await (await fetch(`${base}/api/catalog/top`)).json()) as { movies: { id: number }[] };
    const detailId = top.movies[0]?.id;
    console.log(
      `catalog: ${server.titles} titles; 50 connections, ${seconds} s per measurement, medians of ${rounds} rounds`,
    );
    const serverProcess = { pid: server.process.pid as number };
    for (const [label, url] of [
      ['GET /api/health', `${base}/api/health`],
      ['GET /api/catalog/top', `${base}/api/catalog/top`],
      ['GET /api/catalog/trending', `${base}/api/catalog/trending?type=movie&limit=16`],
      ['GET /api/titles/movie/:id', `${base}/api/titles/movie/${detailId}`],
      [
        'GET /api/search (text+filter)',
        `${base}/api/search?q=godfater&filters=${encodeURIComponent('{"year":{"min":1970}}')}`,
      ],
    ] as const) {
      if (only && !label.includes(only)) continue;
      await compareWithBare(label, { url }, serverProcess, bare, { seconds, rounds, connections: 50 });
    }
  } finally {
    bare.stop();
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
