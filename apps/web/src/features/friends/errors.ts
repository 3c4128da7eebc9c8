import { FRIEND_ERRORS, type FriendError } from '@watchify/contract';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api-client';

const isFriendError = (code: string): code is FriendError => (FRIEND_ERRORS as readonly string[]).includes(code);

/**
 * What to tell a person whose friends action failed: the reason when the server gave a known one (e.g. 'You have
 * already sent a friend request to this user'), else the spec's general message for that action.
 */
export function friendErrorMessage(
  t: TFunction<'friends'>,
  error: unknown,
  fallback: 'requestError' | 'unfriendError',
): string {
  if (error instanceof ApiRequestError && isFriendError(error.code)) return t(`errors.${error.code}`);
  return t(`errors.${fallback}`);
}
