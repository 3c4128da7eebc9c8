import type { Insertable, Kysely } from 'kysely';
import type { PrepareStatement } from '../../db/group-commit.js';
import type { CommentsTable, Database } from '../../db/types.js';
import type { MediaType } from '../catalog/catalog.repository.js';
import { type UserSummaryRow, userSummaryColumns } from '../users/users.presenter.js';

type Db = Kysely<Database>;

/** A title as comments refer to it. */
export interface TitleKey {
  mediaType: MediaType;
  id: number;
}

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

export async function findCommentById(db: Db, commentId: string): Promise<CommentRow | undefined> {
  return selectWithAuthor(db).where('comments.id', '=', commentId).executeTakeFirst();
}

/** Sum and number of a title's ratings. */
interface RatingTotals {
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
  const row = await db
    .selectFrom('title_rating_totals')
    .select(['rating_sum as sum', 'rating_count as count'])
    .where('media_type', '=', title.mediaType)
    .where('title_id', '=', title.id)
    .executeTakeFirst();
  return row ?? NO_RATINGS;
}

/**
 * Stores a new comment unless the user already has one on the title. The unique key decides, so two requests
 * racing (a double click, two tabs) store exactly one; returns whether this one was stored.
 */
export async function insertCommentOnce(db: Db, row: Insertable<CommentsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('comments')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'media_type', 'title_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Changes a comment of `userId`; returns false when no such comment of theirs exists (any more). */
export async function updateUserComment(
  db: Db,
  commentId: string,
  userId: string,
  changes: { rating: number; text: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set(changes)
    .where('id', '=', commentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a comment of `userId`; returns false when no such comment of theirs exists (any more). */
export async function deleteUserComment(db: Db, commentId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('comments')
    .where('id', '=', commentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The SQL of `findCommentById`, compiled once by Kysely: the join and its columns are written only above. */
let commentByIdSql: string | undefined;

/**
 * The reads and writes of a comment change as statements run synchronously on the SQLite connection, for the group
 * commit (db/group-commit.ts). Each mirrors the Kysely function of the same name above.
 */
export const sqliteNow = {
  titleExists(prepare: PrepareStatement, title: TitleKey): boolean {
    return prepare('select 1 from titles where media_type = ? and id = ?').get(title.mediaType, title.id) !== undefined;
  },

  findCommentById(prepare: PrepareStatement, db: Db, commentId: string): CommentRow | undefined {
    commentByIdSql ??= selectWithAuthor(db).where('comments.id', '=', commentId).compile().sql;
    return prepare(commentByIdSql).get(commentId) as CommentRow | undefined;
  },

  ratingTotals(prepare: PrepareStatement, title: TitleKey): RatingTotals {
    const row = prepare(
      'select rating_sum as sum, rating_count as count from title_rating_totals where media_type = ? and title_id = ?',
    ).get(title.mediaType, title.id) as RatingTotals | undefined;
    return row ?? NO_RATINGS;
  },

  insertCommentOnce(prepare: PrepareStatement, row: Insertable<CommentsTable>): boolean {
    const inserted = prepare(
      `insert into comments (id, user_id, media_type, title_id, rating, text, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (user_id, media_type, title_id) do nothing`,
    ).run(row.id, row.user_id, row.media_type, row.title_id, row.rating, row.text, row.created_at, row.updated_at);
    return inserted.changes > 0;
  },

  updateUserComment(
    prepare: PrepareStatement,
    commentId: string,
    userId: string,
    changes: { rating: number; text: string; updated_at: string },
  ): boolean {
    const result = prepare('update comments set rating = ?, text = ?, updated_at = ? where id = ? and user_id = ?').run(
      changes.rating,
      changes.text,
      changes.updated_at,
      commentId,
      userId,
    );
    return result.changes > 0;
  },

  deleteUserComment(prepare: PrepareStatement, commentId: string, userId: string): boolean {
    return prepare('delete from comments where id = ? and user_id = ?').run(commentId, userId).changes > 0;
  },
};
