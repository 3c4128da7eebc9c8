/**
 * The diary page in the browser at ten years of watching: the member of bench:diary (10,000 plays logged through
 * POST /api/plays) opens /diary signed in, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) through
 * playwright-core, and scrolls to the end with the mouse wheel as a reader would, the page loading the next pages as
 * it asks for them. Long tasks (PerformanceObserver 'longtask') and the gaps between animation frames are recorded
 * from the first wheel step to the end. The app runs as `npm start` runs it (the built web app served by
 * node dist/main.js) on a fresh SQLite data directory seeded with ../shared/data/catalog/titles.jsonl.gz.
 *   npx tsx diary-scroll.bench.ts [--plays 10000] [--step 400] [--interval 50] [--cpu-slowdown M] [--trace file]
 *     [--profile file.cpuprofile]
 * --step is the pixels of one wheel step, --interval the milliseconds between steps; --cpu-slowdown M runs the page's
 * CPU M times slower (DevTools' throttling); --trace writes a Chrome trace of the scroll (open it in DevTools'
 * Performance panel; no JavaScript samples) to find what a long task did; --profile writes the page's JavaScript CPU
 * profile of the scroll (DevTools opens it too).
 * Target (issue 23 §5): no long task over 50 ms while scrolling the 10,000 entries.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { readRecords } from './support/catalog-variants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.js';
import { logTenYearsOfPlays, registerMember } from './support/members.js';
import { buildApi, startBuiltServer } from './support/server.js';
import { numberOption, percentile, textOption } from './support/throughput.js';

const playCount = numberOption('--plays', 10_000);
const step = numberOption('--step', 400);
const interval = numberOption('--interval', 50);
const cpuSlowdown = numberOption('--cpu-slowdown', 1);
const traceFile = textOption('--trace');
const profileFile = textOption('--profile');
const seed = path.resolve(import.meta.dirname, '../../shared/data/catalog/titles.jsonl.gz');
const webDir = path.resolve(import.meta.dirname, '../apps/web');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-diary-scroll-'));
const port = 5300 + Math.floor(Math.random() * 200);
/** No progress for this long (no scrolling, no page loaded) ends the run as failed. */
const STALL_MS = 30_000;

/** What the page records, set up before the app's own scripts run. */
interface Recorder {
  recording: boolean;
  longTasks: { start: number; duration: number }[];
  frameGaps: number[];
}
/**
 * The recorder as source text: tsx would wrap a function's inner functions in its own `__name` helper, which the page
 * does not have.
 */
const RECORDER_SCRIPT = `(() => {
  const recorder = { recording: false, longTasks: [], frameGaps: [] };
  window.benchRecorder = recorder;
  new PerformanceObserver((list) => {
    if (!recorder.recording) return;
    for (const entry of list.getEntries()) recorder.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  let last = 0;
  const frame = (now) => {
    if (recorder.recording && last > 0) recorder.frameGaps.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;
declare global {
  interface Window {
    benchRecorder: Recorder;
  }
}

/** What DevTools' Performance panel shows, less the JavaScript sampler (which alone makes traces of gigabytes). */
const DETAILED_TRACE = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'blink.user_timing',
];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The renderer main thread's top-level tasks in a Chrome trace, with wall and CPU (thread) time. */
function rendererMainTasks(trace: Buffer): { wallMs: number; cpuMs: number }[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}/${event.tid}`),
  );
  return events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'ThreadControllerImpl::RunTask' &&
        mainThreads.has(`${event.pid}/${event.tid}`),
    )
    .map((event) => ({ wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? 0) / 1000 }));
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

