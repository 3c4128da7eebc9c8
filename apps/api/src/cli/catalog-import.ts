/**
 * `npm run catalog:import -- <file.jsonl[.gz]>`: imports a catalog dump into the configured database.
 * Progress is shown on one updating line on a terminal, and as plain lines otherwise (CI logs).
 */
import fs from 'node:fs';
import { openMigratedDatabase } from '../db/open-from-env.js';
import { fromInvocationDir, loadDotEnvFile, loadEnv } from '../env.js';
import { importDump, readDumpFile } from '../modules/catalog/catalog.importer.js';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run catalog:import -- <file.jsonl | file.jsonl.gz>');
    return 2;
  }
  const resolved = fromInvocationDir(file);
  if (!fs.existsSync(resolved)) {
    console.error(`File not found: ${resolved}`);
    return 2;
  }
  loadDotEnvFile();
  const env = loadEnv();
  const { db, dialect, destroy } = await openMigratedDatabase({ ...env, DATA_DIR: fromInvocationDir(env.DATA_DIR) });
  const tty = process.stdout.isTTY;
  console.log(`Importing ${resolved} into ${dialect}…`);
  try {
    const report = await importDump(db, readDumpFile(resolved), {
      source: 'dump',
      onProgress: ({ imported, skipped }) => {
        const text = `  ${imported} titles imported, ${skipped} skipped`;
        if (tty) process.stdout.write(`\r${text}`);
        else if (imported % 5000 === 0) console.log(text);
      },
      onProblem: ({ line, message }) => {
        if (tty) process.stdout.write('\n');
        console.warn(`  line ${line} skipped: ${message}`);
      },
    });
    if (tty) process.stdout.write('\n');
    console.log(
      `Done: ${report.imported} titles imported, ${report.skipped} lines skipped, in ${report.seconds.toFixed(1)} s.`,
    );
    return 0;
  } finally {
    await destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
