import path from 'node:path';

/**
 * The full catalog dump in the shared data folder beside the repository (8,584 real TMDB titles, not ours to copy
 * in): only the slow tests (`npm run test:slow`) and the benchmarks read it.
 */
export const SHARED_CATALOG_DUMP = path.resolve(
  import.meta.dirname,
  '../../../../../shared/data/catalog/titles.jsonl.gz',
);
