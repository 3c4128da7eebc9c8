import {
  FILTER_BOUNDS,
  MOVIE_TO_TV_GENRE,
  SEARCH_PAGE_SIZE,
  type SEARCH_TYPES,
  type SearchFilters,
  type SearchResponse,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { foldForSearch } from '../../lib/text.js';
import { presentSummaries } from '../catalog/catalog.presenter.js';
import { findGenreIds, findSummaries } from '../catalog/catalog.queries.js';
import { type NumberRange, SearchIndex, type TitleKey } from './search.index.js';
import { emptySearchPage, presentSearchPage } from './search.presenter.js';
import { findCreditedTitles, loadCreditedPeople, readCatalogVersion, streamIndexTitles } from './search.repository.js';

/** A search as the route received it (the contract's searchQuerySchema after validation). */
export interface SearchRequest {
  q: string;
  type: (typeof SEARCH_TYPES)[number];
  /** The Filter object, read leniently from the query (a field of the wrong shape is absent). */
  filters: SearchFilters;
  page: number;
}

/** The filters that take part in a search (product §5): a filter that is not "set" is absent here. */
export interface AppliedFilters {
  year?: NumberRange;
  rating?: NumberRange;
  runtime?: NumberRange;
  /** Genre ids every result must have: as chosen for movies, mapped to TMDB's TV genres for shows. */
  genres?: { movie: number[]; tv: number[] };
  /** The trimmed actor name. */
  cast?: string;
}

/** Minimal logger (fastify's and pino's fit). */
export interface SearchLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * A range filter applies only when it narrows the default bounds (product §5: year when min > 1900 or max < 2100,
 * rating when min > 0 or max < 10, duration when min > 0 or max < 300). Then both given bounds apply and an
 * omitted side is open.
 */
function appliedRange(
  range: { min?: number | undefined; max?: number | undefined } | undefined,
  lowest: number,
  highest: number,
): NumberRange | undefined {
  if (!range) return undefined;
  const narrows = (range.min !== undefined && range.min > lowest) || (range.max !== undefined && range.max < highest);
  if (!narrows) return undefined;
  return { min: range.min ?? Number.NEGATIVE_INFINITY, max: range.max ?? Number.POSITIVE_INFINITY };
}

/**
 * Which filters of a Filter object are set (product §5 Search execution, decision 007). Watch time never filters:
 * it is not a property of a title, and the original product ignored it too.
 */
export function applicableFilters(filters: SearchFilters): AppliedFilters {
  const applied: AppliedFilters = {};
  const year = appliedRange(filters.year, FILTER_BOUNDS.yearMin, FILTER_BOUNDS.yearSearchMax);
  if (year) applied.year = year;
  const rating = appliedRange(filters.rating, FILTER_BOUNDS.ratingMin, FILTER_BOUNDS.ratingMax);
  if (rating) applied.rating = rating;
  const runtime = appliedRange(filters.duration, 0, FILTER_BOUNDS.durationSearchMax);
  if (runtime) applied.runtime = runtime;
  if (filters.genres && filters.genres.length > 0) {
    // TMDB numbers some TV genres differently (Action → Action & Adventure), so "Action" finds action shows too.
    applied.genres = {
      movie: [...new Set(filters.genres)],
      tv: [...new Set(filters.genres.map((genre) => MOVIE_TO_TV_GENRE[genre] ?? genre))],
    };
  }
  const cast = filters.cast?.trim();
  if (cast) applied.cast = cast;
  return applied;
}

/** The titles in both lists. */
function intersectTitles(a: readonly TitleKey[], b: readonly TitleKey[]): TitleKey[] {
  const inB = new Set(b.map((t) => `${t.mediaType}:${t.id}`));
  return a.filter((t) => inB.has(`${t.mediaType}:${t.id}`));
}

/** Search over the local catalog: the rules of product §5 on top of the in-memory SearchIndex. */
export class SearchService {
  /** The live index. Call `invalidate()` after changing the catalog so results follow without waiting. */
  readonly index: SearchIndex;

  constructor(
    private readonly db: Kysely<Database>,
    options: { log?: SearchLogger; checkIntervalMs?: number } = {},
  ) {
    const { log } = options;
    this.index = new SearchIndex(
      {
        readVersion: () => readCatalogVersion(db),
        loadTitles: () => streamIndexTitles(db),
        loadPeople: () => loadCreditedPeople(db),
      },
      {
        checkIntervalMs: options.checkIntervalMs,
        onError: (err) => log?.error({ err }, 'search index refresh failed'),
        onBuilt: (stats) => log?.info({ ...stats, milliseconds: Math.round(stats.milliseconds) }, 'search index built'),
      },
    );
  }

  /**
   * One page of results. Runs only when the text has something searchable or a filter is set; otherwise the
   * answer is empty (product §5). A cast name that matches nobody also gives an empty answer. `onMyServices`, when
   * given, are the titles on the member's services: only those are found (decision 047).
   */
  async search(request: SearchRequest, onMyServices?: readonly TitleKey[]): Promise<SearchResponse> {
    const { page } = request;
    const filters = applicableFilters(request.filters);
    const hasText = foldForSearch(request.q) !== '';
    if (!hasText && Object.keys(filters).length === 0 && !onMyServices) return emptySearchPage(page);

    const index = await this.index.snapshot();
    let onlyTitles: readonly TitleKey[] | undefined = onMyServices;
    if (filters.cast !== undefined) {
      const person = index.findPerson(filters.cast);
      if (!person) return emptySearchPage(page);
      const credited = await findCreditedTitles(this.db, person.id);
      onlyTitles = onMyServices ? intersectTitles(credited, onMyServices) : credited;
    }
    const found = index.search({
      text: hasText ? request.q : '',
      mediaType: request.type === 'all' ? undefined : request.type,
      year: filters.year,
      rating: filters.rating,
      runtime: filters.runtime,
      genres: filters.genres,
      onlyTitles,
      offset: (page - 1) * SEARCH_PAGE_SIZE,
      limit: SEARCH_PAGE_SIZE,
    });
    // A title deleted since the index was built has no row and is left out rather than shown half-empty.
    const rows = await findSummaries(this.db, found.titles);
    return presentSearchPage(presentSummaries(rows, await findGenreIds(this.db, rows)), page, found.total);
  }

  /** Rebuilds the index now (e.g. after an import); resolves once searches see the change. */
  invalidate(): Promise<void> {
    return this.index.invalidate();
  }

  /** Stops background index checks; called when the app closes. */
  close(): void {
    this.index.close();
  }
}
