import { LIST_ERRORS, LIST_INPUT_ERRORS, type ListError, type ListInputError } from '@watchify/contract';
import { ApiRequestError } from '../../lib/api-client';

const KNOWN_CODES: readonly string[] = [...LIST_INPUT_ERRORS, ...LIST_ERRORS];

type ListErrorKey = `errors.${ListInputError | ListError | 'unknown'}`;

/** The `lists:errors.<code>` key of a failed list request: its own message when it has one, else 'unknown'. */
export function listErrorKey(error: unknown): ListErrorKey {
  if (error instanceof ApiRequestError && KNOWN_CODES.includes(error.code)) {
    return `errors.${error.code as ListInputError | ListError}`;
  }
  return 'errors.unknown';
}

/** True when the list is not there for this person (missing, or hidden from them: the API answers both 404). */
export function isListNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
