/**
 * Search and recommendations at scale (issue 28), measured from outside against the built server as `npm start` runs
 * it. For each catalog size and database: a catalog of that many titles (the real dump's 8,584, then generated titles
 * whose vocabulary and people grow like a real catalog's, see support/scale-catalog.ts; cached under BENCH_DATA_DIR or
 * the temporary folder), imported into a fresh database with the real `catalog:import` CLI; then the server is
 * started on it and the benchmark prints import time, start to healthy, RSS (now and peak), search p50/p95/p99 over
 * HTTP with 1 and 10 concurrent clients (a seeded mix of exact, prefix, typo, multi-word, filter and cast queries),
 * search, trending and detail requests/s against the bare route, and the longest gap between answers of a probe that
 * asks GET /api/health/live every 10 ms (the longest the server answered nothing) during start, the first search, an
 * import of 10,000 new titles by the CLI beside the running server, and a recommendation model build.
 *   npm run bench:scale -w bench                      (50k, 200k and 1M titles, SQLite and PostgreSQL)
 *   npx tsx scale.bench.ts --sizes 8584,50000 --db sqlite [--seconds 3] [--rounds 2] [--port 5100]
 * Sizes and databases also come from BENCH_SCALE_SIZES and BENCH_SCALE_DB (sqlite, postgres or both). BENCH_DATA_DIR
 * keeps the generated catalogs and each import (SQLite's data folder, a PostgreSQL database), which later runs start
 * from (a copy). The full run takes well over an hour (generating and importing a million titles per database), so
 * `npm run bench` leaves it out.
 * Targets (issue 28): at 1M titles search p95 ≤ 15 ms with 1 client and ≤ 50 ms with 10, RSS ≤ 600 MB, no gap over
 * 100 ms; at 8,584 titles search ≥ 25 % of the bare route's requests/s.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { startBareServer } from './support/bare-server.js';
import { seededRandom } from './support/catalog-variants.js';
import { registerMember } from './support/members.js';
import { type ScaleCatalog, scaleCatalog } from './support/scale-catalog.js';
import { makeSearchQueries, type SearchQueryDraft, searchQueryString } from './support/search-queries.js';
import { buildApi, type RunningServer, startBuiltServer } from './support/server.js';
import { freshPostgresDatabase, PG_URL, reachable, recreateDatabase } from './support/services.js';
import { compareWithBare, numberOption, percentile, textOption } from './support/throughput.js';

const REAL_DUMP = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const API_DIR = path.resolve(import.meta.dirname, '../apps/api');
const sizes = (textOption('--sizes') ?? process.env.BENCH_SCALE_SIZES ?? '50000,200000,1000000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const dbChoice = textOption('--db') ?? process.env.BENCH_SCALE_DB ?? 'both';
const databases = (dbChoice === 'both' ? ['sqlite', 'postgres'] : [dbChoice]) as ('sqlite' | 'postgres')[];
const seconds = numberOption('--seconds', 3);
const rounds = numberOption('--rounds', 2);
const PROBE_INTERVAL_MS = 10;
/** How long a phase keeps being watched after its own request answered (work the server finishes afterwards). */
const SETTLE_MS = 2000;
const port = numberOption('--port', 5100 + Math.floor(Math.random() * 200));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** GET over a given keep-alive agent: the body as text (node:http, so the probe has a connection of its own). */
function get(url: string, agent: http.Agent, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Asks `url` every PROBE_INTERVAL_MS (after each answer) and keeps the longest time between two answers since the
 * last `reset()`, counting a request still waiting for its answer: the longest the server answered nothing (the
 * interval itself included). Before the server first answers (not listening yet) nothing is counted.
 */
function startProbe(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let lastAnswer: number | undefined;
  let longest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        await get(url, agent);
        const now = performance.now();
        if (lastAnswer !== undefined) longest = Math.max(longest, now - lastAnswer);
        lastAnswer = now;
      } catch {
        // not listening (yet, or any more)
      }
      await sleep(PROBE_INTERVAL_MS);
    }
  })();
  return {
    reset() {
      longest = 0;
      if (lastAnswer !== undefined) lastAnswer = performance.now();
    },
    longestGap(): number {
      const waiting = lastAnswer === undefined ? 0 : performance.now() - lastAnswer;
      return Math.round(Math.max(longest, waiting));
    },
    async stop() {
      running = false;
      await loop;
      agent.destroy();
    },
  };
}

