import type { CommentRepliesResponse, CommentReply, TitleComment, TitleCommentsResponse } from '@watchify/contract';

/** A comment as the API sends it (Ada's, not the viewer's, unless overridden). */
export function buildComment(overrides: Partial<TitleComment> = {}): TitleComment {
  return {
    id: 'c-1',
    author: { id: 'user-2', nickname: 'ada', displayName: 'Ada Lovelace', photoUrl: null },
    rating: 4,
    text: 'A fine film.',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    spoiler: false,
    likeCount: 0,
    replyCount: 0,
    isMine: false,
    likedByMe: false,
    ...overrides,
  };
}

/** One page of comments as GET /api/titles/:type/:id/comments answers. */
export function buildCommentsPage(overrides: Partial<TitleCommentsResponse> = {}): TitleCommentsResponse {
  const comments = overrides.comments ?? [];
  const count = comments.length;
  const average = count === 0 ? null : Math.round((comments.reduce((sum, c) => sum + c.rating, 0) * 10) / count) / 10;
  return { comments, nextCursor: null, summary: { average, count }, mine: null, viewerId: null, ...overrides };
}

/** A reply as GET /api/comments/:commentId/replies answers it (Zeynep's under c-1, not the viewer's). */
export function buildReply(overrides: Partial<CommentReply> = {}): CommentReply {
  return {
    id: 'r-1',
    commentId: 'c-1',
    author: { id: 'user-3', nickname: 'zeynep', displayName: 'Zeynep Ak', photoUrl: null },
    text: 'Agreed!',
    createdAt: '2026-11-20T11:00:00.000Z',
    updatedAt: '2026-11-20T11:00:00.000Z',
    isMine: false,
    canDelete: false,
    ...overrides,
  };
}

/** One page of a review's replies. */
export function buildRepliesPage(overrides: Partial<CommentRepliesResponse> = {}): CommentRepliesResponse {
  const replies = overrides.replies ?? [];
  return { replies, nextCursor: null, replyCount: replies.length, ...overrides };
}
