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

/** A new empty database on PG_URL's server, and how to drop it afterwards. */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
