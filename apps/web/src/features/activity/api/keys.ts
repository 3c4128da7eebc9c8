/** Query keys of the activity feed, a member's activity and my activity's privacy. */
export const feedQueryKey = ['activity', 'feed'] as const;
export const memberActivityQueryKey = (nickname: string) => ['activity', 'member', nickname] as const;
export const activityPrivacyQueryKey = ['activity', 'privacy'] as const;
