import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isTheme, LANGUAGE_COOKIE, THEME_COOKIE } from '@watchify/contract';
import type { FastifyInstance } from 'fastify';
import { readCookie } from '../lib/cookies.js';
import type { Auth } from '../modules/auth/auth.js';
import { currentUser, hasSessionCookie } from '../modules/auth/session.js';
import { sendRenderedDocument } from './rendered-document.js';
import { loadServerRenderer } from './server-rendering.js';
import { createDocumentPicker, createVisitorDocuments, documentLanguage } from './web-documents.js';

/**
 * Serves the built web app beside the API: its files, and every page path with the document of the visitor's
 * language (history fallback); a visitor's discovery pages come rendered (decision 020). Unknown `/api` paths, missing
 * files and, without a built web app (`webDistDir` empty, or nothing built there), every page answer a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, auth }: { webDistDir: string; auth: Auth },
): Promise<void> {
  const serveWeb = webDistDir !== '' && fs.existsSync(path.join(webDistDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // `/` is a page like any other: the not-found handler below answers it with the language's document.
      index: false,
      // The web build writes .br and .gz copies (apps/web/precompress.mjs); send those to browsers that take them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those never change; index.html must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const documentFor = createDocumentPicker(webDistDir);
  const visitorDocumentFor = createVisitorDocuments(webDistDir);
  const serverRenderer = serveWeb ? await loadServerRenderer(webDistDir, app, app.log) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (a stale /assets/… after a deploy) is a 404, not the app's HTML under a .js name.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || isFile || !serveWeb || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ error: { code: 'notFound', message: `No route for ${request.method} ${pathname}` } });
    }
    // App routes such as /title/movie/238 are rendered by the web app, from the document of the visitor's language
    // (it preloads that language's texts): the one chosen in the app, else the browser's.
    const language = documentLanguage(
      request.headers['accept-language'],
      readCookie(request.headers.cookie, LANGUAGE_COOKIE),
    );
    const document = documentFor(language);
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Accept-Encoding, Cookie');
    // The session is looked up only for a page that would be rendered: every other page is the same for everyone.
    // The theme cookie is the visitor's own choice (the web app keeps it), so the page is painted in it at once.
    const themeCookie = readCookie(request.headers.cookie, THEME_COOKIE);
    const rendered =
      serverRenderer?.rendersOnServer(pathname) && (await currentUser(auth, request)) === null
        ? await serverRenderer.render(request.url, language, isTheme(themeCookie) ? themeCookie : null, document)
        : null;
    if (rendered !== null) return sendRenderedDocument(request, reply, rendered);
    const visitorDocument = hasSessionCookie(request) ? null : visitorDocumentFor(document);
    if (visitorDocument !== null) return sendRenderedDocument(request, reply, visitorDocument);
    return reply.sendFile(document);
  });
}
