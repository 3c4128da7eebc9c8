import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '../../apps/api');

export interface RunningServer {
  base: string;
  process: ChildProcess;
  /** Health answer once ready: how many titles the catalog holds. */
  titles: number;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
  /** SIGTERM, resolved with the exit code. */
  stop(): Promise<number | null>;
}

/** Bundles the API as `npm start` does (apps/api/build.mjs). */
export function buildApi(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
}

/**
 * The node flags `npm start` gives the server (apps/api/package.json's start script, e.g. the young generation's
 * size): a benchmark measures the server as it runs, so they are read from there rather than repeated here.
 */
export function startScriptNodeFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const start = manifest.scripts.start;
  const command = /(?:^|&&)\s*node\s+((?:--\S+\s+)*)dist\/main\.js\s*$/.exec(start);
  if (!command) throw new Error(`apps/api's start script does not end with "node [flags] dist/main.js": ${start}`);
  return command[1]?.split(/\s+/).filter(Boolean) ?? [];
}

/**
 * Starts the built server (node with the start script's flags, dist/main.js, as `npm start` runs it) on 127.0.0.1
 * and waits until GET /api/health answers 200 (for up to `timeoutMs`). `env` adds to the current environment. BENCH_SERVER_NODE_ARGS adds
 * node flags to the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` to profile it under a benchmark's
 * load.
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string>,
  { timeoutMs = 120_000 }: { timeoutMs?: number } = {},
): Promise<RunningServer> {
  const started = performance.now();
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...startScriptNodeFlags(), ...nodeArgs, 'dist/main.js'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST_DIR: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) {
        const body = (await response.json()) as { catalog: { titles: number } };
        const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
        return {
          base,
          process: child,
          titles: body.catalog.titles,
          startupMs: Math.round(performance.now() - started),
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy in ${timeoutMs / 1000} s`);
}
