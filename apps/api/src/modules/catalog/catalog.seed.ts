import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { importDump, readDumpFile } from './catalog.importer.js';
import { countTitles, getMeta, setMeta } from './catalog.repository.js';
import { demoCatalogLines } from './demo-catalog.js';

const SEEDED_KEY = 'catalog_seeded';

/**
 * On first start, fills an empty catalog: from CATALOG_SEED when given, else from the built-in demo catalog,
 * so a fresh install shows real movies and shows with no key and no file. Runs once per database.
 */
export async function seedCatalogOnFirstStart(
  db: Kysely<Database>,
  seedFile: string | undefined,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  if ((await getMeta(db, SEEDED_KEY)) !== undefined) return;
  if ((await countTitles(db)) > 0) {
    await setMeta(db, SEEDED_KEY, 'existing');
    return;
  }
  if (seedFile) {
    if (!fs.existsSync(seedFile)) throw new Error(`CATALOG_SEED file not found: ${seedFile}`);
    log.info({ file: seedFile }, 'importing the catalog seed');
    const report = await importDump(db, readDumpFile(seedFile), {
      source: 'dump',
      onProblem: (problem) => log.warn(problem, 'catalog seed line skipped'),
    });
    log.info({ imported: report.imported, skipped: report.skipped, seconds: report.seconds }, 'catalog seed imported');
  } else {
    const report = await importDump(db, demoCatalogLines(), { source: 'demo' });
    log.info({ imported: report.imported, seconds: report.seconds }, 'demo catalog imported');
  }
  await setMeta(db, SEEDED_KEY, seedFile ? 'seed' : 'demo');
}
