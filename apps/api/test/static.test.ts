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
  // The build's copies per language (apps/web/vite.config.ts), each preloading its texts.
  for (const language of ['en', 'tr']) {
    fs.writeFileSync(
      path.join(webDist, `index.${language}.html`),
      `<!doctype html><html lang="${language}"><link rel="modulepreload" href="/assets/${language}-1.js"><div id="root"></div>`,
    );
  }
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

  it("answers a page with the document of the browser's language, which preloads that language's texts", async () => {
    const cases: [string | undefined, string][] = [
      ['tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7', 'tr'],
      ['tr', 'tr'],
      ['en-US,en;q=0.9,tr;q=0.8', 'en'],
      ['de-DE,de;q=0.9', 'en'],
      // The highest weight decides, wherever it stands.
      ['en;q=0.5,tr;q=0.9', 'tr'],
      [undefined, 'en'],
    ];
    for (const [acceptLanguage, language] of cases) {
      for (const url of ['/', '/movies']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
        });
        expect(response.statusCode, `${url} ${acceptLanguage}`).toBe(200);
        expect(response.body, `${url} ${acceptLanguage}`).toContain(`<html lang="${language}"`);
        expect(response.body).toContain(`href="/assets/${language}-1.js"`);
        expect(response.headers.vary, url).toContain('Accept-Language');
      }
    }
  });

  it('answers with the document of the language chosen in the app (its cookie) over the browser’s', async () => {
    const cases: [string, string, string][] = [
      ['en-US,en', 'watchify-language=tr', 'tr'],
      ['tr-TR,tr', 'theme=1; watchify-language=en', 'en'],
      // A value that is not one of ours is ignored: the browser's language applies.
      ['tr-TR,tr', 'watchify-language=de', 'tr'],
    ];
    for (const [acceptLanguage, cookie, language] of cases) {
      for (const url of ['/', '/title/movie/238']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-language': acceptLanguage, cookie },
        });
        expect(response.body, `${url} ${cookie}`).toContain(`<html lang="${language}"`);
        expect(response.headers.vary, url).toContain('Cookie');
      }
    }
  });

  it("marks a visitor's document (no session cookie) so the app does not ask the API who is signed in", async () => {
    for (const url of ['/title/movie/238', '/register', '/profile']) {
      const visitor = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'tr' } });
      expect(visitor.body, url).toContain('<html lang="tr" data-session="none">');
      expect(visitor.body, url).toContain('href="/assets/tr-1.js"');
      const compressed = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString(), url).toContain('data-session="none"');
      // With a session cookie (valid or not) the app asks: the plain document, unmarked.
      const member = await app.inject({ method: 'GET', url, headers: { cookie: 'watchify.session_token=abc.def' } });
      expect(member.body, url).toContain('<html lang="en">');
      expect(member.body, url).not.toContain('data-session');
    }
  });

  it('denies every page the powerful browser features it never uses, and lets only YouTube trailers go fullscreen', async () => {
    for (const [url, cookie] of [
      ['/', undefined],
      ['/title/movie/238', 'watchify.session_token=whatever'],
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      const policy = String(response.headers['permissions-policy']);
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
        expect(policy, `${url} ${denied}`).toContain(denied);
      }
      expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com")');
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
