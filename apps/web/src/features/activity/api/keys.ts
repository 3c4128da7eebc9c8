/** Query keys of the activity feed and of my activity's privacy. */
export const feedQueryKey = ['activity', 'feed'] as const;
export const activityPrivacyQueryKey = ['activity', 'privacy'] as const;
