import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { importDump, readDumpFile } from '../../src/modules/catalog/catalog.importer.js';
import { countTitles } from '../../src/modules/catalog/catalog.repository.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';

/** The catalog the assistant's labelled questions are written for: the shared real TMDB dump (8,584 titles). */
export const ASSISTANT_EVAL_DUMP = path.resolve(
  import.meta.dirname,
  '../../../../../shared/data/catalog/titles.jsonl.gz',
);

/**
 * A SQLite database holding the evaluation catalog. With `cacheFile` the imported database is kept and reused
 * (the benchmark: importing takes a while); without it a fresh temporary file is used.
 */
export async function openEvalCatalog(cacheFile?: string): Promise<DatabaseHandle> {
  const file = cacheFile ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-assistant-')), 'eval.db');
  const handle = openDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db, handle.dialect);
  if ((await countTitles(handle.db)) === 0) {
    await new CatalogService(handle.db).ensureGenres();
    await importDump(handle.db, readDumpFile(ASSISTANT_EVAL_DUMP), { source: 'dump' });
  }
  return handle;
}
