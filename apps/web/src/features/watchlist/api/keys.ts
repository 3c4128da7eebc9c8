import type { WatchlistOrder, WatchlistSort } from '@watchify/contract';

/** Query keys of the watchlist; everything under `watchlistQueryRoot` is dropped or refetched together. */
export const watchlistQueryRoot = ['watchlist'] as const;
export const watchlistKeysQueryKey = ['watchlist', 'keys'] as const;
export const watchlistPagesQueryKey = ['watchlist', 'page'] as const;
export const watchlistPageQueryKey = (request: { sort: WatchlistSort; order: WatchlistOrder; page: number }) =>
  [...watchlistPagesQueryKey, request.sort, request.order, request.page] as const;
