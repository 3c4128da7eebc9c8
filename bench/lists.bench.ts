/**
 * A 5,000-title list (issue 24 §1): a member adds 5,000 titles of ../shared/data/catalog/titles.jsonl.gz (8,584 real
 * titles, which seed a fresh SQLite data directory) to one public list through POST /api/lists/:id/items, 16 at a time,
 * as the app does, and logs 2,000 plays over the same catalog (so the list's completion counts about a thousand
 * watched titles). Then the server-side time (the API's Server-Timing header) of, 200 requests per case, one at a
 * time: the first page in list order (the target), the first page of every other sort, the last page, the same first
 * page for a visitor, the list itself with its completion, the member's lists, moving a title to a random place, and
 * adding a title (removed again between two timed adds, untimed). The API runs as `npm start` runs it (dist/main.js).
 *   npx tsx lists.bench.ts [--items 5000] [--plays 2000] [--requests 200]
 * Target (issue 24 §4): a 5,000-item list's first page p95 ≤ 20 ms server-side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRecords } from './support/catalog-variants.js';
import { logTenYearsOfPlays, registerMember } from './support/members.js';
import { buildApi, startBuiltServer } from './support/server.js';
import { numberOption, percentile } from './support/throughput.js';

const itemCount = numberOption('--items', 5_000);
const playCount = numberOption('--plays', 2_000);
const requests = numberOption('--requests', 200);
const seed = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-lists-'));
const port = 5500 + Math.floor(Math.random() * 200);

async function main() {
  const records = await readRecords(seed);
  if (records.length <= itemCount) throw new Error(`the catalog has ${records.length} titles, fewer than --items`);
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
    const someMovie = records.find((r) => r.media_type === 'movie');
    const someShow = records.find((r) => r.media_type === 'tv');
    const cookie = await registerMember(base, { movieId: someMovie?.id ?? 0, showId: someShow?.id ?? 0 });
    const send = async (method: string, url: string, body?: object) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response;
    };

    const created = await send('POST', '/api/lists', { name: 'Everything', visibility: 'public', collaborative: true });
    const listId = ((await created.json()) as { list: { id: string } }).list.id;
    const inList = records.slice(0, itemCount);
    const spare = records.slice(itemCount, itemCount + requests);
    const started = performance.now();
    for (let i = 0; i < inList.length; i += 16) {
      await Promise.all(
        inList
          .slice(i, i + 16)
          .map((record) => send('POST', `/api/lists/${listId}/items`, { mediaType: record.media_type, id: record.id })),
      );
    }
    const addSeconds = (performance.now() - started) / 1000;
    const { seconds: playSeconds } = await logTenYearsOfPlays(base, cookie, records, playCount);
    const detail = (await (await send('GET', `/api/lists/${listId}`)).json()) as {
      list: { itemCount: number; completion: { watched: number; total: number } };
    };
    console.log(
      `setup: ${itemCount} titles added in ${addSeconds.toFixed(1)} s (${Math.round(itemCount / addSeconds)}/s, 16 at a time); ${playCount} plays logged in ${playSeconds.toFixed(1)} s; the list holds ${detail.list.itemCount}, ${detail.list.completion.watched} of them watched`,
    );

    const show = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
    };
    /** Server-side and client round-trip times of `requests` calls, one at a time; `between` runs untimed. */
    async function time(
      label: string,
      call: (i: number) => Promise<Response>,
      between?: (i: number) => Promise<unknown>,
    ) {
      const server_ms: number[] = [];
      const client_ms: number[] = [];
      for (let i = 0; i < requests; i += 1) {
        const before = performance.now();
        const response = await call(i);
        await response.arrayBuffer();
        client_ms.push(performance.now() - before);
        if (!response.ok) throw new Error(`${label}: ${response.status}`);
        server_ms.push(Number(/total;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]));
        await between?.(i);
      }
      console.log(`${label.padEnd(52)} server: ${show(server_ms)}; client round trip: ${show(client_ms)}`);
    }
    const get =
      (url: string, withCookie = true) =>
      () =>
        fetch(`${base}${url}`, { headers: withCookie ? { cookie } : {} });
    const items = `/api/lists/${listId}/items`;
    const lastPage = Math.ceil(itemCount / 50);

    console.log(`\nA public list of ${itemCount} titles; ${requests} requests per case, one at a time`);
    await time('GET …/items (first page, list order)', get(items));
    for (const sort of ['title', 'year', 'rating', 'added']) {
      await time(`GET …/items?sort=${sort} (first page)`, get(`${items}?sort=${sort}`));
    }
    await time(`GET …/items?page=${lastPage} (the last page, list order)`, get(`${items}?page=${lastPage}`));
    await time('GET …/items (first page, a visitor)', get(items, false));
    await time('GET /api/lists/:id (with completion)', get(`/api/lists/${listId}`));
    await time('GET /api/lists (my lists)', get('/api/lists'));
    // Seeded: every run moves the same titles to the same places.
    let state = 7;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    await time('PUT …/items/:type/:id/position (a random move)', () => {
      const record = inList[Math.floor(random() * inList.length)] ?? inList[0];
      return send('PUT', `${items}/${record?.media_type}/${record?.id}/position`, {
        index: Math.floor(random() * itemCount),
      });
    });
    await time(
      'POST …/items (one title, at the end)',
      (i) => send('POST', items, { mediaType: spare[i]?.media_type, id: spare[i]?.id }),
      (i) => send('DELETE', `${items}/${spare[i]?.media_type}/${spare[i]?.id}`),
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
