import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Theme } from '@watchify/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { RenderedDocument } from './rendered-document.js';
import type { DocumentLanguage as Language } from './web-documents.js';

/** What the web app's server entry (apps/web/src/entry-server.tsx) exports, as far as the API uses it. */
interface WebServerEntry {
  rendersOnServer(pathname: string): boolean;
  renderPage(request: {
    url: string;
    language: Language;
    theme: Theme | null;
    fetch: typeof fetch;
  }): Promise<{ html: string; state: unknown; bodyClass: string | null } | null>;
}

/**
 * A page without a query string (home, trending) is reused this long for every visitor in its language and theme: the
 * lists it shows are cached by the catalog for a minute anyway. A search is always rendered afresh, so a title just
 * imported shows up at once.
 */
const PAGE_TTL_MS = 30_000;
const MAX_PAGES = 50;
/** Past this the visitor gets the plain document at once and the browser renders the page itself. */
const RENDER_TIMEOUT_MS = 2_000;
/** The static shell of index.html (apps/web/index.html), which a rendered page replaces. */
const STATIC_SHELL = /<div id="root"><!--static-shell-->[\s\S]*<!--\/static-shell--><\/div>/;
const BODY_TAG = '<body>';

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * A rendered page shows itself before any script runs, so its scripts wait until it has painted (the web app's
 * `load-after-paint.js`): the document lists them instead of loading them. Fetched at once, they would share the
 * connection with the stylesheet, and the browser may run them before the first paint, delaying it.
 */
export function loadScriptsAfterPaint(documentHtml: string): string {
  const entry = [...documentHtml.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preload = [...documentHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (entry.length !== 1) return documentHtml;
  const modules = JSON.stringify({ entry: entry[0], preload });
  return documentHtml
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      `  <script id="watchify-modules" type="application/json">${modules}</script>\n` +
        '    <script src="/load-after-paint.js" defer></script>\n  </head>',
    );
}

export interface ServerRenderer {
  /** Whether the page at `pathname` is rendered on the server for a visitor (asked before looking up the session). */
  rendersOnServer(pathname: string): boolean;
  /**
   * The whole document of a visitor's page that {@link rendersOnServer}, in their language and chosen theme (null: the
   * system's), or null when rendering fails.
   */
  render(url: string, language: Language, theme: Theme | null, documentFile: string): Promise<RenderedDocument | null>;
}

/**
 * Server rendering of visitors' first pages (decision 020), with the module the web build writes beside the browser
 * build (`<web dist>-ssr/entry-server.js`); null when there is none (a build without it, or tests). The page's API
 * requests are answered in-process (`app.inject`) and carry no cookies: only visitors are served this way, so a
 * rendered page holds nothing personal and can be reused for every visitor in the same language for a few seconds.
 */
export async function loadServerRenderer(
  webDist: string,
  app: FastifyInstance,
  log: FastifyBaseLogger,
): Promise<ServerRenderer | null> {
  const entryFile = path.join(`${webDist}-ssr`, 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;

  const fetchFromApi: typeof fetch = async (input, init) => {
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };

  const templates = new Map<string, string>();
  const template = (file: string) => {
    let html = templates.get(file);
    if (html === undefined) {
      html = loadScriptsAfterPaint(fs.readFileSync(path.join(webDist, file), 'utf8'));
      templates.set(file, html);
    }
    return html;
  };
  const pages = new Map<string, { document: RenderedDocument; until: number }>();

  async function renderDocument(url: string, language: Language, theme: Theme | null, documentFile: string) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([entry.renderPage({ url, language, theme, fetch: fetchFromApi }), timeout]);
      if (!page) return null;
      // JSON inside a script element: only "<" could end it early (</script>), so it is escaped.
      const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
      const html = template(documentFile)
        .replace(BODY_TAG, () => (page.bodyClass ? `<body class="${page.bodyClass}">` : BODY_TAG))
        .replace(
          STATIC_SHELL,
          () =>
            `<div id="root">${page.html}</div>\n    <script id="watchify-ssr" type="application/json">${state}</script>`,
        );
      return new RenderedDocument(html);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    rendersOnServer: (pathname) => entry.rendersOnServer(pathname),
    async render(url, language, theme, documentFile) {
      const reusable = !url.includes('?');
      const key = `${language} ${theme} ${url}`;
      const now = Date.now();
      const cached = reusable ? pages.get(key) : undefined;
      if (cached && cached.until > now) return cached.document;
      try {
        const document = await renderDocument(url, language, theme, documentFile);
        if (document === null || !reusable) return document;
        if (pages.size >= MAX_PAGES) pages.clear();
        pages.set(key, { document, until: now + PAGE_TTL_MS });
        return document;
      } catch (error) {
        // The browser renders the page itself from the plain document: slower, never broken.
        log.warn({ err: error, url }, 'server rendering failed');
        return null;
      }
    },
  };
}
