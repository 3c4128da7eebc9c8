/**
 * Lighthouse (12.8) performance and accessibility scores of home, /search, /movies and a person page, in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium), against the built app on the demo catalog — mobile emulation and
 * throttling as Lighthouse sets them by default.
 *   npx tsx lighthouse.bench.ts [--runs N] [--cpu-slowdown M] [--details]
 * --runs loads every page N times (default 1) and ends with each page's lowest and median score: the target is ≥ 95
 * on every run, and one run varies by several points. --details names each page's LCP element and its phases.
 * LIGHTHOUSE_SAVE_DIR=<dir> also writes each page's report and artifacts (with the trace) there, to find the long
 * tasks behind a score.
 *
 * Lighthouse simulates a slow phone by multiplying the main-thread time it observes by 4, so a faster machine scores
 * higher. Every line prints Lighthouse's CPU benchmark index of the machine; --cpu-slowdown replaces the 4, e.g. to
 * score as on a machine with a lower index: M = 4 × (this index / that index).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.js';
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

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const option = (name: string) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) || undefined : undefined;
const runs = option('--runs') ?? 1;
const cpuSlowdown = option('--cpu-slowdown');
/**
 * The person page e2e/specs/people.spec.ts reaches from Yellowstone's cast list: Kevin Costner, built from the demo
 * catalog's credits (no demo person has a photo: the page shows its placeholder).
 */
const YELLOWSTONE = 851806765;
const yellowstone = (await (await fetch(`${server.base}/api/titles/tv/${YELLOWSTONE}`)).json()) as {
  cast: { id: number; name: string }[];
};
const person = yellowstone.cast.find((member) => member.name === 'Kevin Costner');
if (!person) throw new Error("Kevin Costner is not in Yellowstone's cast");
const PAGES = ['/', '/search?q=godfather', '/movies', `/person/${person.id}`];
const performanceScores = new Map<string, number[]>(PAGES.map((page) => [page, []]));
try {
  for (let run = 0; run < runs; run += 1) {
    for (const page of PAGES) {
      const result = await lighthouse(`${server.base}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        output: 'json',
        logLevel: 'error',
        // Merged into Lighthouse's mobile throttling: only the CPU multiplier changes.
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      });
      const categories = result?.lhr.categories;
      const score = (name: 'performance' | 'accessibility') => Math.round((categories?.[name]?.score ?? 0) * 100);
      // A run Lighthouse could not trace (it says so: NO_NAVSTART and the like) has no score; it is not counted.
      if (result?.lhr.runtimeError) console.log(`${page.padEnd(22)} not measured: ${result.lhr.runtimeError.code}`);
      else performanceScores.get(page)?.push(score('performance'));
      const audits = result?.lhr.audits;
      console.log(
        `${page.padEnd(22)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
          `FCP ${audits?.['first-contentful-paint']?.displayValue}  LCP ${audits?.['largest-contentful-paint']?.displayValue}  ` +
          `TBT ${audits?.['total-blocking-time']?.displayValue}  CLS ${audits?.['cumulative-layout-shift']?.displayValue}  ` +
          `CPU benchmark index ${Math.round(result?.lhr.environment.benchmarkIndex ?? 0)}` +
          `${cpuSlowdown ? `, CPU slowdown ${cpuSlowdown}×` : ''}`,
      );
      if (process.argv.includes('--details')) printLcpDetails(audits?.['largest-contentful-paint-element']?.details);
      if (process.env.LIGHTHOUSE_SAVE_DIR && result) {
        const file = path.join(process.env.LIGHTHOUSE_SAVE_DIR, `${run}${page.replace(/[^a-z0-9]+/gi, '_')}.json`);
        fs.writeFileSync(file, JSON.stringify({ lhr: result.lhr, artifacts: result.artifacts }));
      }
    }
  }
  if (runs > 1) {
    for (const [page, scores] of performanceScores) {
      const sorted = [...scores].sort((a, b) => a - b);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      console.log(
        `${page.padEnd(22)} performance over ${sorted.length} runs: lowest ${sorted[0]}, median ${median} (${scores.join(' / ')})`,
      );
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