async function main() {
  const records = await readRecords(seed);
  execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'ignore' });
  buildApi();
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    CATALOG_SEED: seed,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: path.join(webDir, 'dist'),
  });
  const base = server.base;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const movie = records.find((r) => r.media_type === 'movie');
    const show = records.find((r) => r.media_type === 'tv');
    const cookie = await registerMember(base, { movieId: movie?.id ?? 0, showId: show?.id ?? 0 });
    const { seconds } = await logTenYearsOfPlays(base, cookie, records, playCount);
    console.log(`setup: ${playCount} plays logged in ${seconds.toFixed(1)} s`);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
    );
    await context.addInitScript({ content: RECORDER_SCRIPT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let loaded = 0;
    let pagesLoaded = 0;
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/api/plays' || response.request().method() !== 'GET') return;
      const body = (await response.json().catch(() => ({ plays: [] }))) as { plays: unknown[] };
      loaded += body.plays.length;
      pagesLoaded += 1;
    });

    await page.goto(`${base}/diary`);
    await page.locator('[data-play-id]').first().waitFor();
    await page.mouse.move(640, 450);
    // The top-level tasks' trace gives each task's CPU time next to its wall time: on a shared machine a task can last
    // long waiting for a CPU. --trace records everything DevTools shows instead.
    await browser.startTracing(page, { categories: traceFile ? DETAILED_TRACE : ['toplevel'] });
    const loadBefore = os.loadavg()[0] ?? 0;
    if (profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await page.evaluate(() => {
      window.benchRecorder.recording = true;
    });

    const started = performance.now();
    let lastProgress = started;
    let lastState = '';
    let steps = 0;
    for (;;) {
      await page.mouse.wheel(0, step);
      steps += 1;
      await page.waitForTimeout(interval);
      const state = await page.evaluate(() => {
        const scroller = document.scrollingElement ?? document.documentElement;
        const atBottom = scroller.scrollTop + window.innerHeight >= scroller.scrollHeight - 2;
        const end = [...document.querySelectorAll('main p')].some((p) => p.textContent === 'That is every play.');
        return { top: Math.round(scroller.scrollTop), atBottom, end };
      });
      if (state.atBottom && state.end) break;
      const now = performance.now();
      const fingerprint = `${state.top}/${loaded}`;
      if (fingerprint !== lastState) {
        lastState = fingerprint;
        lastProgress = now;
      } else if (now - lastProgress > STALL_MS) {
        throw new Error(`no progress for ${STALL_MS / 1000} s at ${state.top} px with ${loaded} plays loaded`);
      }
    }
    const scrollMs = performance.now() - started;
    // A last frame or two, so a task the end started is counted.
    await page.waitForTimeout(500);
    const recorded = await page.evaluate(() => {
      window.benchRecorder.recording = false;
      return {
        longTasks: window.benchRecorder.longTasks,
        frameGaps: window.benchRecorder.frameGaps,
        domNodes: document.getElementsByTagName('*').length,
        rowsInDom: document.querySelectorAll('[data-play-id]').length,
        scrollHeight: (document.scrollingElement ?? document.documentElement).scrollHeight,
      };
    });
    if (profileFile) fs.writeFileSync(profileFile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const trace = await browser.stopTracing();
    if (traceFile) fs.writeFileSync(traceFile, trace);
    // A detailed trace of the whole scroll is too long for one string: its tasks are read in DevTools instead.
    const mainTasks = traceFile ? [] : rendererMainTasks(trace);
    const loadAfter = os.loadavg()[0] ?? 0;

    const durations = recorded.longTasks.map((task) => task.duration).sort((a, b) => b - a);
    const gaps = [...recorded.frameGaps].sort((a, b) => a - b);
    console.log(
      `\n/diary of ${playCount} plays, 1280×900, wheel steps of ${step} px every ${interval} ms` +
        `${cpuSlowdown > 1 ? `, CPU slowdown ${cpuSlowdown}×` : ''}`,
    );
    console.log(
      `entries reached          ${loaded} of ${playCount} (${pagesLoaded} pages), "That is every play." shown`,
    );
    console.log(`total scroll time        ${(scrollMs / 1000).toFixed(1)} s (${steps} wheel steps)`);
    console.log(`long tasks > 50 ms       ${durations.filter((d) => d > 50).length}`);
    console.log(`longest task             ${durations[0] ? `${Math.round(durations[0])} ms` : 'none'}`);
    if (durations.length) {
      console.log(
        `longest ten (ms)         ${durations
          .slice(0, 10)
          .map((d) => Math.round(d))
          .join(', ')}`,
      );
    }
    console.log(
      `frame gaps               p50 ${percentile(gaps, 50).toFixed(1)} ms, p95 ${percentile(gaps, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(gaps, 99).toFixed(1)} ms, max ${(gaps.at(-1) ?? 0).toFixed(1)} ms (${gaps.length} frames)`,
    );
    console.log(
      `DOM at the end           ${recorded.domNodes} elements, ${recorded.rowsInDom} rows, ${recorded.scrollHeight} px tall`,
    );
    if (!traceFile) {
      const longWall = mainTasks.filter((task) => task.wallMs > 50);
      const byCpu = [...mainTasks].sort((a, b) => b.cpuMs - a.cpuMs);
      const longCpu = byCpu.filter((task) => task.cpuMs > 50);
      const ranShare = sum(longWall.map((t) => t.cpuMs)) / Math.max(1, sum(longWall.map((t) => t.wallMs)));
      console.log(
        `main thread (trace)      ${longWall.length} tasks over 50 ms of wall time (running ${Math.round(100 * ranShare)} % of it), ` +
          `${longCpu.length} over 50 ms of CPU time; most CPU in one task: ` +
          `${byCpu
            .slice(0, 5)
            .map((t) => Math.round(t.cpuMs))
            .join(', ')} ms`,
      );
    }
    console.log(
      `machine                  ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before the scroll, ${loadAfter.toFixed(1)} after; Chromium ${browser.version()}`,
    );
    if (traceFile) console.log(`trace                    ${traceFile}`);
    if (profileFile) console.log(`profile                  ${profileFile}`);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
