import {
  COMMENT_EVENTS,
  COMMENT_MESSAGES,
  type CommentDeleteResponse,
  type CommentLikeResponse,
  type CommentLikesChangedEvent,
  type CommentRepliesChangedEvent,
  type CommentRepliesResponse,
  type CommentsChangedEvent,
  type CommentWrite,
  type CommentWriteResponse,
  mayDeleteReply,
  type RatingSummary,
  type ReplyDeleteResponse,
  type ReplyWrite,
  type ReplyWriteResponse,
  type TitleComment,
  type TitleCommentsResponse,
} from '@watchify/contract';
import type { Insertable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CommentsTable } from '../../db/types.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { InvalidatedCache, type InvalidationBus } from '../../lib/invalidated-cache.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { ActivityService } from '../activity/activity.service.js';
import { titleSnapshotQuery } from '../catalog/catalog.queries.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import {
  decodeCursor,
  encodeCursor,
  presentComment,
  presentPublicComment,
  presentPublicReply,
  presentReply,
  presentSummary,
} from './comments.presenter.js';
import type { CommentPosition, CommentRefusal, ReviewHead, TitleKey, WrittenComment } from './comments.repository.js';
import * as repo from './comments.repository.js';

/** Where comment changes are announced and other instances' caches told (the realtime server). */
export type CommentAnnouncer = Pick<Realtime, 'toTitle'> & InvalidationBus;

/**
 * A title's pages of comments as everyone sees them, kept until the next comment write on the title (any
 * instance). The TTL bounds the one thing no comment write announces: an author's changed name or photo.
 */
const PAGE_CACHE = { name: 'comment-pages', maxGroups: 2_000, ttlMs: 60_000 };

/** One page of a title's comments for any reader; each reader's own marks (mine, liked) are added per request. */
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
const cannotLikeOwnComment = () => forbidden(COMMENT_MESSAGES.cannotLikeOwnComment, 'cannotLikeOwnComment');
const replyToReply = () => badRequest('replyToReply', COMMENT_MESSAGES.replyToReply);
const replyNotFound = () => new AppError(404, 'replyNotFound', COMMENT_MESSAGES.replyNotFound);
const notYourReply = () => forbidden(COMMENT_MESSAGES.notYourReply, 'notYourReply');
const replyDeleteForbidden = () => forbidden(COMMENT_MESSAGES.replyDeleteForbidden, 'replyDeleteForbidden');
const invalidCursor = (what: string) =>
  badRequest('invalidCursor', `This page of ${what} does not exist. Please reload the ${what}.`, 'cursor');

/** The position a page cursor names: none for the first page; a cursor that is not one of ours is a 400. */
function positionOf(cursor: string | undefined, what: string): CommentPosition | null {
  if (cursor === undefined) return null;
  const position = decodeCursor(cursor);
  if (position === null) throw invalidCursor(what);
  return position;
}

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

/** A review, like or reply stands whether or not its feed entry or notification went out (those log their own). */
const ignoreNoticeFailure = () => {};

/** A rating or review an import brings (decision 044); ratings of a title come before its reviews, newest review first. */
export interface ImportedRating {
  title: TitleKey;
  /** Our 1–5 stars, and the source's own value; null: a review that carries no rating. */
  stars: number | null;
  source: { value: number; scale: number } | null;
  review: { text: string; spoiler: boolean } | null;
  /** When it was rated or written (the comment's time). */
  at: string;
}

/** What one imported rating did; `replaced` is what an "imported wins" import overwrote (undo puts it back). */
export type ImportedRatingOutcome =
  | { state: 'imported'; commentId: string; replaced: repo.ImportedCommentChanges | null }
  | { state: 'existing' | 'skipped' }
  /** An older review of a title that has a newer one: its words belong on a play. */
  | { state: 'olderReview' };

/** One of the user's own ratings, as their export names it. */
export interface OwnRating {
  mediaType: 'movie' | 'tv';
  id: number;
  /** 1–5 stars. */
  rating: number;
  sourceRating: { value: number; scale: 5 | 10 } | null;
  /** Null when the comment has no words (a rating alone). */
  review: string | null;
  spoiler: boolean;
  ratedAt: string;
}

/**
 * Ratings and comments (product §4 Comment, §5, §6): anyone reads a title's comments and average; a signed-in user
 * writes one comment per title and edits or deletes only their own. A comment is a review that others like and
 * answer with replies (decision 039). Every change is stored first, then announced to everyone who has the title open.
 */
