/**
 * Search speed, server-side (SearchService without HTTP, SQLite):
 *  1. the real catalog (../shared/data/catalog/titles.jsonl.gz, 8,584 titles): the typo word list's load time
 *     (decision 051), then a fixed, seeded set of queries (exact, prefix, typo, multi-word, text + filters, filter-only, cast);
 *  2. the same catalog grown to 50,000 titles with synthetic variants of the real ones (ids ≥ 950,000,000, seeded),
 *     imported through the normal importer, and the same queries again.
 * Target (decision 007): p95 ≤ 15 ms at 50,000 titles.
 *   npm run bench:search            (from bench/)   or   npx tsx search.bench.ts [dump file]
 * BENCH_DATA_DIR keeps the databases in that folder instead of a temporary one (for profiling).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSearchFilters } from '@watchify/contract';
import { openDatabase } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { importDump, readDumpFile } from '../apps/api/src/modules/catalog/catalog.importer.js';
import { countTitles } from '../apps/api/src/modules/catalog/catalog.repository.js';
import type { SearchRequest } from '../apps/api/src/modules/search/search.service.js';
import { SearchService } from '../apps/api/src/modules/search/search.service.js';
import { readRecords, seededRandom, variants } from './support/catalog-variants.js';
import { makeSearchQueries, QUERIES_PER_KIND, type QueryKind } from './support/search-queries.js';

const file = process.argv[2] ?? path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const TARGET_TITLES = 50_000;
const SYNTHETIC_ID_BASE = 950_000_000;
const WARM_UP_QUERIES = 100;

type Kind = QueryKind;
interface BenchQuery {
  kind: Kind;
  request: SearchRequest;
  /** For exact and typo queries: the title that should be on the first page. */
  expect?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** The fixed query set, drawn from the real catalog's titles and people, as SearchService requests. */
function makeQueries(titles: { title: string }[], people: { name: string }[], seed = 20261122): BenchQuery[] {
  return makeSearchQueries(titles, people, seededRandom(seed)).map(({ kind, q, type, page, filters, expect }) => ({
    kind,
    request: { q, type, page, filters: parseSearchFilters(filters ? JSON.stringify(filters) : undefined) },
    ...(expect ? { expect } : {}),
  }));
}

async function measure(
  label: string,
  database: ReturnType<typeof openDatabase>,
  queries: BenchQuery[],
  warmUpQueries: BenchQuery[],
) {
  const titles = await countTitles(database.db);
  const service = new SearchService(database);
  const started = performance.now();
  await service.warmUp();
  const warmUpMs = performance.now() - started;
  console.log(
    `${label}: ${titles} titles — typo word list loaded in ${warmUpMs.toFixed(0)} ms; ` +
      `heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
  );

  // Warmed with other queries: the service reuses an answer for 2 s, and this measures finding, not that cache.
  for (const query of warmUpQueries) await service.search(query.request);
  const times = new Map<Kind | 'all', number[]>([['all', []]]);
  const empty = new Map<Kind | 'all', number>();
  let expected = 0;
  let found = 0;
  for (const query of queries) {
    const t0 = performance.now();
    const response = await service.search(query.request);
    const elapsed = performance.now() - t0;
    times.get('all')?.push(elapsed);
    times.set(query.kind, [...(times.get(query.kind) ?? []), elapsed]);
    if (response.totalResults === 0) {
      empty.set('all', (empty.get('all') ?? 0) + 1);
      empty.set(query.kind, (empty.get(query.kind) ?? 0) + 1);
    }
    if (query.expect) {
      expected += 1;
      if (response.results.some((r) => r.title === query.expect)) found += 1;
    }
  }
  for (const [kind, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    const line = [50, 95, 99].map((p) => `p${p} ${percentile(sorted, p).toFixed(2)} ms`).join(', ');
    console.log(
      `${label}: search ${kind.padEnd(11)} n=${String(sorted.length).padStart(3)}  ${line}, ` +
        `max ${sorted.at(-1)?.toFixed(2)} ms; ${empty.get(kind) ?? 0} found nothing`,
    );
  }
  console.log(`${label}: exact and typo queries with their title on page 1: ${found}/${expected}`);
}

const keep = process.env.BENCH_DATA_DIR;
const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-search-'));
fs.mkdirSync(dataDir, { recursive: true });
const sqliteFile = path.join(dataDir, 'search-bench.db');
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
const database = openDatabase({ sqliteFile });
await migrateToLatest(database.db, database.dialect, undefined);

const report = await importDump(database.db, readDumpFile(file), { source: 'dump' });
console.log(`imported ${report.imported} real titles in ${report.seconds.toFixed(1)} s`);
const titleRows = await database.db.selectFrom('titles').select('title').orderBy('media_type').orderBy('id').execute();
const peopleRows = await database.db
  .selectFrom('people')
  .innerJoin('credits', 'credits.person_id', 'people.id')
  .select('people.name')
  .where('credits.kind', '=', 'cast')
  .where('credits.position', '<', 3)
  .orderBy('people.id')
  .distinct()
  .execute();
const queries = makeQueries(titleRows, peopleRows);
const warmUpQueries = makeQueries(titleRows, peopleRows, 1).slice(0, WARM_UP_QUERIES);
console.log(`query set: ${queries.length} queries (${JSON.stringify(QUERIES_PER_KIND)}), ${WARM_UP_QUERIES} warm-up`);

await measure('real catalog', database, queries, warmUpQueries);

const records = await readRecords(file);
const missing = TARGET_TITLES - (await countTitles(database.db));
const grown = await importDump(database.db, variants(records, missing, SYNTHETIC_ID_BASE), { source: 'bench' });
console.log(`imported ${grown.imported} synthetic variants in ${grown.seconds.toFixed(1)} s`);
await measure('50k catalog', database, queries, warmUpQueries);

await database.destroy();
if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
