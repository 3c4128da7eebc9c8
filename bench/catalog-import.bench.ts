/**
 * Catalog import speed: imports ../shared/data/catalog/titles.jsonl.gz (8,584 titles) into an empty database,
 * then again (the idempotent update path). SQLite by default; PostgreSQL when BENCH_DATABASE_URL is set.
 *   npm run bench:import            (from bench/)   or   npm run bench -w bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { importDump, readDumpFile } from '../apps/api/src/modules/catalog/catalog.importer.js';

const file = process.argv[2] ?? path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-import-'));
// On PostgreSQL the benchmark works in a schema of its own, so it always imports into an empty catalog.
const schema = databaseUrl ? `bench_${process.pid}` : undefined;
if (schema) await runSql(`create schema ${schema}`);
const handle = openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'watchify.db'), postgresSchema: schema });
await migrateToLatest(handle.db, handle.dialect, schema);

for (const pass of ['first import (empty catalog)', 're-import (update in place)']) {
  const report = await importDump(handle.db, readDumpFile(file), { source: 'dump' });
  console.log(
    `${handle.dialect} ${pass}: ${report.imported} titles, ${report.skipped} skipped, ` +
      `${report.seconds.toFixed(2)} s (${Math.round(report.imported / report.seconds)} titles/s)`,
  );
}
await handle.destroy();
if (schema) await runSql(`drop schema ${schema} cascade`);
fs.rmSync(dataDir, { recursive: true, force: true });

async function runSql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}
