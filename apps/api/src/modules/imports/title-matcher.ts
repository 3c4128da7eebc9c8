import type { ImportMatchMethod, MediaType } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { boundedDamerauLevenshtein, foldForSearch } from '../../lib/text.js';
import { findMatchCandidates, type MatchCandidate, type TitleKey } from '../catalog/catalog.queries.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SearchService } from '../search/search.service.js';
import type { TitleRef } from './sources/import-record.js';

/** A row's title as the catalog holds it, and how it was found. */
export interface TitleMatch extends TitleKey {
  title: string;
  year: number | null;
  posterPath: string | null;
  method: ImportMatchMethod;
  /** The episode TMDB found by TheTVDB's episode id (TV Time rows name nothing else). */
  season?: number;
  episode?: number;
}

/** A row the batch ran out of TMDB look-ups for: it waits for the next batch. */
export const LATER = 'later';

/** How many search look-ups one batch may make for rows the exact steps missed. */
const SEARCHES_PER_BATCH = 500;
/** TMDB look-ups per batch: at TMDB's pace a batch then stays well inside its job's lease. */
const TMDB_LOOKUPS_PER_BATCH = 100;

const matchOf = (row: MatchCandidate, method: ImportMatchMethod): TitleMatch => ({
  mediaType: row.media_type as MediaType,
  id: row.id,
  title: row.title,
  year: row.year,
  posterPath: row.poster_path,
  method,
});

/** Names equal once folded, or apart by at most one edit in five characters (typos, a dropped accent or hyphen). */
function nearlySameName(a: string, b: string): boolean {
  const [x, y] = [foldForSearch(a), foldForSearch(b)];
  const allowed = Math.floor(Math.max(x.length, y.length) / 5);
  return boundedDamerauLevenshtein(x, y, allowed) <= allowed;
}

/** A year within one of the row's (release years differ by country), the row's own year first. */
function closestByYear(candidates: MatchCandidate[], year: number | null): MatchCandidate | undefined {
  const byPopularity = [...candidates].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
  if (year === null) return byPopularity[0];
  return (
    byPopularity.find((c) => c.year === year) ??
    byPopularity.find((c) => c.year !== null && Math.abs(c.year - year) <= 1)
  );
}

/**
 * Finds the catalog's title for each row of a batch: by TMDB id, then IMDb id, then title and year (±1) among the
 * titles whose folded name is the row's; then, with a TMDB key, on TMDB (by IMDb or TheTVDB id, else by name and
 * year; the title is stored in our catalog); then through search (typos, other spellings). A batch costs
 * a few queries whatever its size; only the rows the exact steps missed are looked up one by one.
 */
export class TitleMatcher {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly search: Pick<SearchService, 'search'>,
    private readonly catalog: Pick<CatalogService, 'canLookUpElsewhere' | 'findElsewhere'>,
  ) {}

  async matchBatch(refs: readonly TitleRef[]): Promise<(TitleMatch | null | typeof LATER)[]> {
    const keys = refs.flatMap((r) => (r.tmdbId && r.mediaType ? [{ mediaType: r.mediaType, id: r.tmdbId }] : []));
    const imdbIds = refs.flatMap((r) => (r.imdbId ? [r.imdbId] : []));
    const foldedTitles = refs.flatMap((r) => (r.name ? [foldForSearch(r.name)] : []));
    const candidates = await findMatchCandidates(this.db, { keys, imdbIds, foldedTitles });
    const byKey = new Map(candidates.map((c) => [`${c.media_type}:${c.id}`, c]));
    const byImdb = new Map(candidates.filter((c) => c.imdb_id).map((c) => [c.imdb_id, c]));
    const byFoldedTitle = new Map<string, MatchCandidate[]>();
    for (const c of candidates) byFoldedTitle.set(c.search_title, [...(byFoldedTitle.get(c.search_title) ?? []), c]);

    let searches = 0;
    let lookUps = 0;
    const matches: (TitleMatch | null | typeof LATER)[] = [];
    for (const ref of refs) {
      const byId = ref.tmdbId && ref.mediaType ? byKey.get(`${ref.mediaType}:${ref.tmdbId}`) : undefined;
      if (byId) {
        matches.push(matchOf(byId, 'tmdbId'));
        continue;
      }
      const imdb = ref.imdbId ? byImdb.get(ref.imdbId) : undefined;
      if (imdb && (!ref.mediaType || imdb.media_type === ref.mediaType)) {
        matches.push(matchOf(imdb, 'imdbId'));
        continue;
      }
      const sameName = (byFoldedTitle.get(foldForSearch(ref.name ?? '')) ?? []).filter(
        (c) => !ref.mediaType || c.media_type === ref.mediaType,
      );
      const named = ref.name ? closestByYear(sameName, ref.year) : undefined;
      if (named) {
        matches.push(matchOf(named, 'titleYear'));
        continue;
      }
      if (this.catalog.canLookUpElsewhere) {
        if (lookUps >= TMDB_LOOKUPS_PER_BATCH) {
          matches.push(LATER);
          continue;
        }
        lookUps += 1;
        const found = await this.onTmdb(ref);
        if (found) {
          matches.push(found);
          continue;
        }
      }
      matches.push(searches < SEARCHES_PER_BATCH ? await this.searchFor(ref) : null);
      searches += 1;
    }
    return matches;
  }

  /** The title TMDB knows the row by, now stored in our catalog. */
  private async onTmdb(ref: TitleRef): Promise<TitleMatch | null> {
    if (!ref.imdbId && !ref.tvdbId && !ref.tvdbEpisodeId && !ref.name) return null;
    const found = await this.catalog.findElsewhere(ref);
    if (!found) return null;
    const [row] = await findMatchCandidates(this.db, { keys: [found], imdbIds: [], foldedTitles: [] });
    if (!row) return null;
    return {
      ...matchOf(row, 'tmdb'),
      ...(found.season !== undefined && found.episode !== undefined
        ? { season: found.season, episode: found.episode }
        : {}),
    };
  }

  /**
   * Search's best hit, when its year is within one of the row's and its name is the row's but for a typo
   * or two (without a year: never a guess). The index ranks "Panic Room" first for "The Room"; that is no match.
   */
  private async searchFor(ref: TitleRef): Promise<TitleMatch | null> {
    if (!ref.name || ref.year === null) return null;
    const found = await this.search.search({
      q: ref.name,
      type: ref.mediaType ?? 'all',
      filters: { year: { min: ref.year - 1, max: ref.year + 1 } },
      page: 1,
    });
    const best = found.results[0];
    if (!best || !nearlySameName(best.title, ref.name)) return null;
    return {
      mediaType: best.mediaType,
      id: best.id,
      title: best.title,
      year: best.year,
      posterPath: best.posterPath,
      method: 'search',
    };
  }
}
