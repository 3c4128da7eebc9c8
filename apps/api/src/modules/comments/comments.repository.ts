import type { MediaType } from '@watchify/contract';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { CommentRepliesTable, CommentsTable, Database } from '../../db/types.js';
import { chunk } from '../../lib/chunk.js';
import { idsByType, type TitleKey, titleExists } from '../catalog/catalog.queries.js';
import { type UserSummaryRow, userSummaryColumns } from '../users/users.queries.js';

type Db = Kysely<Database>;
/** What the writes below need of the database: they run as one atomic write each. */
type Writer = Pick<DatabaseHandle, 'write'>;

export type { TitleKey };

/** A comment with its author's summary columns (the comment's own id and times are prefixed to stay apart). */
export interface CommentRow extends UserSummaryRow {
  comment_id: string;
  user_id: string;
  media_type: string;
  title_id: number;
  rating: number;
  text: string;
  created_at: string;
  comment_updated_at: string;
  /** 0/1. */
  spoiler: number;
  like_count: number;
  reply_count: number;
}

/** The title a comment is on. */
export const titleOf = (row: Pick<CommentRow, 'media_type' | 'title_id'>): TitleKey => ({
  mediaType: row.media_type as MediaType,
  id: row.title_id,
});

/**
 * Where the previous page ended: a title's comments are ordered by (created_at, id) descending, a review's replies
 * by the same pair ascending.
 */
export interface CommentPosition {
  createdAt: string;
  id: string;
}

function selectWithAuthor(db: Db) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .innerJoin('profiles', 'profiles.user_id', 'comments.user_id')
    .select([
      'comments.id as comment_id',
      'comments.user_id',
      'comments.media_type',
      'comments.title_id',
      'comments.rating',
      'comments.text',
      'comments.created_at',
      'comments.updated_at as comment_updated_at',
      'comments.spoiler',
      // Kept in the row by triggers (migration …20261128000200): a page's counts come with it, no query per review.
      'comments.like_count',
      'comments.reply_count',
      ...userSummaryColumns,
    ]);
}

/**
 * One page of a title's comments, newest first, starting after `after`. Reads one row more than `limit`, so the
 * caller knows whether an older page exists. Served by the (media_type, title_id, created_at) index.
 */
export async function findTitleComments(
  db: Db,
  title: TitleKey,
  limit: number,
  after: CommentPosition | null,
): Promise<CommentRow[]> {
  let query = selectWithAuthor(db)
    .where('comments.media_type', '=', title.mediaType)
    .where('comments.title_id', '=', title.id);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('comments.created_at', '<', after.createdAt),
        eb.and([eb('comments.created_at', '=', after.createdAt), eb('comments.id', '<', after.id)]),
      ]),
    );
  }
  return query
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The user's comment on a title, if they wrote one (there is at most one). */
export async function findUserComment(db: Db, userId: string, title: TitleKey): Promise<CommentRow | undefined> {
  return selectWithAuthor(db)
    .where('comments.user_id', '=', userId)
    .where('comments.media_type', '=', title.mediaType)
    .where('comments.title_id', '=', title.id)
    .executeTakeFirst();
}

/** What a user's export keeps of one of their comments. */
export interface OwnRatingRow {
  media_type: string;
  title_id: number;
  rating: number;
  source_rating: number | null;
  source_scale: number | null;
  text: string;
  spoiler: number;
  updated_at: string;
}

