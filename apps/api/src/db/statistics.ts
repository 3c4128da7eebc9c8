import { type Kysely, sql } from 'kysely';
import type { Dialect } from './database.js';
import type { Database } from './types.js';

/**
 * A table's row count as the query planner last estimated it (SQLite's `ANALYZE` results in `sqlite_stat1`,
 * PostgreSQL's `pg_class.reltuples`, which autovacuum keeps current), or null when it was never gathered. It reads
 * none of the table's rows, so it costs the same at any size; it lags the table until the next analysis.
 */
export async function estimatedRowCount(db: Kysely<Database>, dialect: Dialect, table: string): Promise<number | null> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{
      reltuples: number;
    }>`select reltuples from pg_class where oid = to_regclass(${table})`.execute(db);
    const estimate = rows[0]?.reltuples;
    // -1: never vacuumed nor analyzed.
    return estimate === undefined || estimate < 0 ? null : Math.round(estimate);
  }
  const { rows: present } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (present.length === 0) return null;
  const { rows } = await sql<{ stat: string | null }>`select stat from sqlite_stat1 where tbl = ${table}`.execute(db);
  if (rows.length === 0) return null;
  // One row per index (or one for the table when it has none); each stat starts with the row count.
  return Math.max(0, ...rows.map((row) => Number.parseInt(row.stat ?? '0', 10) || 0));
}