/** The first record of a gzipped dump: its type, id and title. */
async function firstRecordOf(file: string): Promise<{ mediaType: 'movie' | 'tv'; id: number; title: string }> {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()) });
  for await (const line of lines) {
    lines.close();
    const record = JSON.parse(line) as { media_type: 'movie' | 'tv'; id: number; title?: string; name?: string };
    return { mediaType: record.media_type, id: record.id, title: record.title ?? record.name ?? '' };
  }
  throw new Error(`${file} is empty`);
}

/** The server's resident memory now and its peak, in MB (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rss: Math.round(field('VmRSS')), peak: Math.round(field('VmHWM')) };
}

/**
 * The `catalog:import` CLI as the build bundles it (dist/catalog-import.js, plain Node as a deployment runs it; through
 * tsx its start-up alone takes seconds) into the database of `env`, as its own process; resolves with its wall time
 * (node start and migrations included) and the time the importer itself reports.
 */
function importWithCli(
  file: string,
  env: Record<string, string>,
): Promise<{ seconds: number; importerSeconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/catalog-import.js', file], {
      cwd: API_DIR,
      env: { ...process.env, ...env, INIT_CWD: API_DIR },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`catalog:import exited with ${code}: ${output.slice(-500)}`));
      else {
        const summary = output.trim().split('\n').at(-1) ?? '';
        const importerSeconds = Number(/in ([\d.]+) s\.$/.exec(summary)?.[1] ?? Number.NaN);
        resolve({ seconds: (performance.now() - started) / 1000, importerSeconds, output: summary });
      }
    });
  });
}

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  failed: number;
  /** p50 / p95 per kind of query (filters alone, exact titles, …), in ms. */
  byKind: string;
}

/** Runs `queries` over HTTP with `clients` concurrent clients taking the next query in turn; latencies in ms. */
async function searchLatency(base: string, queries: readonly SearchQueryDraft[], clients: number): Promise<Latency> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const times: number[] = [];
  const timesByKind = new Map<string, number[]>();
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < queries.length) {
        const query = queries[next] as SearchQueryDraft;
        next += 1;
        const t0 = performance.now();
        const { status } = await get(`${base}/api/search?${searchQueryString(query)}`, agent);
        const ms = performance.now() - t0;
        times.push(ms);
        const kindTimes = timesByKind.get(query.kind) ?? [];
        kindTimes.push(ms);
        timesByKind.set(query.kind, kindTimes);
        if (status !== 200) failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50), 1),
    p95: round(percentile(times, 95), 1),
    p99: round(percentile(times, 99), 1),
    requestsPerSecond: Math.round(times.length / elapsed),
    failed,
    byKind: [...timesByKind]
      .map(([kind, kindTimes]) => {
        kindTimes.sort((a, b) => a - b);
        return `${kind} ${round(percentile(kindTimes, 50), 1)} / ${round(percentile(kindTimes, 95), 1)}`;
      })
      .join(', '),
  };
}

/** How many exact and typo queries have their title on the first page (ranking quality at this size). */
async function titlesFound(base: string, queries: readonly SearchQueryDraft[]): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const expecting = queries.filter((query) => query.expect);
  let found = 0;
  for (const query of expecting) {
    const { body } = await get(`${base}/api/search?${searchQueryString(query)}`, agent);
    const results = (JSON.parse(body) as { results?: { title: string }[] }).results ?? [];
    if (results.some((result) => result.title === query.expect)) found += 1;
  }
  agent.destroy();
  return `${found}/${expecting.length}`;
}

interface RunResult {
  db: string;
  titles: number;
  importSeconds: number;
  importerSeconds: number;
  startToHealthyMs: number;
  startGapMs: number;
  rssMb: number;
  peakRssMb: number;
  firstSearchMs: number;
  firstSearchGapMs: number;
  oneClient: Latency;
  tenClients: Latency;
  found: string;
  searchShare: number;
  trendingShare: number;
  detailShare: number;
  addSeconds: number;
  addGapMs: number;
  /** Seconds from the start of the import of new titles until a search finds the first of them; NaN when never. */
  addSearchableSeconds: number;
  recommendationsSeconds: number;
  recommendationsSource: string;
  recommendationsGapMs: number;
}

type Imported = Awaited<ReturnType<typeof importWithCli>>;

/**
 * The run's database with the catalog imported by the CLI, and how to drop it. With BENCH_DATA_DIR set, the import
 * is also kept (a SQLite data folder there, a PostgreSQL database `scale_kept_<titles>`) with its figures, and later
 * runs of the same size start from a copy of it, so a million titles are imported once per database.
 */
