/** The friends' activity feed and who sees my activity. */
export const ACTIVITY_ENDPOINTS = {
  /** GET a page of my friends' activity, newest first. */
  feed: '/api/feed',
  /** GET, PUT: who sees my activity and lists. */
  privacy: '/api/me/activity-privacy',
} as const;
