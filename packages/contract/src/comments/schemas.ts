import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { reportBrokenRule } from '../http/broken-rules.js';
import { realtimeTitleRefSchema } from '../realtime/schemas.js';
import { COMMENT_INPUT_ERROR_FIELD, COMMENT_LIMITS, COMMENT_MESSAGES, REPLY_LIMITS } from './rules.js';
import { normalizeCommentText, validateCommentInput, validateReplyInput } from './validators.js';

/** `/api/comments/:commentId` (edit and delete one's own comment). */
export const commentIdParamsSchema = z.object({ commentId: z.string().min(1).max(100) });

/** GET `/api/titles/:mediaType/:id/comments`: one page, newest first; `cursor` is the previous page's `nextCursor`. */
export const commentsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(COMMENT_LIMITS.pageSizeMax).optional().default(COMMENT_LIMITS.pageSize),
});
export type CommentsQuery = z.input<typeof commentsQuerySchema>;

/** A comment as everyone sees it (product §3 Comment): the author as a user summary, never their e-mail. */
export const publicCommentSchema = z.object({
  id: z.string(),
  author: userSummarySchema,
  /** Whole stars, 1–5. */
  rating: z.number().int().min(COMMENT_LIMITS.ratingMin).max(COMMENT_LIMITS.ratingMax),
  /** Plain text, trimmed; shown as text, never as HTML. */
  text: z.string(),
  createdAt: z.string(),
  /** Equals `createdAt` until the author edits the comment. */
  updatedAt: z.string(),
  /** The author marked the text as a spoiler: it stays hidden until the reader asks to see it. */
  spoiler: z.boolean(),
  /** How many people like the review. */
  likeCount: z.number().int().min(0),
  /** How many replies are threaded under it. */
  replyCount: z.number().int().min(0),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

/**
 * A comment as the HTTP answers give it to one viewer: `isMine` says whether Edit and Delete apply (and Like does
 * not), `likedByMe` whether the viewer's like is on it (always false for a visitor).
 */
export const titleCommentSchema = publicCommentSchema.extend({ isMine: z.boolean(), likedByMe: z.boolean() });
export type TitleComment = z.infer<typeof titleCommentSchema>;

/** The title's average user rating: one decimal out of 5 (product §9), null while nobody rated it. */
export const ratingSummarySchema = z.object({
  average: z.number().min(0).max(COMMENT_LIMITS.ratingMax).nullable(),
  count: z.number().int().min(0),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const titleCommentsResponseSchema = z.object({
  comments: z.array(titleCommentSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  summary: ratingSummarySchema,
  /** The viewer's own comment on this title (wherever it is in the list), null for visitors and non-authors. */
  mine: titleCommentSchema.nullable(),
  /** Who the answer was made for (null for a visitor): live events are matched against it to mark own comments. */
  viewerId: z.string().nullable(),
});
export type TitleCommentsResponse = z.infer<typeof titleCommentsResponseSchema>;

/**
 * Create or update a comment. The fields are loose so that a missing rating or blank text is answered with the
 * rule's own code and message (`validateCommentInput`, product §5 Comment) rather than a schema error. Parsed, it is
 * what is stored: whole stars and trimmed text. `spoiler` left out means "not a spoiler" for a new comment and
 * "as it was" for an edit, so a client that only changes the stars (the play log form) keeps the author's flag.
 */
export const commentBodySchema = z
  .object({
    rating: z.number().nullable().optional(),
    text: z.string().nullable().optional(),
    spoiler: z.boolean().optional(),
  })
  .superRefine(
    reportBrokenRule(validateCommentInput, (code) => ({
      message: COMMENT_MESSAGES[code],
      field: COMMENT_INPUT_ERROR_FIELD[code],
    })),
  )
  // The rule above has made sure both are there.
  .transform(({ rating, text, spoiler }): { rating: number; text: string; spoiler?: boolean | undefined } => ({
    rating: rating as number,
    text: normalizeCommentText(text as string),
    spoiler,
  }));
export type CommentBody = z.input<typeof commentBodySchema>;
/** A comment's rating, text and spoiler flag as they are stored (the flag undefined: unchanged / not a spoiler). */
export type CommentWrite = z.output<typeof commentBodySchema>;

/** Answer to a create (201) or update (200). */
export const commentWriteResponseSchema = z.object({ comment: titleCommentSchema, summary: ratingSummarySchema });
export type CommentWriteResponse = z.infer<typeof commentWriteResponseSchema>;

/** Answer to a delete. */
export const commentDeleteResponseSchema = z.object({ summary: ratingSummarySchema });
export type CommentDeleteResponse = z.infer<typeof commentDeleteResponseSchema>;

const changeBase = { title: realtimeTitleRefSchema, summary: ratingSummarySchema };

/**
 * Payload of `comments:changed`. Sent after the change is stored; a client merges it by comment id (so one
 * received twice changes nothing) and refetches after a reconnect (so one missed is never a lost comment).
 */
export const commentsChangedEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('created'), comment: publicCommentSchema, ...changeBase }),
  z.object({ type: z.literal('updated'), comment: publicCommentSchema, ...changeBase }),
  z.object({ type: z.literal('deleted'), commentId: z.string(), ...changeBase }),
]);
export type CommentsChangedEvent = z.infer<typeof commentsChangedEventSchema>;

/** Answer to a like or unlike: the review's count after it and whether the caller's like is on it. */
export const commentLikeResponseSchema = z.object({
  commentId: z.string(),
  likeCount: z.number().int().min(0),
  likedByMe: z.boolean(),
});
export type CommentLikeResponse = z.infer<typeof commentLikeResponseSchema>;

/** Payload of `comments:likes`: a review's new like count, sent to the title's room (nobody learns who liked). */
export const commentLikesChangedEventSchema = z.object({
  title: realtimeTitleRefSchema,
  commentId: z.string(),
  likeCount: z.number().int().min(0),
});
export type CommentLikesChangedEvent = z.infer<typeof commentLikesChangedEventSchema>;

/** `/api/replies/:replyId` (edit and delete one reply). */
export const replyIdParamsSchema = z.object({ replyId: z.string().min(1).max(100) });

/** GET `/api/comments/:commentId/replies`: one page of the thread, oldest first. */
export const repliesQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(REPLY_LIMITS.pageSizeMax).optional().default(REPLY_LIMITS.pageSize),
});
export type RepliesQuery = z.input<typeof repliesQuerySchema>;

