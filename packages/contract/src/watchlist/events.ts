/** Socket events of the watchlist (server → client, to every tab of the owner). */
export const WATCHLIST_EVENTS = {
  /** An item was added or removed (payload: `WatchlistChange`); other tabs update their cards and lists. */
  changed: 'watchlist:changed',
} as const;
