import { IMPORT_ERRORS, type ImportError } from '@watchify/contract';
import { ApiRequestError } from '../../lib/api-client';

const KNOWN_CODES: readonly string[] = IMPORT_ERRORS;

type ImportErrorKey = `errors.${ImportError | 'unknown'}`;

/** The `imports:errors.<code>` key of a failed import request: its own message when it has one, else 'unknown'. */
export function importErrorKey(error: unknown): ImportErrorKey {
  if (error instanceof ApiRequestError && KNOWN_CODES.includes(error.code)) {
    return `errors.${error.code as ImportError}`;
  }
  return 'errors.unknown';
}