export class CommentsService {
  private readonly pages: InvalidatedCache<SharedPage>;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'write'>,
    private readonly announcer: CommentAnnouncer,
    private readonly notifications: Pick<NotificationsService, 'notify'>,
    private readonly activity: Pick<ActivityService, 'record' | 'reviseReview'>,
  ) {
    this.pages = new InvalidatedCache({ ...PAGE_CACHE, bus: announcer });
  }

  /**
   * Every rating the user gave, with its review's words and the value an import brought on its own scale (their
   * export). One per title, so an account holds at most as many as the catalog has titles.
   */
  async ownRatings(userId: string): Promise<OwnRating[]> {
    const rows = await repo.findRatingsOfUser(this.database.db, userId);
    return rows.map((row) => ({
      mediaType: row.media_type as OwnRating['mediaType'],
      id: row.title_id,
      rating: row.rating,
      sourceRating:
        row.source_rating !== null && (row.source_scale === 5 || row.source_scale === 10)
          ? { value: row.source_rating, scale: row.source_scale }
          : null,
      review: row.text.trim() === '' ? null : row.text,
      spoiler: row.spoiler === 1,
      ratedAt: row.updated_at,
    }));
  }

  /** One page of a title's comments (newest first), the average, and the viewer's own comment. */
  async list(
    title: TitleKey,
    viewerId: string | null,
    { cursor, limit }: { cursor?: string; limit: number },
  ): Promise<TitleCommentsResponse> {
    const after = positionOf(cursor, 'comments');
    const shared = await this.pages.getOrLoad(titleGroup(title), `${cursor ?? ''}:${limit}`, async () => {
      const [rows, totals] = await Promise.all([
        repo.findTitleComments(this.database.db, title, limit, after),
        repo.ratingTotals(this.database.db, title),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const comments = page.map((row) => presentComment(row, null));
      const nextCursor =
        rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.comment_id }) : null;
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
    const [liked, mine] = await Promise.all([
      this.likedOnPage(viewerId, shared.comments),
      this.viewersOwn(title, viewerId, shared, ownIndex),
    ]);
    const comments =
      ownIndex === -1 && liked.size === 0
        ? shared.comments
        : shared.comments.map((comment, index) =>
            index === ownIndex || liked.has(comment.id)
              ? { ...comment, isMine: index === ownIndex, likedByMe: liked.has(comment.id) }
              : comment,
          );
    return { comments, nextCursor, summary, mine, viewerId };
  }

  /** Which comments of the page the viewer likes: one query for the page, none when nobody liked any of them. */
  private async likedOnPage(viewerId: string, comments: TitleComment[]): Promise<Set<string>> {
    const likedByAnyone = comments.filter((comment) => comment.likeCount > 0).map((comment) => comment.id);
    return repo.likedAmong(this.database.db, viewerId, likedByAnyone);
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
      spoiler: input.spoiler ? 1 : 0,
      created_at: now,
      updated_at: now,
    };
    const answer = this.afterWrite('created', written(await repo.createComment(this.database, row), userId), userId);
    void this.recordReview(userId, title, input).catch(ignoreNoticeFailure);
    return answer;
  }

  /** A new review in the author's friends' feeds (a spoiler's words behind "Show spoiler" there too). */
  private async recordReview(userId: string, key: TitleKey, input: CommentWrite): Promise<void> {
    const snapshot = await titleSnapshotQuery(this.database.db, key).executeTakeFirst();
    if (!snapshot) return;
    await this.activity.record({
      actorId: userId,
      type: 'reviewed',
      title: { ...key, title: snapshot.title, posterPath: snapshot.poster_path, year: snapshot.year },
      rating: input.rating,
      text: input.text,
      spoiler: input.spoiler === true,
    });
  }

  /** The review's author hears of a like or a reply: one notification per review and kind while unread. */
  private async notifyAuthor(review: ReviewHead, actorId: string, type: 'reviewLiked' | 'reviewReplied') {
    const title = repo.titleOf(review);
    const snapshot = await titleSnapshotQuery(this.database.db, title).executeTakeFirst();
    await this.notifications.notify({
      userId: review.user_id,
      type,
      actorId,
      subject: snapshot?.title ?? null,
      link: `/title/${title.mediaType}/${title.id}`,
      groupKey: `${type}:${review.id}`,
    });
  }

  /**
   * Sets the user's rating of a title from elsewhere (a media server), keeping their words; without a comment it makes
   * one without words, as an imported rating does. Not news: no feed entry for a rating alone.
   */
  async rate(userId: string, title: TitleKey, stars: number): Promise<void> {
    const [current] = await repo.findUserCommentsOn(this.database.db, userId, [title]);
    if (current) {
      if (current.rating !== stars) await this.update(userId, current.id, { rating: stars, text: current.text });
      return;
    }
    const now = nowIso();
    const row = {
      id: newOrderedId(),
      user_id: userId,
      media_type: title.mediaType,
      title_id: title.id,
      rating: stars,
      text: '',
      spoiler: 0,
      created_at: now,
      updated_at: now,
    };
    this.afterWrite('created', written(await repo.createComment(this.database, row), userId), userId);
  }

  /** Changes the rating, text and (when given) spoiler flag of the user's own comment. */
  async update(userId: string, commentId: string, input: CommentWrite): Promise<CommentWriteResponse> {
    const spoiler = input.spoiler === undefined ? null : input.spoiler ? 1 : 0;
    const changes = { rating: input.rating, text: input.text, spoiler, updated_at: nowIso() };
    const { row, totals } = written(await repo.updateComment(this.database, commentId, userId, changes), userId);
    void this.activity.reviseReview(userId, repo.titleOf(row), {
      rating: row.rating,
      text: row.text,
      spoiler: row.spoiler === 1,
    });
    return this.afterWrite('updated', { row, totals }, userId);
  }

  /**
   * Stores an import's ratings and reviews, in one write. A title's first rating or review in the import makes or
   * fills its comment (a rating alone is a comment without words); the user's own comment is kept unless the import
   * wins. Imported reviews are not news: no activity, no notifications.
   */
  async importRatings(
    userId: string,
    importId: string,
    items: readonly ImportedRating[],
    policy: 'keepMine' | 'importedWins',
  ): Promise<ImportedRatingOutcome[]> {
    const comments = new Map<string, repo.ImportableComment>();
    for (const row of await repo.findUserCommentsOn(
      this.database.db,
      userId,
      items.map((i) => i.title),
    )) {
      comments.set(titleGroup(repo.titleOf(row)), row);
    }
    const now = nowIso();
    const inserts = new Map<string, Insertable<CommentsTable>>();
    const updates = new Map<string, repo.ImportedCommentChanges>();
    const outcomes = items.map((item): ImportedRatingOutcome => {
      const group = titleGroup(item.title);
      const current = comments.get(group);
      const source = { source_rating: item.source?.value ?? null, source_scale: item.source?.scale ?? null };
      if (!current) {
        if (item.stars === null) return { state: 'olderReview' };
        const row = {
          id: newOrderedId(),
          user_id: userId,
          media_type: item.title.mediaType,
          title_id: item.title.id,
          rating: item.stars,
          text: item.review?.text ?? '',
          spoiler: item.review?.spoiler ? 1 : 0,
          ...source,
          import_id: importId,
          created_at: item.at,
          updated_at: now,
        };
        inserts.set(row.id, row);
        comments.set(group, row);
        return { state: 'imported', commentId: row.id, replaced: null };
      }
      const ours = current.import_id === importId;
      const changes: repo.ImportedCommentChanges = { updated_at: now };
      if (item.stars !== null && (item.stars !== current.rating || item.source?.value !== current.source_rating)) {
        Object.assign(changes, { rating: item.stars, ...source });
      }
      if (item.review) {
        // Reviews come newest first: a comment with words from this import already holds a newer one.
        if (ours && current.text !== '') return { state: 'olderReview' };
        if (item.review.text !== current.text) {
          Object.assign(changes, { text: item.review.text, spoiler: item.review.spoiler ? 1 : 0, created_at: item.at });
        }
      }
      if (Object.keys(changes).length === 1) return { state: 'existing' };
      if (!ours && policy === 'keepMine') return { state: 'skipped' };
      const replaced: repo.ImportedCommentChanges | null = ours
        ? null
        : {
            rating: current.rating,
            text: current.text,
            spoiler: current.spoiler,
            source_rating: current.source_rating,
            source_scale: current.source_scale,
            updated_at: now,
          };
      Object.assign(current, changes);
      const pending = inserts.get(current.id);
      if (pending) Object.assign(pending, changes);
      else updates.set(current.id, { ...updates.get(current.id), ...changes });
      return { state: 'imported', commentId: current.id, replaced };
    });
    await repo.writeImportedComments(
      this.database,
      [...inserts.values()],
      [...updates].map(([id, changes]) => ({ id, changes })),
    );
    for (const item of items) this.pages.invalidate(titleGroup(item.title));
    return outcomes;
  }

  /** Undoes an import: puts back the comments it overwrote (`restores`, the first overwrite of each), removes its own. */
  async undoImport(
    userId: string,
    importId: string,
    restores: readonly { commentId: string; replaced: repo.ImportedCommentChanges }[],
  ): Promise<void> {
    const titles = await repo.undoImportedComments(
      this.database,
      userId,
      importId,
      restores.map((r) => ({ id: r.commentId, changes: r.replaced })),
    );
    for (const title of titles) this.pages.invalidate(titleGroup(title));
  }

  /** Deletes the user's own comment; answers the title's new average. */
  async remove(userId: string, commentId: string): Promise<CommentDeleteResponse> {
    const { title, totals } = written(await repo.deleteComment(this.database, commentId, userId), userId);
    void this.activity.reviseReview(userId, title, null);
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

  /** Puts the user's like on someone else's review (liking twice keeps one); answers the review's count. */
  like(userId: string, commentId: string): Promise<CommentLikeResponse> {
    return this.setLike(userId, commentId, true);
  }

  /** Takes the user's like off a review (nothing to take off is no error); answers the review's count. */
  unlike(userId: string, commentId: string): Promise<CommentLikeResponse> {
    return this.setLike(userId, commentId, false);
  }

  private async setLike(userId: string, commentId: string, liked: boolean): Promise<CommentLikeResponse> {
    const review = await repo.findReviewHead(this.database.db, commentId);
    if (!review) throw commentNotFound();
    // A like says someone else found the review worth reading; one's own would only inflate the count.
    if (review.user_id === userId) throw cannotLikeOwnComment();
    const result = await repo.setLike(this.database, { commentId, userId, at: nowIso() }, liked);
    if (!result) throw commentNotFound();
    if (result.changed) {
      const title = repo.titleOf(review);
      this.pages.invalidate(titleGroup(title));
      const event: CommentLikesChangedEvent = { title, commentId, likeCount: result.likeCount };
      this.announcer.toTitle(title, COMMENT_EVENTS.likes, event);
      if (liked) void this.notifyAuthor(review, userId, 'reviewLiked').catch(ignoreNoticeFailure);
    }
    return { commentId, likeCount: result.likeCount, likedByMe: liked };
  }

  /** The review a reply is written to or read from; a reply's id is a reply to a reply (400), anything else 404. */
  private async reviewToAnswer(commentId: string): Promise<ReviewHead> {
    const review = await repo.findReviewHead(this.database.db, commentId);
    if (review) return review;
    throw (await repo.replyExists(this.database.db, commentId)) ? replyToReply() : commentNotFound();
  }

  /** One page of a review's replies, oldest first (anyone may read them). */
  async replies(
    commentId: string,
    viewerId: string | null,
    { cursor, limit }: { cursor?: string; limit: number },
  ): Promise<CommentRepliesResponse> {
    const after = positionOf(cursor, 'replies');
    const review = await this.reviewToAnswer(commentId);
    const rows = await repo.findReplies(this.database.db, commentId, limit, after);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      replies: page.map((row) => presentReply(row, viewerId)),
      nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.reply_id }) : null,
      replyCount: review.reply_count,
    };
  }

  /** Writes the user's reply under a review (one level: a reply cannot be answered). */
  async reply(userId: string, commentId: string, input: ReplyWrite): Promise<ReplyWriteResponse> {
    const review = await this.reviewToAnswer(commentId);
    const now = nowIso();
    const row = await repo.createReply(this.database, {
      id: newOrderedId(),
      comment_id: commentId,
      user_id: userId,
      text: input.text,
      created_at: now,
      updated_at: now,
    });
    if (!row) throw commentNotFound();
    const title = repo.titleOf(row);
    // The reviews' pages carry reply counts.
    this.pages.invalidate(titleGroup(title));
    this.announceReplies({ type: 'created', title, reply: presentPublicReply(row), replyCount: row.reply_count });
    void this.notifyAuthor(review, userId, 'reviewReplied').catch(ignoreNoticeFailure);
    return { reply: presentReply(row, userId), replyCount: row.reply_count };
  }

  /** Changes the text of the user's own reply. */
  async editReply(userId: string, replyId: string, input: ReplyWrite): Promise<ReplyWriteResponse> {
    const existing = await repo.findReplyById(this.database.db, replyId);
    if (!existing) throw replyNotFound();
    if (existing.user_id !== userId) throw notYourReply();
    const row = await repo.updateReply(this.database, { id: replyId, text: input.text, at: nowIso() });
    if (!row) throw replyNotFound();
    this.announceReplies({ type: 'updated', title: repo.titleOf(row), reply: presentPublicReply(row) });
    return { reply: presentReply(row, userId), replyCount: row.reply_count };
  }

  /** Deletes a reply: its author may, and so may the author of the review it answers (`mayDeleteReply`). */
  async deleteReply(userId: string, replyId: string): Promise<ReplyDeleteResponse> {
    const existing = await repo.findReplyById(this.database.db, replyId);
    if (!existing) throw replyNotFound();
    if (!mayDeleteReply(userId, existing.user_id, existing.review_author_id)) throw replyDeleteForbidden();
    const commentId = existing.comment_id;
    const result = await repo.deleteReply(this.database, { id: replyId, commentId });
    if (!result) throw replyNotFound();
    const title = repo.titleOf(existing);
    this.pages.invalidate(titleGroup(title));
    this.announceReplies({ type: 'deleted', title, commentId, replyId, replyCount: result.replyCount });
    return { commentId, replyCount: result.replyCount };
  }

  private announceReplies(event: CommentRepliesChangedEvent): void {
    this.announcer.toTitle(event.title, COMMENT_EVENTS.replies, event);
  }
}
