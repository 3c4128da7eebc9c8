import type { Dialect } from './database.js';

/** What a migration may branch on where the two dialects differ. */
export interface MigrationContext {
  dialect: Dialect;
}

/** Better-auth stores Date objects natively on PostgreSQL and ISO strings on SQLite. */
export function timestampType(dialect: Dialect): 'timestamptz' | 'text' {
  return dialect === 'postgres' ? 'timestamptz' : 'text';
}

/** An 8-byte float: SQLite's REAL already is one, PostgreSQL's `real` is only 4 bytes. */
export function realType(dialect: Dialect): 'double precision' | 'real' {
  return dialect === 'postgres' ? 'double precision' : 'real';
}
