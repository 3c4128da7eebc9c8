/** Watching stats: my own, and a friend's (fill a pattern with `apiPath`). */
export const STATS_ENDPOINTS = {
  /** GET my stats, of all time or of one year. */
  mine: '/api/stats',
  /** GET a friend's stats. */
  user: '/api/users/:userId/stats',
} as const;