/** Every comment of the user (one per title at most), oldest first. */
export async function findRatingsOfUser(db: Db, userId: string): Promise<OwnRatingRow[]> {
  return db
    .selectFrom('comments')
    .select(['media_type', 'title_id', 'rating', 'source_rating', 'source_scale', 'text', 'spoiler', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

// The queries of comment writes are prepared (db/prepared-query.ts): they run on every write.
const selectCommentById = preparedQuery((db, comment: { id: string }) =>
  selectWithAuthor(db).where('comments.id', '=', comment.id),
);

export async function findCommentById(db: Db, commentId: string): Promise<CommentRow | undefined> {
  return (await selectCommentById(db, { id: commentId })).rows[0];
}

/** Sum and number of a title's ratings. */
export interface RatingTotals {
  sum: number;
  count: number;
}

/** A title without a totals row: nobody has commented on it. */
const NO_RATINGS: Readonly<RatingTotals> = Object.freeze({ sum: 0, count: 0 });

/**
 * The title's rating totals (the average is computed from them, so rounding happens once); 0/0 without comments.
 * They are one row per title, which triggers on `comments` keep (migration …20261126000100), so reading them costs
 * the same for a title with thousands of comments as for one with two.
 */
export async function ratingTotals(db: Db, title: TitleKey): Promise<RatingTotals> {
  return (await selectRatingTotals(db, { mediaType: title.mediaType, id: title.id })).rows[0] ?? NO_RATINGS;
}

const selectRatingTotals = preparedQuery((db, title: { mediaType: MediaType; id: number }) =>
  db
    .selectFrom('title_rating_totals')
    .select(['rating_sum as sum', 'rating_count as count'])
    .where('media_type', '=', title.mediaType)
    .where('title_id', '=', title.id),
);

/**
 * Stores a new comment unless the user already has one on the title. The unique key decides, so two requests
 * racing (a double click, two tabs) store exactly one; returns whether this one was stored.
 */
async function insertCommentOnce(db: Db, row: Insertable<CommentsTable>): Promise<boolean> {
  return (await insertComment(db, row)).rows.length > 0;
}

const insertComment = preparedQuery((db, row: Insertable<CommentsTable>) =>
  db
    .insertInto('comments')
    .values({
      id: row.id,
      user_id: row.user_id,
      media_type: row.media_type,
      title_id: row.title_id,
      rating: row.rating,
      text: row.text,
      spoiler: row.spoiler,
      created_at: row.created_at,
      updated_at: row.updated_at,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'media_type', 'title_id']).doNothing())
    .returning('id'),
);

/** What a comment edit changes; a null `spoiler` keeps the flag as it is. */
interface CommentChanges {
  rating: number;
  text: string;
  spoiler: number | null;
  updated_at: string;
}

const updateOwnComment = preparedQuery((db, edit: CommentChanges & { id: string; userId: string }) =>
  db
    .updateTable('comments')
    .set({
      rating: edit.rating,
      text: edit.text,
      spoiler: sql<number>`coalesce(${edit.spoiler}, spoiler)`,
      updated_at: edit.updated_at,
    })
    .where('id', '=', edit.id)
    .where('user_id', '=', edit.userId),
);

const deleteOwnComment = preparedQuery((db, comment: { id: string; userId: string }) =>
  db.deleteFrom('comments').where('id', '=', comment.id).where('user_id', '=', comment.userId),
);

/** Changes a comment of `userId`; returns false when no such comment of theirs exists (any more). */
async function updateUserComment(db: Db, commentId: string, userId: string, changes: CommentChanges): Promise<boolean> {
  return Number((await updateOwnComment(db, { ...changes, id: commentId, userId })).numAffectedRows) > 0;
}

/** Deletes a comment of `userId`; returns false when no such comment of theirs exists (any more). */
async function deleteUserComment(db: Db, commentId: string, userId: string): Promise<boolean> {
  return Number((await deleteOwnComment(db, { id: commentId, userId })).numAffectedRows) > 0;
}

/** A comment as stored after a write, with its title's totals after the write. */
export interface WrittenComment {
  row: CommentRow;
  totals: RatingTotals;
}

/** Why a comment write changed nothing. `existing` is the comment the user tried to change, if it exists. */
export type CommentRefusal =
  | { refused: 'titleNotFound' }
  | { refused: 'commentExists' }
  | { refused: 'notTheirs'; existing: CommentRow | undefined };

/** A comment with its author and its title's totals, in one query (what every write answers). */
const selectWrittenComment = preparedQuery((db, comment: { id: string }) =>
  selectWithAuthor(db)
    .leftJoin('title_rating_totals', (join) =>
      join
        .onRef('title_rating_totals.media_type', '=', 'comments.media_type')
        .onRef('title_rating_totals.title_id', '=', 'comments.title_id'),
    )
    .select(['title_rating_totals.rating_sum', 'title_rating_totals.rating_count'])
    .where('comments.id', '=', comment.id),
);

async function readBack(db: Db, commentId: string): Promise<WrittenComment | undefined> {
  const written = (await selectWrittenComment(db, { id: commentId })).rows[0];
  if (!written) return undefined;
  const { rating_sum, rating_count, ...row } = written;
  const totals = rating_sum === null || rating_count === null ? NO_RATINGS : { sum: rating_sum, count: rating_count };
  return { row, totals };
}

/** Stores the user's comment on a title we hold, unless they have one on it already. */
export async function createComment(
  database: Writer,
  row: Insertable<CommentsTable>,
): Promise<WrittenComment | CommentRefusal> {
  return database.write(async (db) => {
    if (!(await titleExists(db, titleOf(row)))) return { refused: 'titleNotFound' };
    if (!(await insertCommentOnce(db, row))) return { refused: 'commentExists' };
    return (await readBack(db, row.id)) ?? { refused: 'notTheirs', existing: undefined };
  });
}

/** Changes the rating and text of a comment, when `userId` wrote it. */
export async function updateComment(
  database: Writer,
  commentId: string,
  userId: string,
  changes: CommentChanges,
): Promise<WrittenComment | CommentRefusal> {
  return database.write(async (db) => {
    // The comment is read only when the update changed nothing, to say why.
    const written = (await updateUserComment(db, commentId, userId, changes)) && (await readBack(db, commentId));
    return written || { refused: 'notTheirs', existing: await findCommentById(db, commentId) };
  });
}

/** Deletes a comment, when `userId` wrote it; answers its title's totals after the delete. */
export async function deleteComment(
  database: Writer,
  commentId: string,
  userId: string,
): Promise<{ title: TitleKey; totals: RatingTotals } | CommentRefusal> {
  return database.write(async (db) => {
    const existing = await findCommentById(db, commentId);
    if (existing?.user_id !== userId || !(await deleteUserComment(db, commentId, userId))) {
      return { refused: 'notTheirs', existing };
    }
    const title = titleOf(existing);
    return { title, totals: await ratingTotals(db, title) };
  });
}

/** The review a like or a reply is about: its author (the rules need them), its title (its room) and reply count. */
export interface ReviewHead {
  id: string;
  user_id: string;
  media_type: string;
  title_id: number;
  reply_count: number;
}

export async function findReviewHead(db: Db, commentId: string): Promise<ReviewHead | undefined> {
  return db
    .selectFrom('comments')
    .select(['id', 'user_id', 'media_type', 'title_id', 'reply_count'])
    .where('id', '=', commentId)
    .executeTakeFirst();
}

/** Which of these reviews the user likes (one query for a whole page). */
export async function likedAmong(db: Db, userId: string, commentIds: readonly string[]): Promise<Set<string>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('comment_likes')
    .select('comment_id')
    .where('user_id', '=', userId)
    .where('comment_id', 'in', commentIds)
    .execute();
  return new Set(rows.map((row) => row.comment_id));
}

/**
 * Puts the user's like on a review (`liked`) or takes it off. The key decides: liking twice (a double click, two
 * tabs) stores one like, unliking what is not liked removes nothing. Answers the review's count after the write and
 * whether this call changed it; undefined when the review does not exist (any more).
 */
export async function setLike(
  database: Writer,
  like: { commentId: string; userId: string; at: string },
  liked: boolean,
): Promise<{ likeCount: number; changed: boolean } | undefined> {
  return database.write(async (db) => {
    const changed = liked
      ? (await insertLike(db, like)).rows.length > 0
      : Number((await deleteLike(db, like)).numAffectedRows) > 0;
    const review = (await selectLikeCount(db, { id: like.commentId })).rows[0];
    return review && { likeCount: review.like_count, changed };
  });
}

// Selected from the review itself, so a review deleted meanwhile gets no like (and no foreign-key error).
const insertLike = preparedQuery((db, like: { commentId: string; userId: string; at: string }) =>
  db
    .insertInto('comment_likes')
    .columns(['comment_id', 'user_id', 'created_at'])
    .expression(
      db
        .selectFrom('comments')
        .select((eb) => ['id', eb.val(like.userId).as('user_id'), eb.val(like.at).as('created_at')])
        .where('id', '=', like.commentId),
    )
    .onConflict((conflict) => conflict.columns(['comment_id', 'user_id']).doNothing())
    .returning('comment_id'),
);

const deleteLike = preparedQuery((db, like: { commentId: string; userId: string }) =>
  db.deleteFrom('comment_likes').where('comment_id', '=', like.commentId).where('user_id', '=', like.userId),
);

const selectLikeCount = preparedQuery((db, review: { id: string }) =>
  db.selectFrom('comments').select('like_count').where('id', '=', review.id),
);

/** Whether an id names a reply: a reply to it is refused as a reply to a reply, not as a missing review. */
export async function replyExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('comment_replies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * A reply with its author's summary columns and what it needs of its review: the review's author (who may delete
 * it), title (its room) and reply count. Own ids and times are prefixed, as in `CommentRow`.
 */
export interface ReplyRow extends UserSummaryRow {
  reply_id: string;
  comment_id: string;
  user_id: string;
  text: string;
  created_at: string;
  reply_updated_at: string;
  review_author_id: string;
  media_type: string;
  title_id: number;
  reply_count: number;
}

function selectReplyWithAuthor(db: Db) {
  return db
    .selectFrom('comment_replies')
    .innerJoin('comments', 'comments.id', 'comment_replies.comment_id')
    .innerJoin('users', 'users.id', 'comment_replies.user_id')
    .innerJoin('profiles', 'profiles.user_id', 'comment_replies.user_id')
    .select([
      'comment_replies.id as reply_id',
      'comment_replies.comment_id',
      'comment_replies.user_id',
      'comment_replies.text',
      'comment_replies.created_at',
      'comment_replies.updated_at as reply_updated_at',
      'comments.user_id as review_author_id',
      'comments.media_type',
      'comments.title_id',
      'comments.reply_count',
      ...userSummaryColumns,
    ]);
}

/**
 * One page of a review's replies, oldest first, starting after `after`; one row more than `limit`, so the caller
 * knows whether a newer page exists. Served by the (comment_id, created_at, id) index.
 */
export async function findReplies(
  db: Db,
  commentId: string,
  limit: number,
  after: CommentPosition | null,
): Promise<ReplyRow[]> {
  let query = selectReplyWithAuthor(db).where('comment_replies.comment_id', '=', commentId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('comment_replies.created_at', '>', after.createdAt),
        eb.and([eb('comment_replies.created_at', '=', after.createdAt), eb('comment_replies.id', '>', after.id)]),
      ]),
    );
  }
  return query
    .orderBy('comment_replies.created_at', 'asc')
    .orderBy('comment_replies.id', 'asc')
    .limit(limit + 1)
    .execute();
}

