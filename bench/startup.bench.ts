/**
 * Start-up time on an empty DATA_DIR: builds and spawns the server exactly as `npm start` runs it (node dist/main.js:
 * migrations, secret generation, demo catalog import) and measures until GET /api/health answers 200, then a second
 * start on the same, now populated, directory.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '../apps/api');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-start-'));
const port = 3900 + Math.floor(Math.random() * 90);

async function startOnce(label: string): Promise<void> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) {
        const body = (await response.json()) as { catalog: { titles: number } };
        console.log(
          `${label}: healthy after ${Math.round(performance.now() - started)} ms (${body.catalog.titles} titles)`,
        );
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  console.log(`${label}: SIGTERM → exit code ${await exited}`);
}

execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
await startOnce('start on an empty DATA_DIR');
await startOnce('restart on the same DATA_DIR');
fs.rmSync(dataDir, { recursive: true, force: true });
