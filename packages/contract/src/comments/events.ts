/** Socket events of comments (server → everyone following the title). */
export const COMMENT_EVENTS = {
  /** A comment of the title was created, updated or deleted; carries the new average. */
  changed: 'comments:changed',
} as const;
