import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { MOVIE_GENRES, TV_GENRES } from '@watchify/contract';
import type { DumpLine } from '../../apps/api/src/modules/catalog/catalog.importer.js';
import { seededRandom } from '../../apps/api/src/modules/recommendations/engine/random.js';

// The engine's seeded PRNG, so every run generates the same catalog and asks the same questions.
export { seededRandom };

/** One dump line as parsed JSON. */
export type DumpObject = Record<string, unknown> & { media_type: 'movie' | 'tv'; id: number };

/**
 * Variants of real titles for scale tests: a suffix, another year, shuffled genres, new ratings and popularity,
 * with ids from `idBase` on (out of TMDB's range). Seeded, so a catalog of a given size is always the same.
 */
export function* variants(records: DumpObject[], count: number, idBase: number, seed = 50_000): Generator<DumpLine> {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const suffixes = ['II', 'III', 'Returns', 'Reloaded', 'Rising', 'Origins', 'Legacy', 'Redux', 'Forever', 'Revenge'];
  for (let i = 0; i < count; i += 1) {
    const base = pick(records);
    const year = between(1950, 2025);
    const suffix = random() < 0.2 ? String(year) : pick(suffixes);
    const genres = [...(base.media_type === 'movie' ? MOVIE_GENRES : TV_GENRES)]
      .sort(() => random() - 0.5)
      .slice(0, between(1, 3))
      .map((g) => ({ id: g.id, name: g.name }));
    const date = `${year}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`;
    const common = {
      ...base,
      id: idBase + i,
      genres,
      vote_average: between(10, 95) / 10,
      vote_count: between(0, 20_000),
      popularity: random() * 50,
      videos: { results: [] },
      keywords: [],
    };
    const value =
      base.media_type === 'movie'
        ? {
            ...common,
            title: `${base.title} ${suffix}`,
            original_title: base.original_title ? `${base.original_title} ${suffix}` : null,
            release_date: date,
            runtime: between(70, 190),
          }
        : {
            ...common,
            name: `${base.name} ${suffix}`,
            original_name: base.original_name ? `${base.original_name} ${suffix}` : null,
            first_air_date: date,
            episode_run_time: random() < 0.5 ? [between(20, 65)] : [],
          };
    yield { line: i + 1, value };
  }
}

/** Every line of a dump (JSONL, optionally gzipped) as parsed objects. */
export async function readRecords(dump: string): Promise<DumpObject[]> {
  const input = fs.createReadStream(dump);
  const stream = dump.endsWith('.gz') ? input.pipe(zlib.createGunzip()) : input;
  const records: DumpObject[] = [];
  for await (const line of readline.createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line.trim()) records.push(JSON.parse(line) as DumpObject);
  }
  return records;
}
