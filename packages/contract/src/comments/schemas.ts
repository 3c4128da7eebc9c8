import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { reportBrokenRule } from '../http/broken-rules.js';
import { realtimeTitleRefSchema } from '../realtime/schemas.js';
import { COMMENT_INPUT_ERROR_FIELD, COMMENT_LIMITS, COMMENT_MESSAGES } from './rules.js';
import { normalizeCommentText, validateCommentInput } from './validators.js';

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
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

/** A comment as the HTTP answers give it to one viewer: `isMine` says whether Edit and Delete apply. */
export const titleCommentSchema = publicCommentSchema.extend({ isMine: z.boolean() });
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
 * what is stored: whole stars and trimmed text.
 */
export const commentBodySchema = z
  .object({
    rating: z.number().nullable().optional(),
    text: z.string().nullable().optional(),
  })
  .superRefine(
    reportBrokenRule(validateCommentInput, (code) => ({
      message: COMMENT_MESSAGES[code],
      field: COMMENT_INPUT_ERROR_FIELD[code],
    })),
  )
  // The rule above has made sure both are there.
  .transform(({ rating, text }) => ({ rating: rating as number, text: normalizeCommentText(text as string) }));
export type CommentBody = z.input<typeof commentBodySchema>;
/** A comment's rating and text as they are stored. */
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
