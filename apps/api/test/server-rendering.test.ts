import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createTestApp, importSample, registerUser, sampleFavorites } from './helpers.js';

/**
 * Visitors' discovery pages come rendered by the server (decision 020). The web build's server entry is replaced
 * here by a small module with the same exports, so what is tested is the API's part: who gets a rendered page, how
 * the document carries it, that its data comes from the API in-process, and that any failure falls back to the
 * plain document.
 */
let app: App;
let database: DatabaseHandle;
const webDist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-ssr-')), 'dist');

const FAKE_ENTRY = `
let renders = 0;
export function rendersOnServer(pathname) {
  return pathname === '/' || pathname === '/movies' || pathname === '/broken';
}
export async function renderPage({ url, language, theme, fetch }) {
  if (url === '/broken') throw new Error('render failed');
  renders += 1;
  const me = await fetch('/api/me');
  const health = await (await fetch('/api/health')).json();
  return {
    html: '<main data-url="' + url + '" data-language="' + language + '" data-theme="' + theme + '" data-render="' +
      renders + '">' + 'titles ' + health.catalog.titles + ', session ' + me.status + '</main>',
    state: { path: url, language, theme, queries: { note: '</script><script>alert(1)</script>' } },
    bodyClass: theme ? theme + '-theme' : null,
  };
}`;

function document(language: string) {
  return `<!doctype html>
<html lang="${language}">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${language}-1.js">
  </head>
  <body>
    <div id="root"><!--static-shell-->
      <p>Loading Watchify...</p>
    <!--/static-shell--></div>
  </body>
</html>`;
}

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), document('en'));
  for (const language of ['en', 'tr'])
    fs.writeFileSync(path.join(webDist, `index.${language}.html`), document(language));
  fs.mkdirSync(`${webDist}-ssr`);
  fs.writeFileSync(path.join(`${webDist}-ssr`, 'entry-server.js'), FAKE_ENTRY);
  ({ app, database } = await createTestApp({ WEB_DIST_DIR: webDist }));
  await importSample(database);
});
afterAll(async () => {
  await app.close();
});

function rootOf(body: string) {
  return /<div id="root">([\s\S]*?)<\/div>/.exec(body)?.[1] ?? '';
}

describe('server rendering of visitors’ first pages', () => {
  it('sends a visitor the page rendered in their language, its data fetched from the API without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/movies', headers: { 'accept-language': 'tr-TR,tr' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.body).toContain('<html lang="tr">');
    const titles = (await app.inject({ method: 'GET', url: '/api/health' })).json().catalog.titles;
    expect(rootOf(response.body)).toContain(`data-language="tr"`);
    expect(rootOf(response.body)).toContain(`titles ${titles}, session 401`);
    expect(response.body).not.toContain('Loading Watchify...');
  });

  it('carries the page state as inert JSON that no text inside it can break out of', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const state = /<script id="watchify-ssr" type="application\/json">([\s\S]*?)<\/script>/.exec(response.body)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state as string)).toEqual({
      path: '/',
      language: 'en',
      theme: null,
      queries: { note: '</script><script>alert(1)</script>' },
    });
  });

  it('starts the scripts only after the page has painted, from the same list the plain document loads', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).not.toContain('rel="modulepreload"');
    expect(response.body).toContain('<script src="/load-after-paint.js" defer></script>');
    const modules = /<script id="watchify-modules" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(modules as string)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/react-1.js', '/assets/en-1.js'],
    });
  });

  it('reuses a rendered page without a query string for the next visitor in the same language, never a search', async () => {
    const render = async (url: string, acceptLanguage = 'en') =>
      rootOf((await app.inject({ method: 'GET', url, headers: { 'accept-language': acceptLanguage } })).body);
    const first = await render('/movies');
    expect(await render('/movies')).toBe(first);
    expect(await render('/movies', 'tr')).toContain('data-language="tr"');
    const search = await render('/?q=x');
    expect(await render('/?q=x')).not.toBe(search);
  });

  it('renders the page in the theme the visitor chose (its cookie), and reuses pages only within a theme', async () => {
    const get = (cookie?: string) =>
      app.inject({ method: 'GET', url: '/movies', headers: cookie ? { cookie } : {} }).then((r) => r.body);
    const dark = await get('watchify-theme=dark');
    expect(dark).toContain('<body class="dark-theme">');
    expect(rootOf(dark)).toContain('data-theme="dark"');
    const light = await get('other=1; watchify-theme=light');
    expect(light).toContain('<body class="light-theme">');
    // No choice, or a value that is not a theme: no class, so the system's colours apply (as before any choice).
    for (const cookie of [undefined, 'watchify-theme=%22%3E%3Cscript%3E']) {
      const body = await get(cookie);
      expect(body).toContain('<body>');
      expect(rootOf(body)).toContain('data-theme="null"');
    }
  });

  it('compresses the rendered page for browsers that take it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decompress(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('sends a signed-in member the plain document: their pages depend on the session', async () => {
    const { cookie } = await registerUser(app, await sampleFavorites(database));
    const response = await app.inject({ method: 'GET', url: '/movies', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Loading Watchify...');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(response.body).not.toContain('watchify-ssr');
  });

  it('sends the plain document for pages not rendered on the server and when rendering fails', async () => {
    for (const url of ['/profile', '/title/movie/238', '/broken']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Loading Watchify...');
      expect(response.body, url).toContain('<script type="module"');
    }
  });
});
