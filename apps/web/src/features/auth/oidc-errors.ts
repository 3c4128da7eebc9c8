import { OIDC_MESSAGES, type OidcErrorCode } from '@watchify/contract';
import { ApiRequestError } from '../../lib/api-client';

/**
 * What the page says after a provider sent the person back with `?error=<code>` (better-auth's codes), or when
 * starting a flow failed (our codes): each a key under `auth:oidcErrors`.
 */
export type OidcMessageCode =
  | OidcErrorCode
  | 'account_not_linked'
  | 'account_already_linked_to_different_user'
  | 'access_denied'
  | 'restart'
  | 'providerFailed'
  | 'tooManyAttempts';

const RETURN_CODES: Record<string, OidcMessageCode> = {
  account_not_linked: 'account_not_linked',
  account_already_linked_to_different_user: 'account_already_linked_to_different_user',
  access_denied: 'access_denied',
  // The state cookie is gone or belongs to another attempt (an old tab, a reload after too long).
  state_mismatch: 'restart',
  state_not_found: 'restart',
  please_restart_the_process: 'restart',
};

/** The message for `?error=` on the page a provider sent the person back to; null without one. */
export function returnedErrorCode(error: string | null): OidcMessageCode | null {
  if (!error) return null;
  return RETURN_CODES[error] ?? 'providerFailed';
}

/** The message for a failed request that starts or ends a flow (sign-in, link, unlink). */
export function requestErrorCode(error: unknown): OidcMessageCode {
  if (error instanceof ApiRequestError) {
    if (error.code in OIDC_MESSAGES) return error.code as OidcErrorCode;
    if (error.status === 429) return 'tooManyAttempts';
  }
  return 'providerFailed';
}
