/**
 * Start-up time on an empty DATA_DIR: builds and spawns the server exactly as `npm start` runs it (node dist/main.js:
 * migrations, secret generation, demo catalog import) and measures until GET /api/health answers 200, then a second
 * start on the same, now populated, directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApi, startBuiltServer } from './support/server.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-start-'));
const port = 3900 + Math.floor(Math.random() * 90);

buildApi();
for (const label of ['start on an empty DATA_DIR', 'restart on the same DATA_DIR']) {
  const server = await startBuiltServer(port, { DATA_DIR: dataDir });
  console.log(`${label}: healthy after ${server.startupMs} ms (${server.titles} titles)`);
  console.log(`${label}: SIGTERM → exit code ${await server.stop()}`);
}
fs.rmSync(dataDir, { recursive: true, force: true });
