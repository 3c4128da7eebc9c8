/**
 * Lighthouse (12.8) performance and accessibility scores of home and /search, in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium), against the built app on the demo catalog — mobile emulation and
 * throttling as Lighthouse sets them by default.
 *   npx tsx lighthouse.bench.ts [--details]
 * --details names each page's LCP element and its phases. LIGHTHOUSE_SAVE_DIR=<dir> also writes each page's report
 * and artifacts (with the trace) there, to find the long tasks behind a score.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApi, startBuiltServer } from './support/server.js';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-lighthouse-'));
const port = 4950 + Math.floor(Math.random() * 40);

execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'ignore' });
buildApi();
const server = await startBuiltServer(port, {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  WEB_DIST_DIR: path.join(webDir, 'dist'),
});
/** With --details: which element is the LCP and where its time goes (TTFB, load delay, load, render delay). */
function printLcpDetails(details: unknown) {
  const tables = (details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items ?? [];
  for (const table of tables) {
    for (const row of table.items ?? []) {
      const node = row.node as { snippet?: string } | undefined;
      if (node?.snippet) console.log(`  LCP element: ${node.snippet}`);
      if (typeof row.phase === 'string') console.log(`  ${row.phase.padEnd(14)} ${Math.round(Number(row.timing))} ms`);
    }
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const page of ['/', '/search?q=godfather', '/movies']) {
    const result = await lighthouse(`${server.base}${page}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      output: 'json',
      logLevel: 'error',
    });
    const categories = result?.lhr.categories;
    const score = (name: 'performance' | 'accessibility') => Math.round((categories?.[name]?.score ?? 0) * 100);
    const audits = result?.lhr.audits;
    console.log(
      `${page.padEnd(22)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
        `FCP ${audits?.['first-contentful-paint']?.displayValue}  LCP ${audits?.['largest-contentful-paint']?.displayValue}  ` +
        `TBT ${audits?.['total-blocking-time']?.displayValue}  CLS ${audits?.['cumulative-layout-shift']?.displayValue}`,
    );
    if (process.argv.includes('--details')) printLcpDetails(audits?.['largest-contentful-paint-element']?.details);
    if (process.env.LIGHTHOUSE_SAVE_DIR && result) {
      const file = path.join(process.env.LIGHTHOUSE_SAVE_DIR, `${page.replace(/[^a-z0-9]+/gi, '_')}.json`);
      fs.writeFileSync(file, JSON.stringify({ lhr: result.lhr, artifacts: result.artifacts }));
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
