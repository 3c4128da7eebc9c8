/**
 * Imports and export at a ten-year history (issue 25 §4). Two exports built from the real ones in
 * ../shared/data/imports by repeating their rows with other real catalog titles: a Letterboxd export with 2,000 diary
 * entries and 3,000 ratings, and a Trakt export with 10,000 plays (its movie and episode rows, pointed at the
 * catalog's movies and shows). Each is uploaded to the API as `npm start` runs it (node dist/main.js, SQLite, seeded
 * with ../shared/data/catalog/titles.jsonl.gz) and timed from upload to the job's end, while one client asks
 * GET /api/catalog/top in a loop (the app staying responsive: its p95). Then the account's export is downloaded.
 *   npx tsx imports.bench.ts
 * Targets: each import ≤ 10 s; /api/catalog/top p95 < 50 ms meanwhile; the export ≤ 5 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { strToU8, zipSync } from 'fflate';
import { type DumpObject, readRecords } from './support/catalog-variants.js';
import { registerMember } from './support/members.js';
import { buildApi, startBuiltServer } from './support/server.js';
import { percentile } from './support/throughput.js';

const shared = path.resolve(import.meta.dirname, '../../shared/data');
const seed = path.join(shared, 'catalog/titles.jsonl.gz');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-imports-'));
const port = 5300 + Math.floor(Math.random() * 200);

type Row = Record<string, string>;
const readCsv = (file: string): Row[] => parse(fs.readFileSync(path.join(shared, 'imports', file)), { columns: true });
const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const toCsv = (columns: string[], rows: Row[]) =>
  [columns.join(','), ...rows.map((row) => columns.map((c) => csvField(row[c] ?? '')).join(','))].join('\n');

const nameOf = (r: DumpObject) => String(r.title ?? r.name ?? '');
const yearOf = (r: DumpObject) => String(r.release_date ?? r.first_air_date ?? '').slice(0, 4);

/** Patrick's diary rows (2,000) and Agustina's ratings (3,000, cycled), each pointed at another catalog movie. */
function letterboxdExport(movies: DumpObject[]): Uint8Array {
  const diary = readCsv('letterboxd/patrickmjones/diary.csv').slice(0, 2_000);
  const ratings = readCsv('letterboxd/aguitov/ratings.csv');
  const diaryRows = diary.map((row, i) => {
    const movie = movies[i % movies.length] as DumpObject;
    return { ...row, Name: nameOf(movie), Year: yearOf(movie) };
  });
  const ratingRows = Array.from({ length: 3_000 }, (_, i) => {
    const movie = movies[(i * 7 + 3) % movies.length] as DumpObject;
    return { ...(ratings[i % ratings.length] as Row), Name: nameOf(movie), Year: yearOf(movie) };
  });
  return zipSync({
    'letterboxd-bench/diary.csv': strToU8(toCsv(Object.keys(diary[0] ?? {}), diaryRows)),
    'letterboxd-bench/ratings.csv': strToU8(toCsv(Object.keys(ratings[0] ?? {}), ratingRows)),
  });
}

interface TraktEntry {
  watched_at: string;
  type: 'movie' | 'episode';
  movie?: { title: string; year: number; ids: Record<string, unknown> };
  show?: { title: string; year: number; ids: Record<string, unknown> };
  episode?: Record<string, unknown>;
}

/** Andris's history pages cycled to 10,000 plays, each movie and show row pointed at another catalog title. */
function traktExport(movies: DumpObject[], shows: DumpObject[]): Uint8Array {
  const read = (page: number) =>
    JSON.parse(
      fs.readFileSync(path.join(shared, `imports/trakt/andris811-export/watched-history-${page}.json`), 'utf8'),
    );
  const history: TraktEntry[] = [...read(1), ...read(7)];
  const plays = Array.from({ length: 10_000 }, (_, i) => {
    const entry = structuredClone(history[i % history.length] as TraktEntry);
    const round = Math.floor(i / history.length);
    if (entry.movie) {
      const movie = movies[(i + round * 13) % movies.length] as DumpObject;
      entry.movie = { title: nameOf(movie), year: Number(yearOf(movie)), ids: { tmdb: movie.id, imdb: movie.imdb_id } };
    }
    if (entry.show) {
      const show = shows[(i + round * 13) % shows.length] as DumpObject;
      entry.show = { title: nameOf(show), year: Number(yearOf(show)), ids: { tmdb: show.id } };
    }
    return { ...entry, id: i + 1 };
  });
  const pages: Record<string, Uint8Array> = {};
  for (let page = 0; page * 1_000 < plays.length; page += 1) {
    pages[`trakt-bench/watched-history-${page + 1}.json`] = strToU8(
      JSON.stringify(plays.slice(page * 1_000, (page + 1) * 1_000), null, 2),
    );
  }
  return zipSync(pages);
}

async function main() {
  const records = await readRecords(seed);
  const movies = records.filter((r) => r.media_type === 'movie' && r.release_date);
  const shows = records.filter((r) => r.media_type === 'tv');
  const exports = {
    letterboxd: letterboxdExport(movies),
    trakt: traktExport(movies, shows),
  };
  buildApi();
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    CATALOG_SEED: seed,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const base = server.base;
  try {
    const cookie = await registerMember(base, { movieId: movies[0]?.id ?? 0, showId: shows[0]?.id ?? 0 });
    // Warm the measured route so its first answer (a cold cache) is not counted as the import's doing.
    await fetch(`${base}/api/catalog/top`);

    for (const [source, zip] of Object.entries(exports)) {
      const form = new FormData();
      form.append('source', source);
      form.append('file', new Blob([Buffer.from(zip)]), `${source}.zip`);
      const started = performance.now();
      const response = await fetch(`${base}/api/imports`, {
        method: 'POST',
        body: form,
        headers: { cookie, origin: base },
      });
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      const { id } = (await response.json()) as { id: string };
      const uploaded = performance.now() - started;

      let ended = false;
      const topTimes: number[] = [];
      const probe = (async () => {
        while (!ended) {
          const before = performance.now();
          await (await fetch(`${base}/api/catalog/top`)).arrayBuffer();
          topTimes.push(performance.now() - before);
        }
      })();
      let job: { state: string; counts: Record<string, number> };
      do {
        await new Promise((resolve) => setTimeout(resolve, 20));
        job = (await (await fetch(`${base}/api/imports/${id}`, { headers: { cookie } })).json()) as typeof job;
      } while (job.state === 'queued' || job.state === 'running');
      const seconds = (performance.now() - started) / 1000;
      ended = true;
      await probe;
      const sorted = topTimes.sort((a, b) => a - b);
      console.log(
        `${source.padEnd(10)} ${zip.length} bytes: ${job.state} in ${seconds.toFixed(2)} s (upload and read ${(uploaded / 1000).toFixed(2)} s); ` +
          `${Object.entries(job.counts)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
      );
      console.log(
        `${''.padEnd(10)} GET /api/catalog/top meanwhile: ${sorted.length} requests, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
      );
    }

    const started = performance.now();
    const exported = await fetch(`${base}/api/export`, { headers: { cookie } });
    if (!exported.ok) throw new Error(`export: ${exported.status}`);
    const bytes = (await exported.arrayBuffer()).byteLength;
    console.log(`export     ${bytes} bytes in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
