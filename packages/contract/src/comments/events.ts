/** Socket events of comments (server → everyone following the title). */
export const COMMENT_EVENTS = {
  /** A comment of the title was created, updated or deleted; carries the new average. */
  changed: 'comments:changed',
  /** A review's like count changed; carries the new count (who liked stays private). */
  likes: 'comments:likes',
  /** A reply under one of the title's reviews was written, edited or deleted; carries the review's reply count. */
  replies: 'comments:replies',
} as const;