const selectReplyById = preparedQuery((db, reply: { id: string }) =>
  selectReplyWithAuthor(db).where('comment_replies.id', '=', reply.id),
);

export async function findReplyById(db: Db, replyId: string): Promise<ReplyRow | undefined> {
  return (await selectReplyById(db, { id: replyId })).rows[0];
}

// Selected from the review itself, so a review deleted meanwhile gets no reply (and no foreign-key error).
const insertReply = preparedQuery((db, row: CommentRepliesTable) =>
  db
    .insertInto('comment_replies')
    .columns(['id', 'comment_id', 'user_id', 'text', 'created_at', 'updated_at'])
    .expression(
      db
        .selectFrom('comments')
        .select((eb) => [
          eb.val(row.id).as('id'),
          'comments.id as comment_id',
          eb.val(row.user_id).as('user_id'),
          eb.val(row.text).as('text'),
          eb.val(row.created_at).as('created_at'),
          eb.val(row.updated_at).as('updated_at'),
        ])
        .where('comments.id', '=', row.comment_id),
    )
    .returning('id'),
);

/** Stores a reply under a review; undefined when the review does not exist (any more). */
export async function createReply(database: Writer, row: CommentRepliesTable): Promise<ReplyRow | undefined> {
  return database.write(async (db) => {
    if ((await insertReply(db, row)).rows.length === 0) return undefined;
    return findReplyById(db, row.id);
  });
}

