import {
  type CommentReply,
  mayDeleteReply,
  type PublicComment,
  type PublicReply,
  type RatingSummary,
  roundAverage,
  type TitleComment,
} from '@watchify/contract';
import { presentUserSummary } from '../users/users.presenter.js';
import type { CommentPosition, CommentRow, ReplyRow } from './comments.repository.js';

/** A comment as everyone may see it (live events carry this shape). */
export function presentPublicComment(row: CommentRow): PublicComment {
  return {
    id: row.comment_id,
    author: presentUserSummary(row),
    rating: row.rating,
    text: row.text,
    createdAt: row.created_at,
    updatedAt: row.comment_updated_at,
    spoiler: row.spoiler === 1,
    likeCount: row.like_count,
    replyCount: row.reply_count,
  };
}

/**
 * A comment for one viewer (null for a visitor): `isMine` decides whether Edit and Delete are offered, `likedByMe`
 * (read for the whole page at once) whether the Like button is pressed.
 */
export function presentComment(row: CommentRow, viewerId: string | null, likedByMe = false): TitleComment {
  return { ...presentPublicComment(row), isMine: viewerId !== null && row.user_id === viewerId, likedByMe };
}

/** A reply as everyone may see it (live events carry this shape). */
export function presentPublicReply(row: ReplyRow): PublicReply {
  return {
    id: row.reply_id,
    commentId: row.comment_id,
    author: presentUserSummary(row),
    text: row.text,
    createdAt: row.created_at,
    updatedAt: row.reply_updated_at,
  };
}

/** A reply for one viewer: what they may do with it follows `mayDeleteReply` and authorship. */
export function presentReply(row: ReplyRow, viewerId: string | null): CommentReply {
  return {
    ...presentPublicReply(row),
    isMine: viewerId !== null && row.user_id === viewerId,
    canDelete: mayDeleteReply(viewerId, row.user_id, row.review_author_id),
  };
}

export function presentSummary(totals: { sum: number; count: number }): RatingSummary {
  return { average: roundAverage(totals.sum, totals.count), count: totals.count };
}

/** An opaque page cursor: where the last comment (or reply) of a page sits in the (created_at, id) order. */
export function encodeCursor(position: CommentPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): CommentPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // Not base64url JSON: treated as a bad cursor below.
  }
  return null;
}
