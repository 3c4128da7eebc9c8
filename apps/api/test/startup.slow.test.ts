import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-start-'));
const port = 4100 + Math.floor(Math.random() * 800);
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
});

async function waitForHealth(deadlineMs: number): Promise<{ catalog: { titles: number } }> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as { catalog: { titles: number } };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

describe('npm start on an empty data directory', () => {
  it('migrates, seeds the demo catalog, serves, and shuts down cleanly on SIGTERM', { timeout: 90_000 }, async () => {
    // Always the embedded database and the demo catalog, whatever the surrounding environment says.
    const { DATABASE_URL: _db, CATALOG_SEED: _seed, ...inherited } = process.env;
    const env = {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
    };
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiDir, env, stdio: 'ignore' });
    const health = await waitForHealth(60_000);
    // The built-in demo catalog: thousands of films and the hand-written shows.
    expect(health.catalog.titles).toBeGreaterThan(2500);
    expect(fs.existsSync(path.join(dataDir, 'watchify.db'))).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);

    const top = (await (await fetch(`http://127.0.0.1:${port}/api/catalog/top`)).json()) as {
      movies: unknown[];
      shows: unknown[];
    };
    expect(top.movies).toHaveLength(10);
    expect(top.shows).toHaveLength(10);

    const exited = new Promise<number | null>((resolve) => server?.on('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('stops with a clear message on a bad configuration value', { timeout: 30_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
  });
});
