/** Members' profile pages (issue 24 §2): error codes and their English messages (`members.errors.<code>` on the web). */

export const MEMBER_ERRORS = ['memberNotFound', 'activityHidden'] as const;
export type MemberError = (typeof MEMBER_ERRORS)[number];

export const MEMBER_MESSAGES: Record<MemberError, string> = {
  memberNotFound: 'No member has this nickname.',
  activityHidden: 'This member does not share their activity with you.',
};

/**
 * How the asker stands to the member: the member themself, a friend, or anyone else (visitors included). What a
 * profile shows follows it and the member's privacy setting.
 */
export const MEMBER_RELATIONS = ['self', 'friend', 'other'] as const;
export type MemberRelation = (typeof MEMBER_RELATIONS)[number];
