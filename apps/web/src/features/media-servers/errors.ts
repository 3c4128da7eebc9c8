import { MEDIA_SERVER_ERRORS, type MediaServerError } from '@watchify/contract';
import { ApiRequestError } from '../../lib/api-client';

const KNOWN_CODES: readonly string[] = MEDIA_SERVER_ERRORS;

/** The `mediaServers:errors.<code>` key of a failed request: its own message when it has one, else 'unknown'. */
export function mediaServerErrorKey(error: unknown): `errors.${MediaServerError | 'unknown'}` {
  if (error instanceof ApiRequestError && KNOWN_CODES.includes(error.code)) {
    return `errors.${error.code as MediaServerError}`;
  }
  return 'errors.unknown';
}
