/**
 * HTTP throughput of the catalog endpoints against a bare fastify route in the same run (autocannon, 50
 * connections; the bare route in a node process of its own, also sending each endpoint's own body). The server is
 * started exactly as `npm start` runs it (node dist/main.js) on a fresh SQLite data directory seeded with
 * ../shared/data/catalog/titles.jsonl.gz (or the demo catalog with --demo, or the shared catalog grown with seeded
 * variants to N titles with --titles N, e.g. 50000).
 *   npx tsx http.bench.ts [--seconds 10] [--demo | --titles 50000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { startBareServer } from './support/bare-server.js';
import { readRecords, variants } from './support/catalog-variants.js';
import { buildApi, startBuiltServer } from './support/server.js';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const useDemo = args.includes('--demo');
const targetTitles = args.includes('--titles') ? Number(args[args.indexOf('--titles') + 1]) : 0;
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

async function measure(label: string, url: string) {
  const result = await autocannon({ url, connections: 50, duration: seconds });
  const { latency, requests, non2xx, errors } = result;
  console.log(
    `${label.padEnd(28)} ${Math.round(requests.average).toString().padStart(7)} req/s  p50 ${latency.p50} ms  ` +
      `p97.5 ${latency.p97_5} ms  p99 ${latency.p99} ms  non-2xx ${non2xx}  errors ${errors}`,
  );
  return requests.average;
}

try {
  // In a process of its own, like the API: in this one it would share a core with the load generator.
  const bare = await startBareServer(port + 1);
  try {
    const top = (await (await fetch(`${base}/api/catalog/top`)).json()) as { movies: { id: number }[] };
    const detailId = top.movies[0]?.id;
    console.log(`catalog: ${server.titles} titles; ${seconds} s per endpoint, 50 connections`);
    const bareRate = await measure('bare fastify route', bare.url);
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
      // The bare route also sends this endpoint's own body: larger responses cost the load generator more.
      await bare.serve(await (await fetch(url)).text());
      const sameRate = await measure('  bare route, same bytes', bare.sameUrl);
      const rate = await measure(label, url);
      console.log(
        `${''.padEnd(28)} = ${((rate / bareRate) * 100).toFixed(0)} % of the bare route ` +
          `(${((rate / sameRate) * 100).toFixed(0)} % of the bare route sending the same bytes)`,
      );
    }
  } finally {
    bare.stop();
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
