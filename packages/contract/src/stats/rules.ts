/** What the stats page shows (issue 23 §4): how many of each list, and who may see someone's stats. */

export const STATS_LIMITS = {
  /** Genres, cast members, directors and top-rated titles listed. */
  topEntries: 10,
  /** Billed cast members of a title that count as its cast. */
  leadCast: 5,
} as const;

export const STATS_ERRORS = ['statsNotVisible'] as const;
export type StatsError = (typeof STATS_ERRORS)[number];

export const STATS_MESSAGES: Record<StatsError, string> = {
  statsNotVisible: 'Only friends can see each other’s stats.',
};
