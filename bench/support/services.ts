import net from 'node:net';
import pg from 'pg';

/** The PostgreSQL server the benchmarks use (BENCH_DATABASE_URL) and the Redis of two-instance runs (REDIS_URL). */
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something listens at the address (a benchmark skips what needs a service that is not there). */
export function reachable(address: string, defaultPort: number): Promise<boolean> {
  const url = new URL(address);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) || defaultPort });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A database on PG_URL's server named `name`, as a connection URL. */
function databaseUrl(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement as the server's administrator (creating and dropping databases). */
async function administer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on PG_URL's server, and how to drop it afterwards: empty, or a copy of `template` (copied file by
 * file, the quickest way for a large one; nobody may be connected to the template meanwhile).
 */
export async function freshPostgresDatabase(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  await administer(`create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`);
  return { url: databaseUrl(name), drop: () => administer(`drop database if exists ${name} with (force)`) };
}

/** Drops a database if it exists and creates it empty. */
export async function recreateDatabase(name: string): Promise<string> {
  await administer(`drop database if exists ${name} with (force)`);
  await administer(`create database ${name}`);
  return databaseUrl(name);
}
