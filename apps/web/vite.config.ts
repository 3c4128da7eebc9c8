import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from 'node:process';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { common as enCommon } from './src/locales/en/common.js';
import { common as trCommon } from './src/locales/tr/common.js';

/** Where the dev server (and `vite preview`) forwards /api and /socket.io; the API listens on 3000 by default. */
const apiTarget = env.WATCHIFY_API_URL ?? 'http://localhost:3000';

/**
 * The static shell in index.html paints once the stylesheet is in; the app's scripts are not needed for that
 * paint, so they are fetched after the stylesheet (low priority) instead of competing with it.
 */
function scriptsAfterStylesheet(): Plugin {
  return {
    name: 'watchify:scripts-after-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin /g, '<script type="module" fetchpriority="low" crossorigin ')
          .replace(
            /<link rel="modulepreload" crossorigin /g,
            '<link rel="modulepreload" fetchpriority="low" crossorigin ',
          ),
    },
  };
}

/** The interface language whose texts a chunk is (src/locales/<language>/index.ts, loaded on demand), if any. */
const languageOf = (chunk: Rolldown.OutputChunk) =>
  chunk.isDynamicEntry
    ? /[\\/]src[\\/]locales[\\/](\w+)[\\/]index\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1]
    : undefined;

/** The static shell's loading text in each language (index.html carries the English one). */
const LOADING_TEXT: Record<string, string> = { en: enCommon.loadingApp, tr: trCommon.loadingApp };

/**
 * One copy of index.html per interface language (index.en.html, index.tr.html), each fetching its language's texts
 * with the rest of the first load. The app renders only once the texts are in (lib/i18n.ts), and without this they
 * were requested only after the scripts had run: one more round trip before anything rendered. The server picks the
 * copy from Accept-Language, the signal the app itself falls back to (decision 011); a copy also carries its
 * language in <html lang> and in the loading text, so a screen reader reads even the loading shell correctly.
 */
function languageDocuments(): Plugin {
  return {
    name: 'watchify:language-documents',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const language = languageOf(chunk);
        const loadingText = language && LOADING_TEXT[language];
        if (!language || !loadingText) continue;
        const preload = `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk.fileName}">`;
        const document = html
          .replace('<html lang="en">', `<html lang="${language}">`)
          .replace(LOADING_TEXT.en as string, loadingText)
          .replace('</head>', `  ${preload}\n  </head>`);
        fs.writeFileSync(path.join(outDir, `index.${language}.html`), document);
      }
    },
  };
}

/**
 * sonner (the toasts) adds its stylesheet from script when it is first imported. With server-rendered pages that is
 * after the first paint, and a new stylesheet makes the browser compute every element's style again: one of the
 * first load's longest tasks. The same CSS is part of our stylesheet (index.css imports it), so the script's copy is
 * left out of the build.
 */
