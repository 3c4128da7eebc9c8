/**
 * `npm run backup -- <file>`: one archive with a consistent copy of the database (SQLite's online backup, or pg_dump
 * when DATABASE_URL is set) and DATA_DIR's uploads and secrets, taken while Watchify runs (decision 050).
 */
import { BackupError, createBackup } from '../backup/backup.js';
import { fromInvocationDir, InvalidEnvError, loadDotEnvFile, loadEnv } from '../env.js';

const USAGE = 'Usage: npm run backup -- <file.tar.gz>';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  loadDotEnvFile();
  const env = loadEnv();
  const file = fromInvocationDir(args[0] as string);
  const started = performance.now();
  const { manifest, bytes } = await createBackup(
    { dataDir: fromInvocationDir(env.DATA_DIR), databaseUrl: env.DATABASE_URL },
    file,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const dataFiles = manifest.files.filter((f) => f.path.startsWith('data/')).length;
  console.log(
    `Backup written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds} s): the ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${dataFiles} file(s) of DATA_DIR.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof InvalidEnvError ? error.message : error);
    process.exit(1);
  },
);
