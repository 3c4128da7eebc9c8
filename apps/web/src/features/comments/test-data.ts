import type { TitleComment, TitleCommentsResponse } from '@watchify/contract';

/** A comment as the API sends it (Ada's, not the viewer's, unless overridden). */
export function buildComment(overrides: Partial<TitleComment> = {}): TitleComment {
  return {
    id: 'c-1',
    author: { id: 'user-2', nickname: 'ada', displayName: 'Ada Lovelace', photoUrl: null },
    rating: 4,
    text: 'A fine film.',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    isMine: false,
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
