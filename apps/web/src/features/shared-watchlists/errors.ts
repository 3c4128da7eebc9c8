import { ApiRequestError } from '../../lib/api-client';

/** Error codes of the shared-list endpoints that have their own message (`sharedWatchlists:errors.<code>`). */
const KNOWN_CODES = [
  'friendRequired',
  'notFriends',
  'noLongerFriends',
  'tooManyLists',
  'nameTooLong',
  'notFound',
] as const;
export type SharedWatchlistErrorCode = (typeof KNOWN_CODES)[number];

/** The code of a failed shared-list request when it has a message of its own; null for anything else. */
export function sharedWatchlistErrorCode(error: unknown): SharedWatchlistErrorCode | null {
  if (!(error instanceof ApiRequestError)) return null;
  return (KNOWN_CODES as readonly string[]).includes(error.code) ? (error.code as SharedWatchlistErrorCode) : null;
}
