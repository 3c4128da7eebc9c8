/** Watchlists shared by two friends (fill a pattern with `apiPath`). */
export const SHARED_WATCHLIST_ENDPOINTS = {
  /** GET the lists I am a member of, POST a new one. */
  lists: '/api/shared-watchlists',
  /** GET one list with a page of its items, DELETE it. */
  list: '/api/shared-watchlists/:listId',
  /** PUT (add) or DELETE (remove) a title of a list. */
  item: '/api/shared-watchlists/:listId/items/:mediaType/:titleId',
} as const;
