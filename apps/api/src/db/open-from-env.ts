import path from 'node:path';
import type { Env } from '../env.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

/** Opens the database the configuration names and brings its schema up to date. */
export async function openMigratedDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabaseHandle> {
  const handle = openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: path.resolve(env.DATA_DIR, 'watchify.db'),
  });
  try {
    await migrateToLatest(handle.db, handle.dialect);
  } catch (error) {
    await handle.destroy();
    throw error;
  }
  return handle;
}
