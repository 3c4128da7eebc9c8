/**
 * Up Next at 300 shows followed: a catalog of 300 made-up shows of 2 seasons × 20 episodes (one movie besides, for
 * registration) is written as a dump and seeds a fresh SQLite data directory; a member marks episodes through the
 * API (season 1 of every show, season 2 up to a different episode of each; 30 shows watched to their last aired
 * episode with 5 still to come). Then the server-side time (Server-Timing) of, 200 requests each, one at a time:
 * GET /api/up-next, POST /api/plays (one episode) and POST /api/plays/episodes (a 20-episode season, unchecked
 * again between two timed marks, untimed). The API runs as `npm start` runs it (node dist/main.js).
 *   npx tsx up-next.bench.ts [--shows 300] [--requests 200]
 * Targets (issue 23 §5): Up Next p95 ≤ 20 ms server-side; marking an episode and a season p95 ≤ 20 ms.
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
const COMING_SOON = 30;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-up-next-'));
const seed = path.join(dataDir, 'shows.jsonl');
const port = 5300 + Math.floor(Math.random() * 200);
const FIRST_SHOW = 990_500_000;
const MOVIE = 990_400_001;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Show i: two seasons of 20 episodes a week apart; the last COMING_SOON shows' last 5 episodes still to air. */
function showRecord(i: number) {
  const future = i >= showCount - COMING_SOON;
  const season = (number: number) => ({
    season_number: number,
    air_date: day(-900 + number * 200),
    episodes: Array.from({ length: EPISODES_PER_SEASON }, (_, e) => ({
      episode_number: e + 1,
      name: `Episode ${e + 1}`,
      air_date: future && number === 2 && e >= 15 ? day(7 * (e - 14)) : day(-900 + number * 200 + 7 * e),
      runtime: 45,
    })),
  });
  return {
    media_type: 'tv',
    id: FIRST_SHOW + i,
    name: `Bench Show ${i + 1}`,
    first_air_date: day(-700),
    genres: [{ id: 18, name: 'Drama' }],
    seasons: [season(1), season(2)],
  };
}

async function main() {
  const lines = [
    {
      media_type: 'movie',
      id: MOVIE,
      title: 'Bench Film',
      release_date: '2001-05-04',
      genres: [{ id: 18, name: 'Drama' }],
    },
    // One show more than followed: the season marked in the timed runs.
    ...Array.from({ length: showCount + 1 }, (_, i) => showRecord(i)),
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
    const cookie = await registerMember(base, { movieId: MOVIE, showId: FIRST_SHOW });
    const headers = { cookie, origin: base, 'content-type': 'application/json' };
    const send = async (method: string, url: string, body: object) => {
      const response = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response;
    };

    const started = performance.now();
    for (let i = 0; i < showCount; i += 16) {
      await Promise.all(
        Array.from({ length: Math.min(16, showCount - i) }, async (_, k) => {
          const show = i + k;
          const id = FIRST_SHOW + show;
          const upTo = show >= showCount - COMING_SOON ? 15 : (show % (EPISODES_PER_SEASON - 1)) + 1;
          await send('POST', '/api/plays/episodes', {
            id,
            season: 2,
            upTo,
            watchedOn: null,
            requestId: `bench-setup-${show}`,
          });
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const upNext = (await (await fetch(`${base}/api/up-next`, { headers: { cookie } })).json()) as {
      watching: unknown[];
      comingSoon: unknown[];
    };
    console.log(
      `setup: ${showCount} shows marked up to an episode of season 2 in ${seconds.toFixed(1)} s; Up Next lists ${upNext.watching.length} watching, ${upNext.comingSoon.length} coming soon`,
    );

    const show = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
    };
    const serverMs = (response: Response) =>
      Number(/total;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);

    /** Server-side and client round-trip times of `requests` calls, one at a time; `between` runs untimed. */
    async function time(label: string, call: (i: number) => Promise<Response>, between?: () => Promise<unknown>) {
      const server_ms: number[] = [];
      const client_ms: number[] = [];
      for (let i = 0; i < requests; i += 1) {
        const before = performance.now();
        const response = await call(i);
        await response.arrayBuffer();
        client_ms.push(performance.now() - before);
        if (!response.ok) throw new Error(`${label}: ${response.status}`);
        server_ms.push(serverMs(response));
        await between?.();
      }
      console.log(`${label.padEnd(48)} server: ${show(server_ms)}; client round trip: ${show(client_ms)}`);
    }

    console.log(
      `\nA member following ${showCount} shows × ${2 * EPISODES_PER_SEASON} episodes; ${requests} requests per case`,
    );
    await time('GET /api/up-next', () => fetch(`${base}/api/up-next`, { headers: { cookie } }));
    await time('POST /api/plays (an episode, a rewatch)', (i) =>
      send('POST', '/api/plays', {
        mediaType: 'tv',
        id: FIRST_SHOW + (i % showCount),
        season: 1,
        episode: (i % EPISODES_PER_SEASON) + 1,
        rewatch: true,
        watchedOn: null,
        requestId: `bench-episode-${i}`,
      }),
    );
    const spare = FIRST_SHOW + showCount;
    let stored = 0;
    await time(
      'POST /api/plays/episodes (a season of 20)',
      async (i) => {
        const response = await send('POST', '/api/plays/episodes', {
          id: spare,
          season: 1,
          watchedOn: null,
          requestId: `bench-season-${i}`,
        });
        stored += ((await response.clone().json()) as { changed: number }).changed;
        return response;
      },
      () => send('DELETE', '/api/plays/episodes', { id: spare, season: 1 }),
    );
    console.log(`(the season marks stored ${stored} plays: ${stored / requests} each)`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