async function importedCatalog(
  db: 'sqlite' | 'postgres',
  catalog: ScaleCatalog,
  dataDir: string,
): Promise<{ imported: Imported; env: Record<string, string>; drop: () => Promise<void> }> {
  const keep = process.env.BENCH_DATA_DIR;
  const kept = keep && path.join(keep, `imported-${db}-${catalog.titles}`);
  const figures = kept && path.join(kept, 'import.json');
  const earlier = figures && fs.existsSync(figures) ? (JSON.parse(fs.readFileSync(figures, 'utf8')) as Imported) : null;
  const keptDatabase = `scale_kept_${catalog.titles}`;
  const envOf = (databaseUrl?: string): Record<string, string> => ({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const keepFigures = (imported: Imported) => {
    if (!kept || !figures) return;
    fs.mkdirSync(kept, { recursive: true });
    fs.writeFileSync(figures, JSON.stringify(imported));
  };
  const fromEarlier = (imported: Imported) => ({
    ...imported,
    output: `${imported.output}; a copy of the import kept`,
  });

  if (db === 'sqlite') {
    const env = envOf();
    const nothingToDrop = async () => {};
    if (kept && earlier) {
      fs.cpSync(kept, dataDir, { recursive: true });
      return { imported: fromEarlier(earlier), env, drop: nothingToDrop };
    }
    const imported = await importWithCli(catalog.dump, env);
    if (kept) {
      fs.rmSync(kept, { recursive: true, force: true });
      fs.cpSync(dataDir, kept, { recursive: true });
      keepFigures(imported);
    }
    return { imported, env, drop: nothingToDrop };
  }
  if (!kept) {
    const database = await freshPostgresDatabase(`scale_${catalog.titles}`);
    const env = envOf(database.url);
    try {
      return { imported: await importWithCli(catalog.dump, env), env, drop: database.drop };
    } catch (error) {
      await database.drop();
      throw error;
    }
  }
  let imported = earlier ? fromEarlier(earlier) : undefined;
  if (!imported) {
    imported = await importWithCli(catalog.dump, envOf(await recreateDatabase(keptDatabase)));
    keepFigures(imported);
  }
  const database = await freshPostgresDatabase(`scale_${catalog.titles}`, keptDatabase);
  return { imported, env: envOf(database.url), drop: database.drop };
}

async function run(
  db: 'sqlite' | 'postgres',
  catalog: ScaleCatalog,
  bare: Awaited<ReturnType<typeof startBareServer>>,
): Promise<RunResult> {
  const label = `${db} ${catalog.titles.toLocaleString('en')} titles`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-scale-'));
  let server: RunningServer | undefined;
  const probe = startProbe(`http://127.0.0.1:${port}/api/health/live`);
  let drop = async () => {};
  try {
    const { imported, env, drop: dropDatabase } = await importedCatalog(db, catalog, dataDir);
    drop = dropDatabase;
    console.log(`${label}: imported in ${imported.seconds.toFixed(1)} s (${imported.output})`);

    server = await startBuiltServer(port, env, { timeoutMs: 600_000 });
    const pid = server.process.pid as number;
    const base = server.base;
    await sleep(SETTLE_MS);
    const startGapMs = probe.longestGap();
    console.log(
      `${label}: healthy after ${server.startupMs} ms (${server.titles} titles); longest gap ${startGapMs} ms ` +
        `from the first answer to ${SETTLE_MS / 1000} s after healthy`,
    );

    // Each measured run asks queries of its own seed: the server reuses an answer for 2 s, and these figures are
    // about finding, not about that cache (the bare-route comparison below repeats one query on purpose).
    const querySet = (seed: number) =>
      makeSearchQueries(catalog.sample.titles, catalog.sample.people, seededRandom(seed + catalog.titles));
    const queries = querySet(20261128);
    const agent = new http.Agent({ keepAlive: true });
    probe.reset();
    let t0 = performance.now();
    const first = await get(`${base}/api/search?${searchQueryString(queries[0] as SearchQueryDraft)}`, agent);
    const firstSearchMs = Math.round(performance.now() - t0);
    await sleep(SETTLE_MS);
    const firstSearchGapMs = probe.longestGap();
    console.log(
      `${label}: first search ${first.status} in ${firstSearchMs} ms; longest gap ${firstSearchGapMs} ms (probe)`,
    );

    for (const query of querySet(1).slice(0, 100)) await get(`${base}/api/search?${searchQueryString(query)}`, agent);
    const oneClient = await searchLatency(base, queries, 1);
    const tenClients = await searchLatency(base, [...querySet(2), ...querySet(3)], 10);
    const found = await titlesFound(base, queries);
    const { rss, peak: searchPeak } = memory(pid);
    console.log(
      `${label}: search over HTTP, ${queries.length} queries: 1 client p50 ${oneClient.p50} ms p95 ${oneClient.p95} ` +
        `ms p99 ${oneClient.p99} ms (${oneClient.failed} non-200); 10 clients p50 ${tenClients.p50} ms p95 ` +
        `${tenClients.p95} ms p99 ${tenClients.p99} ms, ${tenClients.requestsPerSecond} req/s (${tenClients.failed} ` +
        `non-200); exact and typo queries with their title on page 1: ${found}; RSS ${rss} MB (peak so far ` +
        `${searchPeak} MB); 10 clients by kind, p50 / p95 ms: ${tenClients.byKind}`,
    );

    const top = JSON.parse((await get(`${base}/api/catalog/top`, agent)).body) as {
      movies: { id: number }[];
      shows: { id: number }[];
    };
    const load = { seconds, rounds, connections: 50 };
    const serverProcess = { pid };
    const searchUrl = `${base}/api/search?q=godfater&filters=${encodeURIComponent('{"year":{"min":1970}}')}`;
    const search = await compareWithBare(`${label}: GET /api/search`, { url: searchUrl }, serverProcess, bare, load);
    const trending = await compareWithBare(
      `${label}: GET /api/catalog/trending`,
      { url: `${base}/api/catalog/trending?type=movie&limit=16` },
      serverProcess,
      bare,
      load,
    );
    const detail = await compareWithBare(
      `${label}: GET /api/titles/movie/:id`,
      { url: `${base}/api/titles/movie/${top.movies[0]?.id}` },
      serverProcess,
      bare,
      load,
    );

    console.log(`${label}: RSS peak after the comparisons with the bare route ${memory(pid).peak} MB`);

    // New titles imported by the CLI beside the running server; a search for the first of them (in the importer's
    // first batch) is asked every 250 ms, from the start of the CLI (its start-up included).
    const added = await firstRecordOf(catalog.additions);
    const addedQuery = `${base}/api/search?${new URLSearchParams({ q: added.title, type: added.mediaType })}`;
    probe.reset();
    t0 = performance.now();
    let importedAt: number | undefined;
    let addSearchableSeconds = Number.NaN;
    const importing = importWithCli(catalog.additions, env).finally(() => {
      importedAt = performance.now();
    });
    for (;;) {
      if (Number.isNaN(addSearchableSeconds)) {
        const { status, body } = await get(addedQuery, agent);
        const results = status === 200 ? (JSON.parse(body) as { results: { id: number }[] }).results : [];
        if (results.some((result) => result.id === added.id)) addSearchableSeconds = (performance.now() - t0) / 1000;
      }
      const waitedAfterImport = importedAt === undefined ? 0 : performance.now() - importedAt;
      if (importedAt !== undefined && (!Number.isNaN(addSearchableSeconds) || waitedAfterImport > 60_000)) break;
      await sleep(250);
    }
    const addition = await importing;
    await sleep(SETTLE_MS);
    const addGapMs = probe.longestGap();
    console.log(
      `${label}: imported ${catalog.additions.match(/additions-(\d+)/)?.[1]} new titles in ` +
        `${addition.importerSeconds.toFixed(1)} s (CLI ${addition.seconds.toFixed(1)} s) beside the running server; ` +
        'found by search after ' +
        `${Number.isNaN(addSearchableSeconds) ? 'never (60 s after the import)' : `${addSearchableSeconds.toFixed(1)} s`}` +
        `; longest gap ${addGapMs} ms (probe); RSS peak ${memory(pid).peak} MB`,
    );

    // The recommendation model: today built at a member's first request; wherever it is built, the time until a
    // personalized answer and the longest gap meanwhile are what a member and the other users notice.
    const cookie = await registerMember(base, {
      movieId: top.movies[0]?.id as number,
      showId: top.shows[0]?.id as number,
    });
    probe.reset();
    t0 = performance.now();
    let recommendationsSource = 'none';
    let recommendationsSeconds = Number.NaN;
    while (performance.now() - t0 < 300_000) {
      const { status, body } = await get(`${base}/api/recommendations`, agent, { cookie });
      if (status === 200) {
        recommendationsSource = (JSON.parse(body) as { source: string }).source;
        recommendationsSeconds = (performance.now() - t0) / 1000;
        if (recommendationsSource === 'personalized') break;
      }
      await sleep(1000);
    }
    await sleep(SETTLE_MS);
    const recommendationsGapMs = probe.longestGap();
    const { peak } = memory(pid);
    console.log(
      `${label}: recommendations (${recommendationsSource}) after ${recommendationsSeconds.toFixed(1)} s; ` +
        `longest gap ${recommendationsGapMs} ms (probe); RSS peak ${peak} MB`,
    );
    agent.destroy();

    return {
      db,
      titles: catalog.titles,
      importSeconds: round(imported.seconds, 1),
      importerSeconds: round(imported.importerSeconds, 1),
      startToHealthyMs: server.startupMs,
      startGapMs,
      rssMb: rss,
      peakRssMb: peak,
      firstSearchMs,
      firstSearchGapMs,
      oneClient,
      tenClients,
      found,
      searchShare: search.shareOfBare,
      trendingShare: trending.shareOfBare,
      detailShare: detail.shareOfBare,
      addSeconds: round(addition.importerSeconds, 1),
      addGapMs,
      addSearchableSeconds: round(addSearchableSeconds, 1),
      recommendationsSeconds: round(recommendationsSeconds, 1),
      recommendationsSource,
      recommendationsGapMs,
    };
  } finally {
    await server?.stop();
    await probe.stop();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const percent = (share: number) => `${Math.round(share * 100)} %`;
const latency = (l: Latency) => `${l.p50} / ${l.p95} / ${l.p99}`;

/** One row per run, as a markdown table for bench/RESULTS.md (also readable in a terminal). */
function markdown(results: readonly RunResult[]): string {
  const header = [
    'db',
    'titles',
    'import (CLI wall time)',
    'start → healthy',
    'gap at start',
    'RSS (peak)',
    'first search (gap)',
    'search p50/p95/p99, 1 client',
    'search p50/p95/p99, 10 clients',
    'exact+typo on page 1',
    'search / trending / detail vs bare',
    '+10k titles import (gap)',
    'new title found after',
    'recommendations (gap)',
  ];
  const rows = results.map((r) => [
    r.db,
    r.titles.toLocaleString('en'),
    `${r.importerSeconds} s (${r.importSeconds} s)`,
    `${(r.startToHealthyMs / 1000).toFixed(1)} s`,
    `${r.startGapMs} ms`,
    `${r.rssMb} MB (${r.peakRssMb} MB)`,
    `${r.firstSearchMs} ms (${r.firstSearchGapMs} ms)`,
    `${latency(r.oneClient)} ms`,
    `${latency(r.tenClients)} ms`,
    r.found,
    `${percent(r.searchShare)} / ${percent(r.trendingShare)} / ${percent(r.detailShare)}`,
    `${r.addSeconds} s (${r.addGapMs} ms)`,
    Number.isNaN(r.addSearchableSeconds) ? 'never' : `${r.addSearchableSeconds} s`,
    `${r.recommendationsSeconds} s ${r.recommendationsSource} (${r.recommendationsGapMs} ms)`,
  ]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

if (sizes.length === 0 || databases.some((db) => db !== 'sqlite' && db !== 'postgres')) {
  console.error('Usage: npx tsx scale.bench.ts [--sizes 50000,200000,1000000] [--db sqlite|postgres|both]');
  process.exit(2);
}
if (databases.includes('postgres') && !(await reachable(PG_URL, 5432))) {
  console.error(`PostgreSQL is not reachable at ${PG_URL} (BENCH_DATABASE_URL)`);
  process.exit(2);
}
buildApi();
const bare = await startBareServer(port + 1);
const results: RunResult[] = [];
try {
  for (const size of sizes) {
    const catalog = await scaleCatalog(REAL_DUMP, size);
    console.log(
      `catalog of ${size.toLocaleString('en')} titles: ${catalog.vocabulary.titleWords} distinct title words, ` +
        `${catalog.vocabulary.overviewWords} overview words, ${catalog.vocabulary.people} people`,
    );
    for (const db of databases) results.push(await run(db, catalog, bare));
  }
} finally {
  bare.stop();
}
console.log(
  `\nbench:scale (${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${os.cpus().length} cores; ` +
    `latencies in ms over HTTP; "gap" = the longest time /api/health/live, asked every ${PROBE_INTERVAL_MS} ms, ` +
    `went unanswered; vs bare: ${rounds} × ${seconds} s, 50 connections)\n`,
);
console.log(markdown(results));
