/**
 * Start-up time on an empty DATA_DIR: builds and spawns the server exactly as `npm start` runs it (node dist/main.js:
 * migrations, secret generation, demo catalog import, the web app with its server entry) and measures until GET
 * /api/health answers 200 and until the home page is served (rendered on the server for a visitor, decision 020),
 * then a second start on the same, now populated, directory. Target (issue 3): first served home page ≤ 5 s.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApi, startBuiltServer } from './support/server.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-start-'));
const port = 3900 + Math.floor(Math.random() * 90);

const webDir = path.resolve(import.meta.dirname, '../apps/web');
execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'ignore' });
buildApi();
for (const label of ['start on an empty DATA_DIR', 'restart on the same DATA_DIR']) {
  const started = performance.now();
  const server = await startBuiltServer(port, { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(webDir, 'dist') });
  const home = await fetch(`${server.base}/`);
  const html = await home.text();
  if (!home.ok || !html.includes('id="watchify-ssr"')) throw new Error(`home page not rendered: ${home.status}`);
  const homeMs = Math.round(performance.now() - started);
  console.log(
    `${label}: healthy after ${server.startupMs} ms (${server.titles} titles), home page served after ${homeMs} ms`,
  );
  console.log(`${label}: SIGTERM → exit code ${await server.stop()}`);
}
fs.rmSync(dataDir, { recursive: true, force: true });
