/** Socket events of shared lists, sent to the members' user rooms. */
export const SHARED_WATCHLIST_EVENTS = {
  /** A friend shared a new list with me. */
  created: 'shared-watchlist:created',
  /** Items of a list I am a member of were added or removed. */
  itemsChanged: 'shared-watchlist:items-changed',
  /** A list I was a member of was deleted by the other member. */
  deleted: 'shared-watchlist:deleted',
} as const;
