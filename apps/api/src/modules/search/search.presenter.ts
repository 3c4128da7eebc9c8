import { SEARCH_PAGE_SIZE, type SearchResponse, type TitleSummary } from '@watchify/contract';

/** TMDB-style paging: the API accepts pages 1–500 (contract), so no more pages than that are announced. */
export const MAX_SEARCH_PAGES = 500;

/** One page of search results, already in ranking order (see CatalogService's summaries). */
export function presentSearchPage(results: TitleSummary[], page: number, totalResults: number): SearchResponse {
  return {
    results,
    page,
    totalPages: Math.min(Math.ceil(totalResults / SEARCH_PAGE_SIZE), MAX_SEARCH_PAGES),
    totalResults,
  };
}

/** The answer when the search does not run or finds nothing. */
export function emptySearchPage(page: number): SearchResponse {
  return { results: [], page, totalPages: 0, totalResults: 0 };
}
