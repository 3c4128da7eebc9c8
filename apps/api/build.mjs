// Bundles the API into dist/ so production starts on plain Node (running through tsx costs ~2 s of start-up).
// Our own workspace packages (TypeScript sources) are bundled in; every npm dependency stays external and is
// loaded from node_modules as usual.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// API_OUT_DIR: an e2e run can bundle into its own folder (see e2e/playwright.config.ts).
const outdir = process.env.API_OUT_DIR ?? 'dist';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'catalog-import': 'src/cli/catalog-import.ts',
    // A worker thread's code is a file of its own, beside main.js (recommendations.model-worker.ts finds it there).
    'recommendations-worker': 'src/modules/recommendations/recommendations.worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@watchify/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// Data files are read beside the module that needs them (import.meta.url); in the bundle that module is outdir/.
const demoData = path.join(outdir, 'demo-data');
fs.mkdirSync(demoData, { recursive: true });
// Every data file of the demo catalog (its README stays behind).
const demoDataSource = 'src/modules/catalog/demo-data';
for (const file of fs.readdirSync(demoDataSource).filter((name) => name.endsWith('.jsonl'))) {
  fs.copyFileSync(path.join(demoDataSource, file), path.join(demoData, file));
}
