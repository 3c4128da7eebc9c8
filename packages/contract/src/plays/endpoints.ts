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
  /** POST: mark a season's aired episodes (or every aired one up to an episode) watched; DELETE: uncheck them. */
  episodes: '/api/plays/episodes',
  /** GET my counts and state in every show I have watched episodes of (the cards' progress bars). */
  showsProgress: '/api/shows/progress',
  /** GET my progress in a show: counts, state, next episode, the episodes I watched. */
  showProgress: '/api/shows/:id/progress',
  /** PUT: I stopped watching this show (or take it up again). */
  showStopped: '/api/shows/:id/stopped',
  /** GET: the shows I am watching with their next episode, and those whose next episode is still to air. */
  upNext: '/api/up-next',
} as const;
