import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { createTestApp } from './helpers.js';

let app: App;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Watchify</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync('console.log("app")'));
  ({ app } = await createTestApp({ WEB_DIST_DIR: webDist }));
});
afterAll(async () => {
  await app.close();
});

describe('serving the web app', () => {
  it('answers app routes with index.html (history fallback), never cached', async () => {
    for (const url of ['/', '/title/movie/238', '/search?q=x', '/profile']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache life', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy to browsers that accept it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app")');
  });

  it('answers a missing file or unknown API path with a 404, not the app', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-9999.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('notFound');
  });
});
