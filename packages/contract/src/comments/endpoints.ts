/** Comments and ratings (fill a pattern with `apiPath`). */
export const COMMENT_ENDPOINTS = {
  /** GET a title's comments (newest first), POST my comment on it. */
  titleComments: '/api/titles/:mediaType/:id/comments',
  /** PUT (edit) or DELETE one of my comments. */
  comment: '/api/comments/:commentId',
  /** PUT (like) or DELETE (unlike) a review: one like per person, never one's own. */
  commentLike: '/api/comments/:commentId/like',
  /** GET a review's replies (oldest first), POST a reply to it (one level: a reply takes no replies). */
  commentReplies: '/api/comments/:commentId/replies',
  /** PUT (edit, its author) or DELETE (its author or the review's author) one reply. */
  reply: '/api/replies/:replyId',
} as const;
