/** Comments and ratings (fill a pattern with `apiPath`). */
export const COMMENT_ENDPOINTS = {
  /** GET a title's comments (newest first), POST my comment on it. */
  titleComments: '/api/titles/:mediaType/:id/comments',
  /** PUT (edit) or DELETE one of my comments. */
  comment: '/api/comments/:commentId',
} as const;
