/** Members' profile pages (/u/:nickname). */
export const MEMBER_ENDPOINTS = {
  /** GET a member's profile as the asker may see it (visitors too). */
  profile: '/api/members/:nickname',
  /** GET a page of a member's own activity, newest first, when their privacy setting lets the asker see it. */
  activity: '/api/members/:nickname/activity',
} as const;
