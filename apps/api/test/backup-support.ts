import path from 'node:path';
import pg from 'pg';
import { restoreBackup } from '../src/backup/backup.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';

/**
 * Restores `file` into a new DATA_DIR under `workDir` and opens the restored database the way the app does. On
 * PostgreSQL (`schema` set) the dump recreates the test's own schema, so the original is moved aside first and put
 * back when the restored handle is destroyed (the test file's clean-up then finds it). `restoreSqlite` is how the
 * SQLite case restores: the command line or the function.
 */
export async function restoreIntoNewTarget(
  file: string,
  workDir: string,
  schema: string | null,
  restoreSqlite: (file: string, dataDir: string) => Promise<void>,
): Promise<{ dataDir: string; restored: DatabaseHandle }> {
  const dataDir = path.join(workDir, `restored-${Math.random().toString(36).slice(2)}`);
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!schema || !pgUrl) {
    await restoreSqlite(file, dataDir);
    return { dataDir, restored: openDatabase({ sqliteFile: path.join(dataDir, 'watchify.db') }) };
  }
  const query = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await query(`drop schema if exists ${schema}_orig cascade`, `alter schema ${schema} rename to ${schema}_orig`);
  await restoreBackup({ dataDir, databaseUrl: pgUrl, postgresSchema: schema }, file);
  const restored = openDatabase({ databaseUrl: pgUrl, sqliteFile: '', postgresSchema: schema });
  return {
    dataDir,
    restored: {
      ...restored,
      destroy: async () => {
        await restored.destroy();
        await query(`drop schema ${schema} cascade`, `alter schema ${schema}_orig rename to ${schema}`);
      },
    },
  };
}
