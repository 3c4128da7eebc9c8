/** What a member did that their friends' feeds show (issue 24 §2). */
export const ACTIVITY_TYPES = ['watched', 'reviewed', 'listCreated', 'listItemAdded'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Who sees a member's activity and lists: everyone, their friends, or only they. */
export const ACTIVITY_AUDIENCES = ['everyone', 'friends', 'onlyMe'] as const;
export type ActivityAudience = (typeof ACTIVITY_AUDIENCES)[number];
export const DEFAULT_ACTIVITY_AUDIENCE: ActivityAudience = 'friends';

export const ACTIVITY_LIMITS = {
  /** Activities a feed page brings. */
  pageSize: 30,
  /** A review's first characters, shown in the feed. */
  excerptLength: 280,
} as const;
