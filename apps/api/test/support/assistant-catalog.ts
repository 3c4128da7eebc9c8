import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { importDump, readDumpFile } from '../../src/modules/catalog/catalog.importer.js';
import { countTitles } from '../../src/modules/catalog/catalog.repository.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { SHARED_CATALOG_DUMP } from './shared-catalog.js';

/**
 * A SQLite database holding the catalog the assistant's labelled questions are written for: the shared real TMDB
 * dump. With `cacheFile` the imported database is kept and reused (the benchmark: importing takes a while);
 * without it a fresh temporary file is used.
 */
export async function openEvalCatalog(cacheFile?: string): Promise<DatabaseHandle> {
  const file = cacheFile ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-assistant-')), 'eval.db');
  const handle = openDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db, handle.dialect);
  if ((await countTitles(handle.db)) === 0) {
    await new CatalogService(handle.db).ensureGenres();
    await importDump(handle.db, readDumpFile(SHARED_CATALOG_DUMP), { source: 'dump' });
  }
  return handle;
}
