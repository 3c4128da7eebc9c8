/**
 * The diary at ten years of watching: a member logs 10,000 plays (through POST /api/plays, as the app does, dates
 * spread over ten years, a title watched again marked a rewatch; half the plays of shows are of one episode of the
 * first season of one of the shows the catalog lists seasons of), then the server-side time (the API's Server-Timing
 * header) of reading it, 200 requests per case, one at a time: the first page, a year, a kind, a genre, a page deep
 * in the diary, one title's plays, a single play logged, and the stats of one year and of all time. The API runs as `npm start` runs it (node dist/main.js)
 * on a fresh SQLite data directory seeded with ../shared/data/catalog/titles.jsonl.gz (8,584 real titles).
 *   npx tsx diary.bench.ts [--plays 10000] [--requests 200]
 * Targets (issue 23 §5): the diary's first page p95 ≤ 20 ms server-side; the stats p95 ≤ 100 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRecords } from './support/catalog-variants.js';
import { logTenYearsOfPlays, registerMember } from './support/members.js';
import { buildApi, startBuiltServer } from './support/server.js';
import { numberOption, percentile } from './support/throughput.js';

const playCount = numberOption('--plays', 10_000);
const requests = numberOption('--requests', 200);
const seed = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-diary-'));
const port = 5100 + Math.floor(Math.random() * 200);
const HORROR = 27;

async function main() {
  const records = await readRecords(seed);
  buildApi();
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    CATALOG_SEED: seed,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SERVER_TIMING: 'true',
  });
  const base = server.base;
  try {
    const movie = records.find((r) => r.media_type === 'movie');
    const show = records.find((r) => r.media_type === 'tv');
    const cookie = await registerMember(base, { movieId: movie?.id ?? 0, showId: show?.id ?? 0 });
    const headers = { cookie, origin: base, 'content-type': 'application/json' };

    const { plays, seconds } = await logTenYearsOfPlays(base, cookie, records, playCount);
    const episodePlays = plays.filter((play) => play.episode !== undefined).length;
    console.log(
      `setup: ${playCount} plays (${episodePlays} of an episode) logged in ${seconds.toFixed(1)} s (${Math.round(playCount / seconds)} plays/s, 32 at a time)`,
    );

    /** Server-side and client round-trip times of `requests` calls, one at a time. */
    async function time(label: string, call: () => Promise<Response>) {
      const server_ms: number[] = [];
      const client_ms: number[] = [];
      for (let i = 0; i < requests; i += 1) {
        const before = performance.now();
        const response = await call();
        await response.arrayBuffer();
        client_ms.push(performance.now() - before);
        if (!response.ok) throw new Error(`${label}: ${response.status}`);
        server_ms.push(Number(/total;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]));
      }
      const show = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
      };
      console.log(`${label.padEnd(44)} server: ${show(server_ms)}; client round trip: ${show(client_ms)}`);
    }
    const get = (url: string) => () => fetch(`${base}${url}`, { headers: { cookie } });

    const firstPage = (await (await get('/api/plays')()).json()) as { plays: unknown[]; nextCursor: string };
    let deep = firstPage.nextCursor;
    for (let page = 0; page < playCount / 50 / 2 - 2; page += 1) {
      const next = (await (await get(`/api/plays?cursor=${encodeURIComponent(deep)}`)()).json()) as {
        nextCursor: string;
      };
      deep = next.nextCursor;
    }
    const someTitle = plays.find((p) => p.rewatch) ?? plays[0];

    console.log(`\nA member with ${playCount} plays over ten years; ${requests} requests per case, one at a time`);
    await time('GET /api/plays (first page, 50)', get('/api/plays'));
    await time('GET /api/plays?year=2020', get('/api/plays?year=2020'));
    await time('GET /api/plays?kind=tv', get('/api/plays?kind=tv'));
    await time(`GET /api/plays?genre=${HORROR} (horror)`, get(`/api/plays?genre=${HORROR}`));
    await time('GET /api/plays?cursor=… (the middle)', get(`/api/plays?cursor=${encodeURIComponent(deep)}`));
    await time(
      "GET /api/titles/:type/:id/plays (a title's plays)",
      get(`/api/titles/${someTitle?.mediaType}/${someTitle?.id}/plays`),
    );
    await time('GET /api/stats?year=2020 (a year in review)', get('/api/stats?year=2020'));
    await time('GET /api/stats (all time)', get('/api/stats'));
    let logged = 0;
    await time('POST /api/plays (one at a time)', () => {
      logged += 1;
      return fetch(`${base}/api/plays`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...plays[logged], requestId: `bench-timed-${logged}`, rewatch: true }),
      });
    });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
