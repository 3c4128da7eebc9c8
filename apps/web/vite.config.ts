import { env } from 'node:process';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const FIRST_LOAD_SHARED = [
  /apps[\\/]web[\\/]src[\\/](components|lib|app)[\\/]/,
  /apps[\\/]web[\\/]src[\\/]features[\\/](auth[\\/]api[\\/]get-me|watchlist[\\/]api[\\/]keys|search[\\/]filters|search[\\/]components[\\/](search-bar|advanced-filters-panel))\.tsx?$/,
  // The zod-free parts of the contract (constants, messages, rules): the locale chunks import their texts too.
  /packages[\\/]contract[\\/]src[\\/](comment-rules|constants|contact-rules|discovery-constants|profile-messages|realtime-constants|registration-messages|search-filters|service-info|text-folding|watchlist-constants)\.ts$/,
];

export default defineConfig({
  plugins: [react(), tailwindcss(), scriptsAfterStylesheet()],
  server: {
    proxy: {
      // Host stays the dev server's, so the API's CSRF check sees Origin and Host agree.
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    // WEB_OUT_DIR: an e2e run can build into its own folder (see e2e/playwright.config.ts).
    outDir: env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // zod has its own chunk: only the screens loaded on demand validate with it, so the first page never waits
        // for it (in `vendor` it would be fetched with the libraries every page needs).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The socket client is loaded on demand (lib/realtime.ts); in `vendor` every first page would fetch it.
            {
              name: 'socket',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
});