const updateReplyText = preparedQuery((db, edit: { id: string; text: string; at: string }) =>
  db.updateTable('comment_replies').set({ text: edit.text, updated_at: edit.at }).where('id', '=', edit.id),
);

/** Changes a reply's text; undefined when the reply does not exist (any more). */
export async function updateReply(
  database: Writer,
  edit: { id: string; text: string; at: string },
): Promise<ReplyRow | undefined> {
  return database.write(async (db) => {
    if (Number((await updateReplyText(db, edit)).numAffectedRows) === 0) return undefined;
    return findReplyById(db, edit.id);
  });
}

const deleteReplyById = preparedQuery((db, reply: { id: string }) =>
  db.deleteFrom('comment_replies').where('id', '=', reply.id),
);

const selectReplyCount = preparedQuery((db, review: { id: string }) =>
  db.selectFrom('comments').select('reply_count').where('id', '=', review.id),
);

/** Deletes a reply; answers its review's reply count after it, or undefined when the reply was already gone. */
export async function deleteReply(
  database: Writer,
  reply: { id: string; commentId: string },
): Promise<{ replyCount: number } | undefined> {
  return database.write(async (db) => {
    if (Number((await deleteReplyById(db, { id: reply.id })).numAffectedRows) === 0) return undefined;
    const review = (await selectReplyCount(db, { id: reply.commentId })).rows[0];
    return { replyCount: review?.reply_count ?? 0 };
  });
}

