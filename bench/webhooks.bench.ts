/**
 * Media-server webhook handling: a fresh SQLite data directory seeded with 2,000 made-up movies and 50 shows (a season
 * of 20 aired episodes each); a member makes their webhook URL through the API. Then the server-side time
 * (Server-Timing) and the client round trip of, `--requests` each, one at a time: a Jellyfin `PlaybackStop` of a
 * different movie each time, matched by its TMDB id (a play logged); the same delivery again (a duplicate); a Plex
 * `media.scrobble` of a different episode each time, as Plex posts it (multipart with a poster), matched by the show's
 * name; an unknown title (kept among the unmatched); a `PlaybackStart` (ignored). Last, throughput: `--concurrency`
 * clients posting Jellyfin plays of different movies at once, in requests per second. The API runs as `npm start`
 * runs it (node dist/main.js), with the per-URL rate limit raised for the run.
 *   npx tsx webhooks.bench.ts [--requests 300] [--concurrency 8]
 * Target (issue 27 §4): webhook handling p95 ≤ 20 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerMember } from './support/members.js';
import { buildApi, startBuiltServer } from './support/server.js';
import { numberOption, percentile } from './support/throughput.js';

const requests = numberOption('--requests', 300);
const concurrency = numberOption('--concurrency', 8);
const MOVIES = 2_000;
const SHOWS = 50;
const EPISODES = 20;
const FIRST_MOVIE = 991_000_000;
const FIRST_SHOW = 991_100_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-webhooks-'));
const seed = path.join(dataDir, 'titles.jsonl');
const port = 5700 + Math.floor(Math.random() * 200);
const fixtures = path.resolve(import.meta.dirname, '../apps/api/test/fixtures/webhooks');
const jellyfin = JSON.parse(fs.readFileSync(path.join(fixtures, 'jellyfin-movie-scrobble.json'), 'utf8'));
const plexForm = fs.readFileSync(path.join(fixtures, 'plex-movie-scrobble.form.txt'), 'utf8');
const plex = JSON.parse(plexForm.slice(plexForm.indexOf('=') + 1));

const movieRecord = (i: number) => ({
  media_type: 'movie',
  id: FIRST_MOVIE + i,
  title: `Bench Film ${i + 1}`,
  release_date: `${1980 + (i % 40)}-05-01`,
  imdb_id: `tt${String(90_000_000 + i)}`,
  genres: [{ id: 18, name: 'Drama' }],
});
const showRecord = (i: number) => ({
  media_type: 'tv',
  id: FIRST_SHOW + i,
  name: `Bench Show ${i + 1}`,
  first_air_date: '2015-01-01',
  genres: [{ id: 18, name: 'Drama' }],
  seasons: [
    {
      season_number: 1,
      air_date: '2015-01-01',
      episodes: Array.from({ length: EPISODES }, (_, e) => ({ episode_number: e + 1, air_date: '2015-01-01' })),
    },
  ],
});

/** A multipart body as Plex posts it: the JSON in `payload`, an 8 KB stand-in for the poster in `thumb`. */
function plexMultipart(payload: unknown): { body: string; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="thumb"; filename="thumb.jpg"\r\n` +
    `Content-Type: image/jpeg\r\n\r\n${'\u0007'.repeat(8 * 1024)}\r\n--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  const lines = [
    ...Array.from({ length: MOVIES }, (_, i) => movieRecord(i)),
    ...Array.from({ length: SHOWS }, (_, i) => showRecord(i)),
  ];
  fs.writeFileSync(seed, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  buildApi();
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    CATALOG_SEED: seed,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    MEDIA_WEBHOOK_RATE_LIMIT_PER_MINUTE: '1000000',
    SERVER_TIMING: 'true',
  });
  const base = server.base;
  try {
    const cookie = await registerMember(base, { movieId: FIRST_MOVIE, showId: FIRST_SHOW });
    const made = await fetch(`${base}/api/media-server/webhook`, { method: 'POST', headers: { cookie, origin: base } });
    if (made.status !== 201) throw new Error(`POST /api/media-server/webhook: ${made.status} ${await made.text()}`);
    const hook = `${base}${new URL(((await made.json()) as { url: string }).url).pathname}`;

    const jellyfinPlay = (i: number) => ({
      ...jellyfin,
      Name: `Bench Film ${i + 1}`,
      Provider_tmdb: String(FIRST_MOVIE + i),
      Provider_imdb: '',
    });
    const postJson = (body: unknown) =>
      fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const show = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
    };
    const serverMs = (response: Response) =>
      Number(/total;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);

    /** Server-side and client round-trip times of `requests` deliveries, one at a time, each answering `expected`. */
    async function time(label: string, expected: string, call: (i: number) => Promise<Response>) {
      const server_ms: number[] = [];
      const client_ms: number[] = [];
      const started = performance.now();
      for (let i = 0; i < requests; i += 1) {
        const before = performance.now();
        const response = await call(i);
        const answer = (await response.json()) as { result?: string };
        client_ms.push(performance.now() - before);
        if (answer.result !== expected) throw new Error(`${label}: ${response.status} ${JSON.stringify(answer)}`);
        server_ms.push(serverMs(response));
      }
      const perSecond = requests / ((performance.now() - started) / 1000);
      console.log(
        `${label.padEnd(44)} server: ${show(server_ms)}; client: ${show(client_ms)}; ${perSecond.toFixed(0)} req/s one at a time`,
      );
    }

    console.log(`\n${MOVIES} movies and ${SHOWS} shows in the catalog; ${requests} deliveries per case, one at a time`);
    await time('Jellyfin PlaybackStop, movie by TMDB id', 'logged', (i) => postJson(jellyfinPlay(i)));
    await time('the same delivery again (duplicate)', 'duplicate', () => postJson(jellyfinPlay(0)));
    await time('Plex media.scrobble, episode by show name', 'logged', (i) => {
      const { body, type } = plexMultipart({
        ...plex,
        Metadata: {
          type: 'episode',
          grandparentTitle: `Bench Show ${(i % SHOWS) + 1}`,
          parentIndex: 1,
          index: Math.floor(i / SHOWS) + 1,
          Guid: [],
        },
      });
      return fetch(hook, { method: 'POST', headers: { 'content-type': type }, body });
    });
    await time('unknown title (kept among the unmatched)', 'unmatched', (i) =>
      postJson({ ...jellyfin, Name: `Nobody's Film ${i}`, Provider_tmdb: '', Provider_imdb: '', Year: 1999 }),
    );
    await time('PlaybackStart (ignored)', 'ignored', () =>
      postJson({ ...jellyfin, NotificationType: 'PlaybackStart' }),
    );

    // Throughput: `concurrency` clients at once, each play a movie not logged before.
    const total = Math.min(MOVIES - requests, requests * 4);
    let next = requests;
    const client_ms: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests + total) {
          const i = next++;
          const before = performance.now();
          const response = await postJson(jellyfinPlay(i));
          const answer = (await response.json()) as { result?: string };
          if (answer.result !== 'logged') throw new Error(`concurrent: ${response.status} ${JSON.stringify(answer)}`);
          client_ms.push(performance.now() - before);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${`${concurrency} clients at once, ${total} Jellyfin plays`.padEnd(44)} ${(total / seconds).toFixed(0)} req/s; client: ${show(client_ms)}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
