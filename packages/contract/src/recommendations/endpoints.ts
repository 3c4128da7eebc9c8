/** Recommendations and the likes and dislikes that shape them (fill a pattern with `apiPath`). */
export const RECOMMENDATION_ENDPOINTS = {
  /** GET my recommendations. */
  list: '/api/recommendations',
  /** PUT my like or dislike of a title, DELETE it (undo). */
  feedback: '/api/recommendations/feedback/:type/:id',
} as const;
