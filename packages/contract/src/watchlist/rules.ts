/** How a watchlist is ordered and paged, and how a title is keyed in it (shared by the API and every card). */

/** How /watchlist can be ordered: by when an item was added, by title, or by release year. */
export const WATCHLIST_SORTS = ['added', 'title', 'year'] as const;
export type WatchlistSort = (typeof WATCHLIST_SORTS)[number];

export const WATCHLIST_ORDERS = ['asc', 'desc'] as const;
export type WatchlistOrder = (typeof WATCHLIST_ORDERS)[number];

/**
 * The order a sort uses when none is asked for: newest first, A to Z, newest year first.
 */
export const WATCHLIST_DEFAULT_ORDER: Record<WatchlistSort, WatchlistOrder> = {
  added: 'desc',
  title: 'asc',
  year: 'desc',
};

export const WATCHLIST_PAGE_SIZE = { default: 20, max: 100 } as const;

/**
 * The key of a title in a watchlist, as `GET /api/watchlist/keys` lists them and the web app looks them up:
 * `movie:238`, `tv:1396`.
 */
export function watchlistKey(ref: { mediaType: 'movie' | 'tv'; id: number }): string {
  return `${ref.mediaType}:${ref.id}`;
}