// ── Imports (decision 044) ─────────────────────────────────────────────────────────────────────────

/** What an import compares and may overwrite of a user's comment. */
export type ImportableComment = Pick<
  Selectable<CommentsTable>,
  'id' | 'media_type' | 'title_id' | 'rating' | 'text' | 'spoiler' | 'source_rating' | 'source_scale' | 'import_id'
>;

const importableColumns = [
  'id',
  'media_type',
  'title_id',
  'rating',
  'text',
  'spoiler',
  'source_rating',
  'source_scale',
  'import_id',
] as const;

/** The user's comments on the given titles. */
export async function findUserCommentsOn(
  db: Db,
  userId: string,
  keys: readonly TitleKey[],
): Promise<ImportableComment[]> {
  const rows: ImportableComment[] = [];
  for (const { mediaType, ids } of idsByType(keys)) {
    rows.push(
      ...(await db
        .selectFrom('comments')
        .select(importableColumns)
        .where('user_id', '=', userId)
        .where('media_type', '=', mediaType)
        .where('title_id', 'in', ids)
        .execute()),
    );
  }
  return rows;
}

/** What an import changes of an existing comment. */
export type ImportedCommentChanges = Partial<
  Pick<Updateable<CommentsTable>, 'rating' | 'text' | 'spoiler' | 'source_rating' | 'source_scale' | 'created_at'>
> & { updated_at: string };

/** An import's new comments and its changes of existing ones, in one write (the rating totals follow by trigger). */
export async function writeImportedComments(
  database: Writer,
  inserts: Insertable<CommentsTable>[],
  updates: { id: string; changes: ImportedCommentChanges }[],
): Promise<void> {
  if (inserts.length === 0 && updates.length === 0) return;
  await database.write(async (db) => {
    for (const part of chunk(inserts, 200)) await db.insertInto('comments').values(part).execute();
    for (const { id, changes } of updates) await db.updateTable('comments').set(changes).where('id', '=', id).execute();
  });
}

/** Undo of an import: puts back what it overwrote, and removes the comments it created (with their likes, replies). */
export async function undoImportedComments(
  database: Writer,
  userId: string,
  importId: string,
  restores: { id: string; changes: ImportedCommentChanges }[],
): Promise<TitleKey[]> {
  return database.write(async (db) => {
    for (const { id, changes } of restores) {
      await db.updateTable('comments').set(changes).where('id', '=', id).where('user_id', '=', userId).execute();
    }
    const removed = await db
      .deleteFrom('comments')
      .where('user_id', '=', userId)
      .where('import_id', '=', importId)
      .returning(['media_type', 'title_id'])
      .execute();
    return removed.map(titleOf);
  });
}
