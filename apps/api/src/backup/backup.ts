import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Dialect } from '../db/database.js';
import { isKnownMigration } from '../db/migrate.js';
import { type ArchivedFile, type ArchiveSource, DamagedArchiveError, extractTarGz, writeTarGz } from './tar-gz.js';

const run = promisify(execFile);

/** The last file of every archive: what it holds and how to check it (decision 050). */
export interface BackupManifest {
  format: 'watchify-backup';
  formatVersion: number;
  /** The app's version that wrote the archive. */
  appVersion: string;
  createdAt: string;
  dialect: Dialect;
  /** The newest migration the database had: a restore refuses a schema this app does not know. */
  schemaVersion: string | null;
  files: ArchivedFile[];
}

const FORMAT = 'watchify-backup';
const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
const SQLITE_ENTRY = 'database/watchify.db';
const PG_ENTRY = 'database/watchify.pgdump';
const SQLITE_FILE = 'watchify.db';
/** What of DATA_DIR a backup holds besides the database: uploads and the secrets generated on first start. */
const DATA_ENTRIES = ['uploads', 'auth-secret', 'vapid-keys.json'] as const;
/** The SQLite file's companions, removed when a forced restore replaces it. */
const SQLITE_COMPANIONS = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`];

/** A refusal or failure the command line prints as it is, without a stack. */
export class BackupError extends Error {}

/** Which database to back up or restore into, and the DATA_DIR holding the SQLite file and the uploads. */
export interface BackupTarget {
  dataDir: string;
  /** postgres://… when the app runs on PostgreSQL (DATABASE_URL). */
  databaseUrl?: string;
  /** PostgreSQL only: one schema instead of the whole database (tests work in their own schema). */
  postgresSchema?: string;
}

function appVersion(): string {
  const file = path.resolve(import.meta.dirname, '../../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The connection string without its password (which would show in the process list) and the password apart. */
function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = libpqConnection(databaseUrl);
  try {
    await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client tools (same major version as the server).`,
      );
    }
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The newest migration a PostgreSQL schema ran, or null when it has none (an empty database). */
async function postgresSchemaVersion(databaseUrl: string, schema: string | undefined): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const where = schema ?? (await client.query<{ s: string }>('select current_schema() as s')).rows[0]?.s ?? 'public';
    const exists = await client.query(
      `select 1 from information_schema.tables where table_schema = $1 and table_name = 'kysely_migration'`,
      [where],
    );
    if (exists.rowCount === 0) return null;
    const newest = await client.query<{ name: string }>(
      `select name from ${quoteIdent(where)}.kysely_migration order by name desc limit 1`,
    );
    return newest.rows[0]?.name ?? null;
  } finally {
    await client.end();
  }
}

function sqliteSchemaVersion(file: string): string | null {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select name from kysely_migration order by name desc limit 1').get() as
      | { name: string }
      | undefined;
    return row?.name ?? null;
  } finally {
    db.close();
  }
}

/** Every regular file under `dir` (relative paths with `/`), leaving out half-written temporary files. */
async function* filesUnder(dir: string, relative = ''): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(dir, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, name);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield name;
  }
}

async function* dataSources(dataDir: string): AsyncGenerator<ArchiveSource> {
  for (const name of DATA_ENTRIES) {
    const stat = await fs.promises.stat(path.join(dataDir, name)).catch(() => null);
    if (stat?.isFile()) yield { path: `data/${name}`, file: path.join(dataDir, name) };
    else if (stat?.isDirectory()) {
      for await (const file of filesUnder(path.join(dataDir, name))) {
        yield { path: `data/${name}/${file}`, file: path.join(dataDir, name, file) };
      }
    }
  }
}

/**
 * Writes one archive with a consistent copy of the database and DATA_DIR's uploads and secrets, while the app keeps
 * running. SQLite: the online backup API copies every page in one step, i.e. inside one read transaction, so the
 * copy is exactly the database at one commit, and writers carry on meanwhile (WAL). PostgreSQL: pg_dump's custom
 * format (one repeatable-read snapshot). Uploads are copied after the database. The archive appears at `file` only
 * once complete; an existing file is never overwritten.
 */
