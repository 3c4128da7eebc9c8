/** The signed-in person's own watchlist (fill a pattern with `apiPath`). */
export const WATCHLIST_ENDPOINTS = {
  /** GET one sorted page of the watchlist. */
  list: '/api/watchlist',
  /** GET the ids of every title on it, by type. */
  keys: '/api/watchlist/keys',
  /** POST: add the title when absent, remove it when present. */
  toggle: '/api/watchlist/toggle',
  /** PUT (add) or DELETE (remove) one title. */
  item: '/api/watchlist/:mediaType/:id',
} as const;
