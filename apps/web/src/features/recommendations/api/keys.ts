/** Query key of the recommendations list (refreshed after every like, dislike or undo). */
export const RECOMMENDATIONS_QUERY_KEY = ['recommendations'] as const;