function sonnerStylesInStylesheet(): Plugin {
  return {
    name: 'watchify:sonner-styles-in-stylesheet',
    transform(code, id) {
      if (!/node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const withoutInsertedCss = code.replace(/__insertCSS\("(?:[^"\\]|\\.)*"\);/, '');
      if (withoutInsertedCss === code) throw new Error('sonner no longer inserts its CSS as expected: check index.css');
      return { code: withoutInsertedCss, map: null };
    },
  };
}

/** Files of public/ the installed app shows before anything is fetched: its icons. */
const PUBLIC_SHELL = ['/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png'];

/**
 * Writes the service worker (src/pwa/service-worker.js) to /sw.js with the app shell it caches on install: the first
 * load's scripts and stylesheet, the language chunks and PUBLIC_SHELL. Its VERSION is a hash of the shell's names and
 * of the worker itself, so a new build is a new worker and a new cache.
 */
function serviceWorker(): Plugin {
  return {
    name: 'watchify:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const shell = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || shell.has(`/${fileName}`)) return;
        shell.add(`/${fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(`/${css}`);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && (chunk.isEntry || languageOf(chunk))) visit(chunk.fileName);
      }
      const files = [...shell, ...PUBLIC_SHELL];
      const source = fs.readFileSync(path.resolve(import.meta.dirname, 'src/pwa/service-worker.js'), 'utf8');
      const version = createHash('sha256').update(source).update(files.join('\n')).digest('hex').slice(0, 12);
      const worker = source
        .replace("'__VERSION__'", JSON.stringify(version))
        .replace('__SHELL__', JSON.stringify(files));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });
    },
  };
}

const FIRST_LOAD_SHARED = [
  /apps[\\/]web[\\/]src[\\/](components|lib|app)[\\/]/,
  /apps[\\/]web[\\/]src[\\/]features[\\/](auth[\\/]api[\\/]get-me|watchlist[\\/]api[\\/]keys|search[\\/]filters|search[\\/]components[\\/](search-bar|advanced-filters-panel))\.tsx?$/,
  // The contract's zod-free modules the first page uses (lists, limits, messages, paths, socket names): the locale chunks
  // import their texts too.
  /packages[\\/]contract[\\/]src[\\/](accounts|catalog|comments|contact|interface|watchlist)[\\/]rules\.ts$/,
  /packages[\\/]contract[\\/]src[\\/](accounts|catalog|http|watchlist)[\\/]endpoints\.ts$/,
  /packages[\\/]contract[\\/]src[\\/](accounts[\\/]email|realtime[\\/]events|watchlist[\\/]events|service[\\/]facts|text[\\/]folding)\.ts$/,
];

// WEB_OUT_DIR: an e2e run can build into its own folder (see e2e/playwright.config.ts).
const outDir = env.WEB_OUT_DIR ?? 'dist';

/**
 * `vite build --ssr src/entry-server.tsx`: the module the API renders visitors' first pages with (decision 020),
 * beside the browser build in `<outDir>-ssr/`, where the API looks for it. Self-contained (no imports from
 * node_modules at run time) and always React's production build.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: { outDir: `${outDir}-ssr`, emptyOutDir: true, copyPublicDir: false, minify: false },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

const browserBuild: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    sonnerStylesInStylesheet(),
    scriptsAfterStylesheet(),
    languageDocuments(),
    serviceWorker(),
  ],
  server: {
    proxy: {
      // Host stays the dev server's, so the API's CSRF check sees Origin and Host agree.
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // zod has its own chunk, so no page but the one that uses it waits for it (in `vendor` it would be fetched
        // with the libraries every page needs). A production build checks no answer with zod (decision 031): only the
        // search page uses it, to read its filters with zod/mini's small core.
        codeSplitting: {
          groups: [
            // React's useSyncExternalStore shim goes with React: react-i18next needs it on every page, and left to the
            // groups below it would follow react-redux into `charts`, taking that chunk into the first load.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The socket client is loaded on demand (lib/realtime.ts); in `vendor` every first page would fetch it.
            {
              name: 'socket',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
            },
            // The chart library and what it pulls in, loaded only by /stats; in `vendor` every first page would fetch it.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|clsx|react-is)[\\/]/,
            },
            // Drag and drop (@dnd-kit) stays in the lists route's own lazy chunk, the only screen that uses it.
            { name: 'vendor', test: /node_modules[\\/](?!@dnd-kit[\\/])/ },
            // The app's own modules that the first page shares with screens loaded later (UI parts, lib, the search
            // bar, the session): one chunk instead of ~15 of 0.3–4 KB. Over HTTP/1.1 a browser fetches 6 files at a
            // time, so each extra small file of the first load is another round trip before anything renders
            // (decision 011). Only zod-free modules are listed: a module's imports come along into its chunk.
            {
              name: 'app-shared',
              test: (id: string) => FIRST_LOAD_SHARED.some((pattern) => pattern.test(id)),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
};
