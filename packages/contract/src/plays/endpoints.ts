/** The signed-in person's own plays (fill a pattern with `apiPath`). */
export const PLAYS_ENDPOINTS = {
  /** POST: log a play; GET: a page of the diary, newest first. */
  plays: '/api/plays',
  /** PATCH (date, rewatch) or DELETE one play. */
  play: '/api/plays/:playId',
  /** GET the ids of every title I have watched, by type (for the cards). */
  keys: '/api/plays/keys',
  /** GET or PUT my tracking settings. */
  settings: '/api/me/tracking-settings',
  /** GET my plays of one title, newest first ("You watched this on …"). */
  titlePlays: '/api/titles/:mediaType/:id/plays',
} as const;
