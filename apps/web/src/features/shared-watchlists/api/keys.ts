/** Query keys of shared lists; invalidating `sharedWatchlistKeys.all` refreshes every shared-list view. */
export const sharedWatchlistKeys = {
  all: ['shared-watchlists'] as const,
  mine: () => [...sharedWatchlistKeys.all, 'mine'] as const,
  list: (listId: string) => [...sharedWatchlistKeys.all, 'list', listId] as const,
};
