/** The share dialog's check, run by the dialog before it sends and by the API on every new shared list. */
import { SHARED_WATCHLIST_LIMITS, type SharedWatchlistInputError } from './rules.js';

/** A share as the dialog holds it: the chosen friend ('' for none) and the name typed ('' for the default). */
export interface SharedWatchlistInput {
  friendId: string;
  name: string;
}

/** A list name as it is stored: trimmed, runs of spaces made one. */
export function normalizeSharedWatchlistName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The first rule a share breaks (product §5 Share: a friend must be chosen), or null when it can be made. */
export function validateSharedWatchlistInput({
  friendId,
  name,
}: SharedWatchlistInput): SharedWatchlistInputError | null {
  if (!friendId.trim()) return 'friendRequired';
  if (normalizeSharedWatchlistName(name).length > SHARED_WATCHLIST_LIMITS.nameMaxLength) return 'nameTooLong';
  return null;
}
