/** Limits of shared watchlists. */
export const SHARED_WATCHLIST_LIMITS = {
  /** Longest list name, in characters (after trimming). */
  nameMaxLength: 60,
  /** How many shared lists one person may be a member of; keeps the section and the card select usable. */
  listsPerUser: 50,
  /** Items per page of one shared list. */
  pageSize: 48,
} as const;

/**
 * Messages of the share rules, in English; the web app shows its own translation of the code
 * (product §5 Share: 'Lütfen bir arkadaş seçin' in Turkish).
 */
export const SHARED_WATCHLIST_MESSAGES = {
  friendRequired: 'Please select a friend',
  notFriends: 'You can only share a watchlist with a friend.',
  noLongerFriends: 'You are no longer friends, so this shared list can no longer be changed.',
  tooManyLists: `You can be a member of at most ${SHARED_WATCHLIST_LIMITS.listsPerUser} shared lists.`,
  listNotFound: 'Shared list not found.',
  nameTooLong: `The list name can be at most ${SHARED_WATCHLIST_LIMITS.nameMaxLength} characters long.`,
} as const;

/** Why a share cannot be made, in the order they are checked (the share dialog and the API agree). */
export const SHARED_WATCHLIST_INPUT_ERRORS = ['friendRequired', 'nameTooLong'] as const;
export type SharedWatchlistInputError = (typeof SHARED_WATCHLIST_INPUT_ERRORS)[number];

/** The field each input error belongs to (the API names it in `field`). */
export const SHARED_WATCHLIST_ERROR_FIELD: Record<SharedWatchlistInputError, 'friendId' | 'name'> = {
  friendRequired: 'friendId',
  nameTooLong: 'name',
};
