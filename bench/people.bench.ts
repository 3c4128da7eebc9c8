/**
 * The person page of someone with 200 credits (issue 26 §4): GET /api/people/:id, the API as `npm start` runs it
 * (node dist/main.js, no TMDB key: the page is built from the catalog's credits) on a fresh SQLite data directory
 * seeded with ../shared/data/catalog/titles.jsonl.gz. Nobody in that catalog has 200 credits (the most is Robert
 * De Niro's 68), so the seed adds made-up variants of the person's own titles (support/catalog-variants.ts: a
 * suffix, another year, new ratings; the credits are kept) until they have --credits. One warm-up request, then
 * --requests requests one at a time; server-side time from the Server-Timing header (SERVER_TIMING=true) and the
 * client round trip.
 *   npx tsx people.bench.ts [--credits 200] [--requests 200]
 * Target: p95 ≤ 30 ms server-side with the data cached.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type DumpObject, readRecords, variants } from './support/catalog-variants.js';
import { buildApi, startBuiltServer } from './support/server.js';
import { numberOption, percentile } from './support/throughput.js';

const credits = numberOption('--credits', 200);
const requests = numberOption('--requests', 200);
const sharedCatalog = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-people-'));
const seed = path.join(dataDir, 'people-seed.jsonl.gz');
const port = 5300 + Math.floor(Math.random() * 200);
/** Ids of the made-up variants: out of TMDB's range and of the other benches' synthetic ids. */
const VARIANT_ID_BASE = 960_000_000;

type Credit = { id?: number; name?: string };
const creditsOf = (record: DumpObject): Credit[] => {
  const held = record.credits as { cast?: Credit[]; crew?: Credit[] } | undefined;
  return [...(held?.cast ?? []), ...(held?.crew ?? [])];
};

/** The person credited in the most titles of the catalog, with those titles. */
function mostCredited(records: DumpObject[]) {
  const titles = new Map<number, { name: string; records: DumpObject[] }>();
  for (const record of records) {
    for (const id of new Set(creditsOf(record).map((credit) => credit.id))) {
      if (typeof id !== 'number') continue;
      const name = creditsOf(record).find((credit) => credit.id === id)?.name ?? String(id);
      const entry = titles.get(id) ?? { name, records: [] };
      entry.records.push(record);
      titles.set(id, entry);
    }
  }
  const [id, entry] = [...titles].sort((a, b) => b[1].records.length - a[1].records.length)[0] ?? [];
  if (id === undefined || !entry) throw new Error('no credits in the catalog');
  return { id, ...entry };
}

async function main() {
  const records = await readRecords(sharedCatalog);
  const person = mostCredited(records);
  const extra = Math.max(0, credits - person.records.length);
  const lines = records.map((record) => JSON.stringify(record));
  for (const { value } of variants(person.records, extra, VARIANT_ID_BASE)) lines.push(JSON.stringify(value));
  fs.writeFileSync(seed, zlib.gzipSync(lines.join('\n')));
  console.log(
    `${person.name} (${person.id}): ${person.records.length} credits in the shared catalog` +
      (extra > 0 ? `, ${extra} made-up variants of them added (${person.records.length + extra} titles)` : ''),
  );

  buildApi();
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    CATALOG_SEED: seed,
    SERVER_TIMING: 'true',
  });
  try {
    const url = `${server.base}/api/people/${person.id}`;
    const warmUp = await fetch(url);
    if (!warmUp.ok) throw new Error(`warm-up: ${warmUp.status}`);
    const page = (await warmUp.json()) as { credits?: unknown[]; source?: string };
    console.log(`filmography: ${page.credits?.length} titles (source: ${page.source})`);

    const serverMs: number[] = [];
    const clientMs: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const before = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      clientMs.push(performance.now() - before);
      if (!response.ok) throw new Error(`GET /api/people/${person.id}: ${response.status}`);
      serverMs.push(Number(/total;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]));
    }
    const show = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
    };
    console.log(`\nGET /api/people/:id, ${requests} requests one at a time after one warm-up`);
    console.log(`server: ${show(serverMs)}`);
    console.log(`client round trip: ${show(clientMs)}`);
    console.log('target: p95 ≤ 30 ms server-side');
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
