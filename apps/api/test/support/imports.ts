import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ImportJob } from '@watchify/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { foldForSearch } from '../../src/lib/text.js';
import { importDump, recordsAsLines } from '../../src/modules/catalog/catalog.importer.js';
import type { TestMember } from '../helpers.js';
import { multipartForm } from './multipart.js';
import { SHARED_CATALOG_DUMP } from './shared-catalog.js';

/** The real exports in the shared data folder beside the repository (not ours to copy in). */
export const SHARED_IMPORTS = path.resolve(import.meta.dirname, '../../../../../shared/data/imports');

export const sharedImport = (file: string) => fs.readFileSync(path.join(SHARED_IMPORTS, file));

/** The shared catalog's titles that `wanted` picks (by IMDb id, TMDB id or folded name), imported into the database. */
export async function importSharedTitles(
  database: DatabaseHandle,
  wanted: { imdbIds?: Set<string>; tmdbIds?: Set<number>; foldedNames?: Set<string> },
): Promise<number> {
  const records = zlib
    .gunzipSync(fs.readFileSync(SHARED_CATALOG_DUMP))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: number; imdb_id?: string; title?: string; name?: string })
    .filter(
      (r) =>
        (r.imdb_id && wanted.imdbIds?.has(r.imdb_id)) ||
        wanted.tmdbIds?.has(r.id) ||
        wanted.foldedNames?.has(foldForSearch(r.title ?? r.name ?? '')),
    );
  await importDump(database.db, recordsAsLines(records), { source: 'dump' });
  return records.length;
}

/** Uploads files as an import of `source`; answers the raw response. */
export function upload(
  app: App,
  who: TestMember | null,
  source: string,
  files: { name: string; bytes: Uint8Array }[],
  conflicts?: string,
) {
  const form = multipartForm(
    { source, ...(conflicts ? { conflicts } : {}) },
    files.map((f) => ({ bytes: f.bytes, filename: f.name, contentType: 'application/octet-stream', field: 'file' })),
  );
  return app.inject({
    method: 'POST',
    url: '/api/imports',
    payload: form.payload,
    headers: { ...form.headers, ...(who ? { cookie: who.cookie } : {}) },
  });
}

/** Waits until the import has ended (the job runs in the background) and answers it. */
export async function importEnded(app: App, who: TestMember, importId: string): Promise<ImportJob> {
  for (let i = 0; i < 600; i++) {
    const response = await app.inject({ url: `/api/imports/${importId}`, headers: { cookie: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json() as ImportJob;
    if (job.state !== 'queued' && job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not end');
}

/** Uploads and waits for the end: the finished job. */
export async function importFiles(
  app: App,
  who: TestMember,
  source: string,
  files: { name: string; bytes: Uint8Array }[],
  conflicts?: string,
): Promise<ImportJob> {
  const response = await upload(app, who, source, files, conflicts);
  expect(response.statusCode, response.body).toBe(201);
  return importEnded(app, who, (response.json() as ImportJob).id);
}

/** Each row counted once: the states add up to what was read. */
export function expectCountsAddUp(job: ImportJob): void {
  const { read, done, imported, existing, skipped, unmatched } = job.counts;
  expect(done).toBe(read);
  expect(imported + existing + skipped + unmatched).toBe(read);
}
