import { Kysely, SqliteDialect } from 'kysely';
import Database from 'better-sqlite3';
import { parseSearchFilters } from '@watchify/contract';
import { SearchService } from './src/modules/search/search.service.js';
import { makeSearchQueries } from '../../bench/support/search-queries.js';
import { seededRandom } from '../../bench/support/catalog-variants.js';
let timings: [number, string, unknown[]][] = [];
const raw = new Database('/tmp/sb/search-bench.db');
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: raw }), log: (e) => { if (e.level === 'query') timings.push([e.queryDurationMillis, e.query.sql, e.query.parameters as unknown[]]); } });
const s = new SearchService(db, 'sqlite');
await s.warmUp();
const titles = raw.prepare('select title from titles where id < 950000000 order by media_type, id').all() as { title: string }[];
const people = raw.prepare("select distinct people.name from people join credits on credits.person_id = people.id where credits.kind = 'cast' and credits.position < 3 and people.id < 950000000 order by people.id").all() as { name: string }[];
const queries = makeSearchQueries(titles, people, seededRandom(20261122)).map(({ kind, q, type, page, filters }) => ({ kind, request: { q, type, page, filters: parseSearchFilters(filters ? JSON.stringify(filters) : undefined) } }));
for (const q of queries.slice(0, 100)) await s.search(q.request as any);
const results: { ms: number; kind: string; q: unknown; t: typeof timings }[] = [];
for (const q of queries) { timings = []; const t = performance.now(); await s.search(q.request as any); results.push({ ms: performance.now() - t, kind: q.kind, q: q.request, t: timings }); }
results.sort((a, b) => b.ms - a.ms);
for (const r of results.slice(0, 14)) {
  console.log(r.ms.toFixed(1), r.kind, JSON.stringify(r.q).slice(0, 150));
  for (const [ms, sql, p] of r.t) if (ms > 2) { console.log('   ', ms.toFixed(1), sql.replace(/\s+/g, ' ').slice(0, 140)); console.log(raw.prepare('explain query plan ' + sql).all(...p).map((x: any) => '        ' + x.detail).join('\n')); }
}
