// Bundles the API into dist/ so production starts on plain Node (running through tsx costs ~2 s of start-up).
// Our own workspace packages (TypeScript sources) are bundled in; every npm dependency stays external and is
// loaded from node_modules as usual.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'catalog-import': 'src/cli/catalog-import.ts' },
  // API_OUT_DIR: an e2e run can bundle into its own folder (see e2e/playwright.config.ts).
  outdir: process.env.API_OUT_DIR ?? 'dist',
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