export async function createBackup(
  target: BackupTarget,
  file: string,
  options: { compressionLevel?: number } = {},
): Promise<{ manifest: BackupManifest; bytes: number }> {
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: choose a new file name.`);
  const dir = path.dirname(path.resolve(file));
  if (!fs.existsSync(dir)) throw new BackupError(`The folder ${dir} does not exist.`);
  const staging = fs.mkdtempSync(path.join(dir, '.watchify-backup-'));
  const partial = path.join(staging, 'archive.tar.gz');
  try {
    const dialect: Dialect = target.databaseUrl ? 'postgres' : 'sqlite';
    let databaseEntry: ArchiveSource;
    let schemaVersion: string | null;
    if (target.databaseUrl) {
      const dump = path.join(staging, 'watchify.pgdump');
      const schema = target.postgresSchema ? [`--schema=${target.postgresSchema}`] : [];
      await runPgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', ...schema, `--file=${dump}`],
        target.databaseUrl,
      );
      schemaVersion = await postgresSchemaVersion(target.databaseUrl, target.postgresSchema);
      databaseEntry = { path: PG_ENTRY, file: dump };
    } else {
      const source = path.join(target.dataDir, SQLITE_FILE);
      if (!fs.existsSync(source)) {
        throw new BackupError(`No database at ${source}: is DATA_DIR right (or is DATABASE_URL missing)?`);
      }
      const snapshot = path.join(staging, SQLITE_FILE);
      const db = new SQLite(source, { fileMustExist: true });
      try {
        db.pragma('busy_timeout = 5000');
        // After the first (empty) step, the rest in one step: one read transaction, so no restart under writes.
        await db.backup(snapshot, { progress: () => 0x7fffffff });
      } finally {
        db.close();
      }
      schemaVersion = sqliteSchemaVersion(snapshot);
      databaseEntry = { path: SQLITE_ENTRY, file: snapshot };
    }

    const createdAt = new Date().toISOString();
    async function* sources(): AsyncGenerator<ArchiveSource> {
      yield databaseEntry;
      yield* dataSources(target.dataDir);
    }
    let manifest: BackupManifest | undefined;
    await writeTarGz(
      partial,
      sources(),
      (files) => {
        manifest = {
          format: FORMAT,
          formatVersion: FORMAT_VERSION,
          appVersion: appVersion(),
          createdAt,
          dialect,
          schemaVersion,
          files,
        };
        return { path: MANIFEST, content: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
      },
      { level: options.compressionLevel },
    );
    fs.renameSync(partial, file);
    return { manifest: manifest as BackupManifest, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

const acceptedEntry = (name: string) =>
  name === MANIFEST ||
  name === SQLITE_ENTRY ||
  name === PG_ENTRY ||
  DATA_ENTRIES.some((d) => name === `data/${d}` || name.startsWith(`data/${d}/`));

/** Reads and checks the manifest against what was extracted: names, lengths and SHA-256 of every file. */
function verifiedManifest(extracted: ArchivedFile[], staging: string): BackupManifest {
  const last = extracted.at(-1);
  if (!last || last.path !== MANIFEST) {
    throw new BackupError('Not a complete Watchify backup: its manifest is missing (the file may be cut short).');
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError('Not a Watchify backup: its manifest cannot be read.');
  }
  if (manifest.format !== FORMAT) throw new BackupError('Not a Watchify backup (unknown manifest format).');
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `This backup was written by a newer Watchify (${manifest.appVersion}, backup format ${manifest.formatVersion}): upgrade Watchify first.`,
    );
  }
  const content = extracted.slice(0, -1);
  const expected = new Map(manifest.files.map((f) => [f.path, f]));
  if (content.length !== expected.size) {
    throw new BackupError(`The backup holds ${content.length} files where its manifest lists ${expected.size}.`);
  }
  for (const file of content) {
    const listed = expected.get(file.path);
    if (!listed || listed.bytes !== file.bytes || listed.sha256 !== file.sha256) {
      throw new BackupError(`Checksum mismatch for ${file.path}: the backup is damaged.`);
    }
  }
  if (manifest.schemaVersion && !isKnownMigration(manifest.schemaVersion)) {
    throw new BackupError(
      `This backup's database has the schema of a newer Watchify (${manifest.schemaVersion}, app ${manifest.appVersion}): upgrade Watchify first.`,
    );
  }
  return manifest;
}

/** Whether a folder has anything in it (a missing folder is empty). */
function hasEntries(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Restores an archive of createBackup into an empty DATA_DIR (and, on PostgreSQL, a database without Watchify's
 * tables). A non-empty target is refused unless `force`, which replaces the database, uploads and secrets (the app
 * must be stopped). Everything is extracted beside the target and checked (checksums, format, schema version, SQLite
 * integrity) before anything in the target changes.
 */
export async function restoreBackup(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest }> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const dialect: Dialect = target.databaseUrl ? 'postgres' : 'sqlite';
  const dataDir = path.resolve(target.dataDir);
  if (!options.force && hasEntries(dataDir)) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty: restore into an empty folder, or add --force to replace its database, uploads and secrets (stop Watchify first).`,
    );
  }
  if (
    target.databaseUrl &&
    !options.force &&
    (await postgresSchemaVersion(target.databaseUrl, target.postgresSchema))
  ) {
    throw new BackupError(
      'The PostgreSQL database already holds Watchify tables: restore into an empty database, or add --force to replace them (stop Watchify first).',
    );
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const staging = fs.mkdtempSync(`${dataDir}.restoring-`);
  try {
    let extracted: ArchivedFile[];
    try {
      extracted = await extractTarGz(file, staging, acceptedEntry);
    } catch (error) {
      if (error instanceof DamagedArchiveError) throw new BackupError(error.message);
      throw error;
    }
    const manifest = verifiedManifest(extracted, staging);
    if (manifest.dialect !== dialect) {
      throw new BackupError(
        manifest.dialect === 'sqlite'
          ? 'This backup is of an SQLite database, but DATABASE_URL is set: unset it to restore into DATA_DIR.'
          : 'This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into.',
      );
    }
    if (dialect === 'sqlite') {
      const db = new SQLite(path.join(staging, SQLITE_ENTRY), { fileMustExist: true });
      try {
        const check = db.pragma('quick_check', { simple: true });
        if (check !== 'ok') throw new BackupError(`The backed-up database is damaged: ${String(check)}`);
      } finally {
        db.close();
      }
    } else if (target.databaseUrl) {
      // One transaction: a failed restore leaves nothing half-written. Objects the dump creates are dropped first when
      // present (only empty ones after the check above, unless forced).
      await runPgTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--clean',
          '--if-exists',
          '--single-transaction',
          path.join(staging, PG_ENTRY),
        ],
        target.databaseUrl,
      );
    }

    fs.mkdirSync(dataDir, { recursive: true });
    if (options.force) {
      for (const name of [...(dialect === 'sqlite' ? SQLITE_COMPANIONS : []), ...DATA_ENTRIES]) {
        fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
      }
    }
    if (dialect === 'sqlite') fs.renameSync(path.join(staging, SQLITE_ENTRY), path.join(dataDir, SQLITE_FILE));
    for (const name of DATA_ENTRIES) {
      const staged = path.join(staging, 'data', name);
      if (fs.existsSync(staged)) fs.renameSync(staged, path.join(dataDir, name));
    }
    return { manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
