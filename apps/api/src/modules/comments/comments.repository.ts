import type { MediaType } from '@watchify/contract';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { CommentsTable, Database } from '../../db/types.js';
import { type TitleKey, titleExists } from '../catalog/catalog.queries.js';
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
}

/** The title a comment is on. */
export const titleOf = (row: Pick<CommentRow, 'media_type' | 'title_id'>): TitleKey => ({
  mediaType: row.media_type as MediaType,
  id: row.title_id,
});

/** Where the previous page ended: the list is ordered by (created_at, id), both descending. */
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
      created_at: row.created_at,
      updated_at: row.updated_at,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'media_type', 'title_id']).doNothing())
    .returning('id'),
);

/** What a comment edit changes. */
interface CommentChanges {
  rating: number;
  text: string;
  updated_at: string;
}

const updateOwnComment = preparedQuery((db, edit: CommentChanges & { id: string; userId: string }) =>
  db
    .updateTable('comments')
    .set({ rating: edit.rating, text: edit.text, updated_at: edit.updated_at })
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
