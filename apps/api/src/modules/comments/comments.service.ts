import crypto from 'node:crypto';
import {
  COMMENT_EVENTS,
  COMMENT_MESSAGES,
  type CommentBody,
  type CommentDeleteResponse,
  type CommentsChangedEvent,
  type CommentWriteResponse,
  normalizeCommentText,
  type RatingSummary,
  type TitleCommentsResponse,
  validateCommentInput,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { Realtime } from '../../realtime/realtime.js';
import { findExistingTitleIds, type MediaType } from '../catalog/catalog.repository.js';
import {
  decodeCursor,
  encodeCursor,
  presentComment,
  presentPublicComment,
  presentSummary,
} from './comments.presenter.js';
import type { CommentRow, TitleKey } from './comments.repository.js';
import * as repo from './comments.repository.js';

/** Where comment changes are announced (the realtime server; tests may pass a recorder). */
export type CommentAnnouncer = Pick<Realtime, 'toTitle'>;

const commentNotFound = () => new AppError(404, 'commentNotFound', COMMENT_MESSAGES.commentNotFound);
const notYourComment = () => new AppError(403, 'notYourComment', COMMENT_MESSAGES.notYourComment);
const titleNotFound = () => new AppError(404, 'titleNotFound', COMMENT_MESSAGES.titleNotFound);

const titleOf = (row: CommentRow): TitleKey => ({ mediaType: row.media_type as MediaType, id: row.title_id });

/**
 * Ratings and comments (spec §4 Comment, §5, §6): anyone reads a title's comments and average; a signed-in user
 * writes one comment per title and edits or deletes only their own. Every change is stored first, then announced
 * to everyone who has the title open.
 */
export class CommentsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly announcer: CommentAnnouncer,
  ) {}

  /** One page of a title's comments (newest first), the average, and the viewer's own comment. */
  async list(
    title: TitleKey,
    viewerId: string | null,
    { cursor, limit }: { cursor?: string; limit: number },
  ): Promise<TitleCommentsResponse> {
    const after = cursor === undefined ? null : decodeCursor(cursor);
    if (cursor !== undefined && after === null) {
      throw badRequest('invalidCursor', 'This page of comments does not exist. Please reload the comments.', 'cursor');
    }
    const [rows, totals, mine] = await Promise.all([
      repo.findTitleComments(this.db, title, limit, after),
      repo.ratingTotals(this.db, title),
      viewerId ? repo.findUserComment(this.db, viewerId, title) : undefined,
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      comments: page.map((row) => presentComment(row, viewerId)),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      summary: presentSummary(totals),
      mine: mine ? presentComment(mine, viewerId) : null,
      viewerId,
    };
  }

  /** Writes the user's comment on a title; a second one answers 409 (one comment per user per title). */
  async create(userId: string, title: TitleKey, body: CommentBody): Promise<CommentWriteResponse> {
    const input = assertInput(body);
    const known = await findExistingTitleIds(this.db, title.mediaType, [title.id]);
    if (!known.has(title.id)) throw titleNotFound();

    const now = nowIso();
    const id = crypto.randomUUID();
    const stored = await repo.insertCommentOnce(this.db, {
      id,
      user_id: userId,
      media_type: title.mediaType,
      title_id: title.id,
      rating: input.rating,
      text: input.text,
      created_at: now,
      updated_at: now,
    });
    if (!stored) throw conflict('commentExists', COMMENT_MESSAGES.commentExists);
    return this.afterWrite('created', id, userId);
  }

  /** Changes the rating and text of the user's own comment. */
  async update(userId: string, commentId: string, body: CommentBody): Promise<CommentWriteResponse> {
    const input = assertInput(body);
    await this.ownComment(userId, commentId);
    const changed = await repo.updateUserComment(this.db, commentId, userId, { ...input, updated_at: nowIso() });
    // Deleted (in another tab) between the check and the write.
    if (!changed) throw commentNotFound();
    return this.afterWrite('updated', commentId, userId);
  }

  /** Deletes the user's own comment; answers the title's new average. */
  async remove(userId: string, commentId: string): Promise<CommentDeleteResponse> {
    const row = await this.ownComment(userId, commentId);
    if (!(await repo.deleteUserComment(this.db, commentId, userId))) throw commentNotFound();
    const title = titleOf(row);
    const summary = await this.summary(title);
    this.announce({ type: 'deleted', title, commentId, summary });
    return { summary };
  }

  /** The comment, if it exists and `userId` wrote it: 404 when it does not exist, 403 when it is someone else's. */
  private async ownComment(userId: string, commentId: string): Promise<CommentRow> {
    const row = await repo.findCommentById(this.db, commentId);
    if (!row) throw commentNotFound();
    if (row.user_id !== userId) throw notYourComment();
    return row;
  }

  private async afterWrite(
    type: 'created' | 'updated',
    commentId: string,
    userId: string,
  ): Promise<CommentWriteResponse> {
    const row = await repo.findCommentById(this.db, commentId);
    if (!row) throw commentNotFound();
    const title = titleOf(row);
    const summary = await this.summary(title);
    this.announce({ type, title, comment: presentPublicComment(row), summary });
    return { comment: presentComment(row, userId), summary };
  }

  private async summary(title: TitleKey): Promise<RatingSummary> {
    return presentSummary(await repo.ratingTotals(this.db, title));
  }

  private announce(event: CommentsChangedEvent): void {
    this.announcer.toTitle(event.title, COMMENT_EVENTS.changed, event);
  }
}

/** The input as it is stored (trimmed text), or a 400 with the rule's message (spec §5 Comment). */
function assertInput(body: CommentBody): { rating: number; text: string } {
  const failure = validateCommentInput(body);
  if (failure) throw badRequest(failure, COMMENT_MESSAGES[failure], failure.startsWith('rating') ? 'rating' : 'text');
  return { rating: body.rating as number, text: normalizeCommentText(body.text as string) };
}
