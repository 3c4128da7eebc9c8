/** The comment form's check (product §5 Comment), run by the form as a person types and by the API on every write. */
import { COMMENT_LIMITS, type CommentInputError, REPLY_LIMITS, type ReplyInputError } from './rules.js';

/** A comment as the form holds it: rating 0 means "not chosen yet". */
export interface CommentInput {
  rating?: number | null;
  text?: string | null;
}

/** The comment text as it is stored and shown: trimmed. */
export function normalizeCommentText(text: string): string {
  return text.trim();
}

/** Length in characters as a person counts them (an emoji is one). */
export function commentLength(text: string): number {
  return [...normalizeCommentText(text)].length;
}

/**
 * The first rule of product §5 Comment the input breaks, or null when it can be saved: a rating of 1–5 (whole stars)
 * and non-blank text within the length limit.
 */
export function validateCommentInput({ rating, text }: CommentInput): CommentInputError | null {
  if (rating === undefined || rating === null || rating === 0) return 'ratingRequired';
  if (!Number.isInteger(rating) || rating < COMMENT_LIMITS.ratingMin || rating > COMMENT_LIMITS.ratingMax) {
    return 'ratingInvalid';
  }
  if (typeof text !== 'string' || normalizeCommentText(text) === '') return 'textRequired';
  if (commentLength(text) > COMMENT_LIMITS.textMax) return 'textTooLong';
  return null;
}

/** A reply as its form holds it. */
export interface ReplyInput {
  text?: string | null;
}

/** The first rule a reply breaks, or null: non-blank text within the comment's length limit (trimmed, like a comment). */
export function validateReplyInput({ text }: ReplyInput): ReplyInputError | null {
  if (typeof text !== 'string' || normalizeCommentText(text) === '') return 'replyTextRequired';
  if (commentLength(text) > REPLY_LIMITS.textMax) return 'replyTextTooLong';
  return null;
}

/**
 * Who may delete a reply (decision 039): its author, and the author of the review it answers, who hosts the thread.
 * Only the reply's author may edit it. The API decides with this; the web app uses it to offer Delete.
 */
export function mayDeleteReply(viewerId: string | null, replyAuthorId: string, reviewAuthorId: string): boolean {
  return viewerId !== null && (viewerId === replyAuthorId || viewerId === reviewAuthorId);
}
