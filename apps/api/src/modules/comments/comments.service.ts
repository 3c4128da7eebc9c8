import {
  COMMENT_EVENTS,
  COMMENT_MESSAGES,
  type CommentDeleteResponse,
  type CommentsChangedEvent,
  type CommentWrite,
  type CommentWriteResponse,
  type RatingSummary,
  type TitleComment,
  type TitleCommentsResponse,
} from '@watchify/contract';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { InvalidatedCache, type InvalidationBus } from '../../lib/invalidated-cache.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { Realtime } from '../../realtime/realtime.js';
import {
  decodeCursor,
  encodeCursor,
  presentComment,
  presentPublicComment,
  presentSummary,
} from './comments.presenter.js';
import type { CommentRefusal, TitleKey, WrittenComment } from './comments.repository.js';
import * as repo from './comments.repository.js';

/** Where comment changes are announced and other instances' caches told (the realtime server). */
export type CommentAnnouncer = Pick<Realtime, 'toTitle'> & InvalidationBus;

/**
 * A title's pages of comments as everyone sees them, kept until the next comment write on the title (any
 * instance). The TTL bounds the one thing no comment write announces: an author's changed name or photo.
 */
const PAGE_CACHE = { name: 'comment-pages', maxGroups: 2_000, ttlMs: 60_000 };

/** One page of a title's comments for any reader; each reader's own marks are added per request. */
interface SharedPage {
  comments: TitleComment[];
  authorIds: string[];
  nextCursor: string | null;
  summary: RatingSummary;
  /** The page as every visitor sees it: one object for as long as the page is cached (its JSON is made once). */
  forVisitors: TitleCommentsResponse;
}

const titleGroup = (title: TitleKey) => `${title.mediaType}:${title.id}`;

const commentNotFound = () => new AppError(404, 'commentNotFound', COMMENT_MESSAGES.commentNotFound);
const notYourComment = () => new AppError(403, 'notYourComment', COMMENT_MESSAGES.notYourComment);
const commentExists = () => conflict('commentExists', COMMENT_MESSAGES.commentExists);
const titleNotFound = () => new AppError(404, 'titleNotFound', COMMENT_MESSAGES.titleNotFound);

/** The error a refused write answers: 403 for someone else's comment, 404 for one that does not exist. */
function refusalError(refusal: CommentRefusal, userId: string): AppError {
  switch (refusal.refused) {
    case 'titleNotFound':
      return titleNotFound();
    case 'commentExists':
      return commentExists();
    case 'notTheirs':
      return refusal.existing && refusal.existing.user_id !== userId ? notYourComment() : commentNotFound();
  }
}

/** The written comment, or the refusal's error. */
function written<T extends object>(result: T | CommentRefusal, userId: string): T {
  if ('refused' in result) throw refusalError(result, userId);
  return result;
}

/**
 * Ratings and comments (product §4 Comment, §5, §6): anyone reads a title's comments and average; a signed-in user
 * writes one comment per title and edits or deletes only their own. Every change is stored first, then announced
 * to everyone who has the title open.
 */
export class CommentsService {
  private readonly pages: InvalidatedCache<SharedPage>;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'write'>,
    private readonly announcer: CommentAnnouncer,
  ) {
    this.pages = new InvalidatedCache({ ...PAGE_CACHE, bus: announcer });
  }

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
    const shared = await this.pages.getOrLoad(titleGroup(title), `${cursor ?? ''}:${limit}`, async () => {
      const [rows, totals] = await Promise.all([
        repo.findTitleComments(this.database.db, title, limit, after),
        repo.ratingTotals(this.database.db, title),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const comments = page.map((row) => presentComment(row, null));
      const nextCursor = rows.length > limit && last ? encodeCursor(last) : null;
      const summary = presentSummary(totals);
      return {
        comments,
        authorIds: page.map((row) => row.user_id),
        nextCursor,
        summary,
        forVisitors: { comments, nextCursor, summary, mine: null, viewerId: null },
      };
    });
    const { nextCursor, summary } = shared;
    if (viewerId === null) return shared.forVisitors;
    const ownIndex = shared.authorIds.indexOf(viewerId);
    const comments =
      ownIndex === -1
        ? shared.comments
        : shared.comments.map((comment, index) => (index === ownIndex ? { ...comment, isMine: true } : comment));
    const mine = await this.viewersOwn(title, viewerId, shared, ownIndex);
    return { comments, nextCursor, summary, mine, viewerId };
  }

  /** The viewer's own comment on the title: on the page already, known absent (a first page with no more), or read. */
  private async viewersOwn(
    title: TitleKey,
    viewerId: string,
    shared: SharedPage,
    ownIndex: number,
  ): Promise<TitleComment | null> {
    const onPage = shared.comments[ownIndex];
    if (onPage) return { ...onPage, isMine: true };
    const wholeListShown = shared.nextCursor === null && shared.comments.length === shared.summary.count;
    if (wholeListShown) return null;
    const row = await repo.findUserComment(this.database.db, viewerId, title);
    return row ? presentComment(row, viewerId) : null;
  }

  /** Writes the user's comment on a title; a second one answers 409 (one comment per user per title). */
  async create(userId: string, title: TitleKey, input: CommentWrite): Promise<CommentWriteResponse> {
    const now = nowIso();
    const row = {
      id: newOrderedId(),
      user_id: userId,
      media_type: title.mediaType,
      title_id: title.id,
      rating: input.rating,
      text: input.text,
      created_at: now,
      updated_at: now,
    };
    return this.afterWrite('created', written(await repo.createComment(this.database, row), userId), userId);
  }

  /** Changes the rating and text of the user's own comment. */
  async update(userId: string, commentId: string, input: CommentWrite): Promise<CommentWriteResponse> {
    const changes = { ...input, updated_at: nowIso() };
    const result = await repo.updateComment(this.database, commentId, userId, changes);
    return this.afterWrite('updated', written(result, userId), userId);
  }

  /** Deletes the user's own comment; answers the title's new average. */
  async remove(userId: string, commentId: string): Promise<CommentDeleteResponse> {
    const { title, totals } = written(await repo.deleteComment(this.database, commentId, userId), userId);
    const summary = presentSummary(totals);
    this.announce({ type: 'deleted', title, commentId, summary });
    return { summary };
  }

  private afterWrite(
    type: 'created' | 'updated',
    { row, totals }: WrittenComment,
    userId: string,
  ): CommentWriteResponse {
    const summary = presentSummary(totals);
    this.announce({ type, title: repo.titleOf(row), comment: presentPublicComment(row), summary });
    return { comment: presentComment(row, userId), summary };
  }

  /** After a write has committed: the title's cached pages go (every instance), then its readers are told. */
  private announce(event: CommentsChangedEvent): void {
    this.pages.invalidate(titleGroup(event.title));
    this.announcer.toTitle(event.title, COMMENT_EVENTS.changed, event);
  }
}
