/**
 * HTTP throughput of the catalog endpoints against a bare fastify route in the same run (autocannon, 50
 * connections). The server is started exactly as `npm start` runs it (node dist/main.js) on a fresh SQLite data
 * directory seeded with ../shared/data/catalog/titles.jsonl.gz (or the demo catalog with --demo).
 *   npx tsx http.bench.ts [--seconds 10] [--demo]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApi, startBuiltServer } from './support/server.js';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const useDemo = args.includes('--demo');
const seed = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-http-'));
const port = 4700 + Math.floor(Math.random() * 200);

buildApi();
const server = await startBuiltServer(port, {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  ...(useDemo ? {} : { CATALOG_SEED: seed }),
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
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ port: port + 1, host: '127.0.0.1' });

  const top = (await (await fetch(`${base}/api/catalog/top`)).json()) as { movies: { id: number }[] };
  const detailId = top.movies[0]?.id;
  console.log(`catalog: ${useDemo ? 'demo' : 'shared titles.jsonl.gz'}; ${seconds} s per endpoint, 50 connections`);
  const bareRate = await measure('bare fastify route', `http://127.0.0.1:${port + 1}/bare`);
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
    const rate = await measure(label, url);
    console.log(`${''.padEnd(28)} = ${((rate / bareRate) * 100).toFixed(0)} % of the bare route`);
  }
  await bare.close();
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
