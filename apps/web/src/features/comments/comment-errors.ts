import { COMMENT_ERRORS, COMMENT_INPUT_ERRORS, REPLY_INPUT_ERRORS } from '@watchify/contract';
import { ApiRequestError } from '../../lib/api-client';

/** Every code a comments, likes or replies endpoint answers with a message of its own (`comments.errors.*`). */
export type KnownCommentError =
  | (typeof COMMENT_INPUT_ERRORS)[number]
  | (typeof REPLY_INPUT_ERRORS)[number]
  | (typeof COMMENT_ERRORS)[number];

const KNOWN_ERRORS = new Set<string>([...COMMENT_INPUT_ERRORS, ...REPLY_INPUT_ERRORS, ...COMMENT_ERRORS]);

/** The comment error the API named, or null for anything else (network, server). */
export function knownCommentError(error: unknown): KnownCommentError | null {
  return error instanceof ApiRequestError && KNOWN_ERRORS.has(error.code) ? (error.code as KnownCommentError) : null;
}
