/**
 * `npm run restore -- <file> [--force]`: restores an archive of `npm run backup` into DATA_DIR (and the database of
 * DATABASE_URL when set). Refuses a non-empty target unless --force; checks every checksum first (decision 050).
 */
import { BackupError, restoreBackup } from '../backup/backup.js';
import { fromInvocationDir, InvalidEnvError, loadDotEnvFile, loadEnv } from '../env.js';

const USAGE = 'Usage: npm run restore -- <file.tar.gz> [--force]   (stop Watchify first when using --force)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  loadDotEnvFile();
  const env = loadEnv();
  const dataDir = fromInvocationDir(env.DATA_DIR);
  const { manifest } = await restoreBackup(
    { dataDir, databaseUrl: env.DATABASE_URL },
    fromInvocationDir(files[0] as string),
    { force },
  );
  console.log(
    `Restored the backup of ${manifest.createdAt} (Watchify ${manifest.appVersion}, ${manifest.files.length} files, checksums verified) into ${env.DATABASE_URL ? 'the PostgreSQL database and ' : ''}${dataDir}. Start Watchify to use it.`,
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