/** A reply as everyone sees it: under which review, by whom (never their e-mail), plain text, when. */
export const publicReplySchema = z.object({
  id: z.string(),
  /** The review it answers (replies are one level deep). */
  commentId: z.string(),
  author: userSummarySchema,
  text: z.string(),
  createdAt: z.string(),
  /** Equals `createdAt` until the author edits the reply. */
  updatedAt: z.string(),
});
export type PublicReply = z.infer<typeof publicReplySchema>;

/** A reply for one viewer: `isMine` offers Edit and Delete, `canDelete` Delete (`mayDeleteReply`). */
export const commentReplySchema = publicReplySchema.extend({ isMine: z.boolean(), canDelete: z.boolean() });
export type CommentReply = z.infer<typeof commentReplySchema>;

export const commentRepliesResponseSchema = z.object({
  replies: z.array(commentReplySchema),
  /** Pass as `cursor` for the next (newer) page; null on the last page. */
  nextCursor: z.string().nullable(),
  replyCount: z.number().int().min(0),
});
export type CommentRepliesResponse = z.infer<typeof commentRepliesResponseSchema>;

/** Write or edit a reply: loose like the comment body, so a blank text is answered with the rule's own code. */
export const replyBodySchema = z
  .object({ text: z.string().nullable().optional() })
  .superRefine(reportBrokenRule(validateReplyInput, (code) => ({ message: COMMENT_MESSAGES[code], field: 'text' })))
  .transform(({ text }) => ({ text: normalizeCommentText(text as string) }));
export type ReplyBody = z.input<typeof replyBodySchema>;
/** A reply's text as it is stored. */
export type ReplyWrite = z.output<typeof replyBodySchema>;

/** Answer to a reply written (201) or edited (200), with the review's reply count. */
export const replyWriteResponseSchema = z.object({ reply: commentReplySchema, replyCount: z.number().int().min(0) });
export type ReplyWriteResponse = z.infer<typeof replyWriteResponseSchema>;

/** Answer to a reply deleted. */
export const replyDeleteResponseSchema = z.object({ commentId: z.string(), replyCount: z.number().int().min(0) });
export type ReplyDeleteResponse = z.infer<typeof replyDeleteResponseSchema>;

/**
 * Payload of `comments:replies`, sent to the title's room after the change is stored. Merged by reply id, like
 * comments; the review's reply count comes with every change that moves it.
 */
export const commentRepliesChangedEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('created'),
    title: realtimeTitleRefSchema,
    reply: publicReplySchema,
    replyCount: z.number().int().min(0),
  }),
  z.object({ type: z.literal('updated'), title: realtimeTitleRefSchema, reply: publicReplySchema }),
  z.object({
    type: z.literal('deleted'),
    title: realtimeTitleRefSchema,
    commentId: z.string(),
    replyId: z.string(),
    replyCount: z.number().int().min(0),
  }),
]);
export type CommentRepliesChangedEvent = z.infer<typeof commentRepliesChangedEventSchema>;
