/**
 * Throughput of the social endpoints against a bare fastify route, in one run (autocannon, 50 connections, each
 * server in its own process so the load generator does not steal the bare route's CPU), with GET /api/genres (a
 * cached route without session) as the app's own ceiling:
 *   - GET /api/watchlist (first page, a member with 100 items)
 *   - PUT /api/watchlist/:type/:id (add a title that is already there: the idempotent path of a double click)
 *   - POST /api/watchlist/toggle (every request writes: removes or adds)
 *   - GET /api/titles/:type/:id/comments (a title with 30 comments, as a visitor)
 *   - PUT /api/comments/:id (a commenter edits their comment: every request writes and answers the new average)
 * and the server-side time of the first page of a 5,000-item watchlist (the API's Server-Timing header, switched on
 * only for this part, 200 requests per sort), right after a change (read from the database) and as a repeat view (from the page cache). The API runs exactly as `npm start` runs it (node dist/main.js) on a fresh SQLite data directory seeded
 * with ../shared/data/catalog/titles.jsonl.gz (8,584 real titles, so 5,000 distinct ones can be saved).
 *   npx tsx social-http.bench.ts [--seconds 5] [--rounds 3] [--connections 50] [--only <part of an endpoint's label>]
 * Each endpoint is also compared with the bare route sending that endpoint's own response body (medians of
 * interleaved rounds, see support/throughput.ts), and every line gives the serving process's CPU time per request
 * (from /proc), which the load generator's share of the 2 cores does not change as much as requests/s.
 * BENCH_SERVER_NODE_ARGS (support/server.ts) profiles the API under load.
 * Targets (issue 4 §7): every endpoint ≥ 40 % of the bare route's requests/s; first page at 5,000 items ≤ 20 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBareServer } from './support/bare-server.js';
import { readRecords } from './support/catalog-variants.js';
import { registerMember } from './support/members.js';
import { buildApi, startBuiltServer } from './support/server.js';
import { compareWithBare, numberOption, percentile, type Target, textOption } from './support/throughput.js';

const seconds = numberOption('--seconds', 5);
const rounds = numberOption('--rounds', 3);
const connections = numberOption('--connections', 50);
const seed = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-social-'));
const port = 4900 + Math.floor(Math.random() * 200);
const barePort = port + 1;

type Ref = { mediaType: 'movie' | 'tv'; id: number };

async function main() {
  const records = await readRecords(seed);
  const titles: Ref[] = records.map((r) => ({ mediaType: r.media_type, id: r.id }));
  buildApi();
  const serverEnv = {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    CATALOG_SEED: seed,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
  // Throughput is measured as production runs (no Server-Timing hook); the latencies below restart it with the hook.
  let server = await startBuiltServer(port, serverEnv);
  const base = server.base;
  // Writes must come from the app's own origin (CSRF check), as a browser's would.
  const origin = `http://127.0.0.1:${port}`;
  const bare = await startBareServer(barePort);

  const favorites = {
    movieId: titles.find((t) => t.mediaType === 'movie')?.id ?? 0,
    showId: titles.find((t) => t.mediaType === 'tv')?.id ?? 0,
  };
  const register = () => registerMember(base, favorites);

  /** Adds titles to a member's watchlist, 16 requests at a time. */
  async function fill(cookie: string, refs: Ref[]) {
    for (let i = 0; i < refs.length; i += 16) {
      await Promise.all(
        refs.slice(i, i + 16).map(async (ref) => {
          const response = await fetch(`${base}/api/watchlist/${ref.mediaType}/${ref.id}`, {
            method: 'PUT',
            headers: { cookie, origin },
          });
          if (!response.ok) throw new Error(`add ${ref.mediaType}/${ref.id}: ${response.status}`);
        }),
      );
    }
  }

  try {
    console.log(
      `catalog: ${server.titles} titles; ${connections} connections, ${seconds} s per measurement, ` +
        `medians of ${rounds} rounds`,
    );
    const setupStarted = performance.now();
    const member = await register();
    await fill(member, titles.slice(0, 100));
    const heavy = await register();
    await fill(heavy, titles.slice(0, 5000));
    const commented = titles[0] as Ref;
    /** The last commenter and their comment, which they edit under load. */
    let commenter = { cookie: '', commentId: '' };
    for (let i = 0; i < 30; i += 1) {
      const cookie = await register();
      const response = await fetch(`${base}/api/titles/${commented.mediaType}/${commented.id}/comments`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ rating: (i % 5) + 1, text: `Bench comment number ${i + 1}.` }),
      });
      if (!response.ok) throw new Error(`comment: ${response.status} ${await response.text()}`);
      commenter = { cookie, commentId: ((await response.json()) as { comment: { id: string } }).comment.id };
    }
    console.log(
      `setup (registrations, 5,100 watchlist items, 30 comments): ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const endpoints: [string, Target][] = [
      // What any route of the app reaches at best (helmet, hooks, cookies; no session, served from memory): the
      // ceiling for the social endpoints, which also look up the session.
      ['GET /api/genres (in-app ceiling, no session)', { url: `${base}/api/genres` }],
      ['GET /api/watchlist (first page, 100 items)', { url: `${base}/api/watchlist`, headers: { cookie: member } }],
      [
        'PUT /api/watchlist/:type/:id (already there)',
        {
          url: `${base}/api/watchlist/${commented.mediaType}/${commented.id}`,
          method: 'PUT',
          headers: { cookie: member },
        },
      ],
      [
        'POST /api/watchlist/toggle (a write each)',
        {
          url: `${base}/api/watchlist/toggle`,
          method: 'POST',
          headers: { cookie: member, 'content-type': 'application/json' },
          body: JSON.stringify(titles[200]),
        },
      ],
      [
        'GET /api/titles/:type/:id/comments (30)',
        { url: `${base}/api/titles/${commented.mediaType}/${commented.id}/comments` },
      ],
      [
        'PUT /api/comments/:id (edit own comment: a write each)',
        {
          url: `${base}/api/comments/${commenter.commentId}`,
          method: 'PUT',
          headers: { cookie: commenter.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ rating: 4, text: 'Edited under load: still a fine film.' }),
        },
      ],
    ];
    const serverProcess = { pid: server.process.pid as number };
    const only = textOption('--only');
    for (const [label, target] of endpoints) {
      if (only && !label.includes(only)) continue;
      await compareWithBare(label, target, serverProcess, bare, { seconds, rounds, connections });
    }

    await server.stop();
    server = await startBuiltServer(port, { ...serverEnv, SERVER_TIMING: 'true' });
    console.log('\nA member with 5,000 watchlist items: first page, 200 requests per sort, one at a time');
    // Pages are cached until the member's next write (decision 023), so each sort is measured twice: right after a
    // change (every read goes to the database: a toggle before each one empties the cache) and as a repeat view.
    const toggled = titles[6000] as Ref;
    for (const query of ['', '?sort=title', '?sort=year']) {
      for (const afterChange of [true, false]) {
        const total_ms: number[] = [];
        const client_ms: number[] = [];
        for (let i = 0; i < 200; i += 1) {
          if (afterChange) {
            const change = await fetch(`${base}/api/watchlist/toggle`, {
              method: 'POST',
              headers: { cookie: heavy, origin, 'content-type': 'application/json' },
              body: JSON.stringify(toggled),
            });
            if (!change.ok) throw new Error(`toggle: ${change.status}`);
          }
          const started = performance.now();
          const response = await fetch(`${base}/api/watchlist${query}`, { headers: { cookie: heavy } });
          const body = (await response.json()) as { totalItems: number; items: unknown[] };
          client_ms.push(performance.now() - started);
          if (body.totalItems < 5000 || body.items.length !== 20) throw new Error('unexpected first page');
          const timing = response.headers.get('server-timing') ?? '';
          total_ms.push(Number(/total;dur=([\d.]+)/.exec(timing)?.[1]));
        }
        const show = (values: number[]) => {
          const sorted = [...values].sort((a, b) => a - b);
          return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
        };
        console.log(
          `GET /api/watchlist${query.padEnd(12)} ${afterChange ? 'after a change' : 'repeat view   '} server: ` +
            `${show(total_ms)}; client round trip: ${show(client_ms)}`,
        );
      }
    }
    const keysStarted = performance.now();
    const keys = await fetch(`${base}/api/watchlist/keys`, { headers: { cookie: heavy } });
    const keysBody = await keys.text();
    console.log(
      `GET /api/watchlist/keys at 5,000 items: ${(performance.now() - keysStarted).toFixed(1)} ms, ${(keysBody.length / 1024).toFixed(1)} KB`,
    );
  } finally {
    bare.stop();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
