/**
 * The release calendar at 300 shows followed: a catalog of 300 made-up shows of 2 seasons × 20 episodes (a third of
 * them airing weekly around today, the rest ended) and 40 movies (10 coming out within the month) is written as a
 * dump and seeds a fresh SQLite data directory; a member marks the first episode of every show through the API
 * (so all 300 are being watched) and puts the 40 movies on the watchlist. Then the server-side time (Server-Timing)
 * of, 200 requests each, one at a time: GET /api/calendar?tz=Europe/Istanbul and the member's iCal feed. The API runs
 * as `npm start` runs it (node dist/main.js).
 *   npx tsx calendar.bench.ts [--shows 300] [--requests 200]
 * Target (issue 26 §4): the calendar of a user following 300 shows, p95 ≤ 30 ms server-side with the data cached.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerMember } from './support/members.js';
import { buildApi, startBuiltServer } from './support/server.js';
import { numberOption, percentile } from './support/throughput.js';

const showCount = numberOption('--shows', 300);
const requests = numberOption('--requests', 200);
const EPISODES_PER_SEASON = 20;
const MOVIES = 40;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-calendar-'));
const seed = path.join(dataDir, 'titles.jsonl');
const port = 5500 + Math.floor(Math.random() * 200);
const FIRST_SHOW = 990_600_000;
const FIRST_MOVIE = 990_700_000;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Show i: season 1 long aired; season 2 weekly, around today for every third show, long ago for the others. */
function showRecord(i: number) {
  const airing = i % 3 === 0;
  const season = (number: number) => {
    const start = number === 1 ? -900 : airing ? -70 + (i % 7) : -500;
    return {
      season_number: number,
      air_date: day(start),
      episodes: Array.from({ length: EPISODES_PER_SEASON }, (_, e) => ({
        episode_number: e + 1,
        name: `Episode ${e + 1}`,
        air_date: day(start + 7 * e),
        runtime: 45,
      })),
    };
  };
  return {
    media_type: 'tv',
    id: FIRST_SHOW + i,
    name: `Bench Show ${i + 1}`,
    first_air_date: day(-900),
    genres: [{ id: 18, name: 'Drama' }],
    seasons: [season(1), season(2)],
  };
}

/** Movie i: a quarter of them out within the month, the others long out. */
const movieRecord = (i: number) => ({
  media_type: 'movie',
  id: FIRST_MOVIE + i,
  title: `Bench Film ${i + 1}`,
  release_date: i % 4 === 0 ? day(1 + (i % 28)) : day(-400 - i),
  genres: [{ id: 18, name: 'Drama' }],
});

async function main() {
  const lines = [
    ...Array.from({ length: MOVIES }, (_, i) => movieRecord(i)),
    ...Array.from({ length: showCount }, (_, i) => showRecord(i)),
  ];
  fs.writeFileSync(seed, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
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
    const cookie = await registerMember(base, { movieId: FIRST_MOVIE, showId: FIRST_SHOW });
    const headers = { cookie, origin: base };
    const send = async (method: string, url: string, body?: object) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response;
    };

    const started = performance.now();
    for (let i = 0; i < showCount; i += 16) {
      await Promise.all(
        Array.from({ length: Math.min(16, showCount - i) }, (_, k) =>
          send('POST', '/api/plays/episodes', {
            id: FIRST_SHOW + i + k,
            season: 1,
            upTo: 1,
            watchedOn: null,
            requestId: `bench-setup-${i + k}`,
          }),
        ),
      );
    }
    for (let i = 0; i < MOVIES; i += 1) await send('PUT', `/api/watchlist/movie/${FIRST_MOVIE + i}`);
    const feedUrl = new URL(((await (await send('POST', '/api/calendar/feed')).json()) as { url: string }).url);
    const calendarPath = '/api/calendar?tz=Europe/Istanbul';
    const calendar = (await (await send('GET', calendarPath)).json()) as { entries: unknown[] };
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `setup: ${showCount} shows watched, ${MOVIES} movies on the watchlist in ${seconds.toFixed(1)} s; the calendar lists ${calendar.entries.length} releases`,
    );

    const show = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
    };
    const serverMs = (response: Response) =>
      Number(/total;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);

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
        server_ms.push(serverMs(response));
      }
      console.log(`${label.padEnd(40)} server: ${show(server_ms)}; client round trip: ${show(client_ms)}`);
    }

    console.log(
      `\nA member following ${showCount} shows × ${2 * EPISODES_PER_SEASON} episodes; ${requests} requests per case`,
    );
    await time('GET /api/calendar?tz=Europe/Istanbul', () => fetch(`${base}${calendarPath}`, { headers: { cookie } }));
    await time('GET /api/calendar/ical/<token>.ics', () => fetch(`${base}${feedUrl.pathname}`));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
