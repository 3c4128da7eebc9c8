/** Comment and rating rules (product §5 Comment, §9): limits, error codes and their English messages. */

/** Limits of comments and ratings (product §9: 1–5 stars). */
export const COMMENT_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  /** Characters (code points) of the trimmed text; long enough for a review, short enough to stay readable. */
  textMax: 1000,
  /** Comments per page of a title's list, newest first. */
  pageSize: 20,
  /** The most a client may ask for in one page. */
  pageSizeMax: 50,
} as const;

/** Replies under a review (issue 24 §2): one level deep, their text by the comment's length rule. */
export const REPLY_LIMITS = {
  textMax: COMMENT_LIMITS.textMax,
  /** Replies per page of a thread, oldest first (a thread reads as a conversation). */
  pageSize: 20,
  pageSizeMax: 50,
} as const;

/**
 * Why a comment cannot be saved, in the order they are checked. The API answers with the same code, so the form
 * and the server show the same message.
 */
export const COMMENT_INPUT_ERRORS = ['ratingRequired', 'ratingInvalid', 'textRequired', 'textTooLong'] as const;
export type CommentInputError = (typeof COMMENT_INPUT_ERRORS)[number];

/** The form field each input error belongs to (the API names it in `field`). */
export const COMMENT_INPUT_ERROR_FIELD: Record<CommentInputError, 'rating' | 'text'> = {
  ratingRequired: 'rating',
  ratingInvalid: 'rating',
  textRequired: 'text',
  textTooLong: 'text',
};

/** Why a reply cannot be saved (the reply form and the API check the same). */
export const REPLY_INPUT_ERRORS = ['replyTextRequired', 'replyTextTooLong'] as const;
export type ReplyInputError = (typeof REPLY_INPUT_ERRORS)[number];

/** Failures of the comment endpoints beyond the input rules; each has a message in both locales. */
export const COMMENT_ERRORS = [
  'commentExists',
  'commentNotFound',
  'notYourComment',
  'titleNotFound',
  'submitFailed',
  'deleteFailed',
  // Likes and replies (issue 24 §2).
  'cannotLikeOwnComment',
  'replyToReply',
  'replyNotFound',
  'notYourReply',
  'replyDeleteForbidden',
  'likeFailed',
  'replyFailed',
  'replyDeleteFailed',
] as const;
export type CommentError = (typeof COMMENT_ERRORS)[number];

/** The English message of every comment error (the API sends these; the web app has them in en and tr). */
export const COMMENT_MESSAGES: Record<CommentInputError | ReplyInputError | CommentError, string> = {
  ratingRequired: `Select a rating from ${COMMENT_LIMITS.ratingMin} to ${COMMENT_LIMITS.ratingMax} stars.`,
  ratingInvalid: `The rating must be a whole number of stars from ${COMMENT_LIMITS.ratingMin} to ${COMMENT_LIMITS.ratingMax}.`,
  textRequired: 'Please write a comment.',
  textTooLong: `A comment can be at most ${COMMENT_LIMITS.textMax} characters long.`,
  commentExists: 'You have already commented on this title. Edit your comment instead.',
  commentNotFound: 'This comment no longer exists.',
  notYourComment: 'You can only change your own comments.',
  titleNotFound: 'Title not found.',
  // Product §8 alerts.
  submitFailed: 'Error when submitting comment',
  deleteFailed: 'Error when deleting comment',
  replyTextRequired: 'Please write a reply.',
  replyTextTooLong: `A reply can be at most ${REPLY_LIMITS.textMax} characters long.`,
  cannotLikeOwnComment: 'You cannot like your own review.',
  replyToReply: 'You can reply to a review, not to a reply.',
  replyNotFound: 'This reply no longer exists.',
  notYourReply: 'You can only change your own replies.',
  replyDeleteForbidden: "Only the reply's author or the review's author can delete a reply.",
  likeFailed: 'Error when liking the review',
  replyFailed: 'Error when sending the reply',
  replyDeleteFailed: 'Error when deleting the reply',
};

/** The average rating as the spec shows it: one decimal (product §9), or null when nobody rated yet. */
export function roundAverage(sum: number, count: number): number | null {
  // sum * 10 / count is exact at a half (both are integers), so 4.25 rounds up like a person would.
  return count === 0 ? null : Math.round((sum * 10) / count) / 10;
}
