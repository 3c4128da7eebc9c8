/** Where to watch (fill a pattern with `apiPath`). */
export const WATCH_ENDPOINTS = {
  /** GET where a title can be watched in a region (`?region=TR`). */
  titleOffers: '/api/titles/:mediaType/:id/watch',
  /** GET the services with offers in a region (`?region=TR`), to pick "my services" from. */
  providers: '/api/watch-providers',
  /** GET / PUT my region and my services. */
  myServices: '/api/me/watch-services',
  /** GET the most popular titles on my services in a region (`?region=TR&type=movie`): trending's filter. */
  myServicesTrending: '/api/me/watch-services/trending',
  /** GET the titles on my services in a region (`?region=TR`), for the cards' marks. */
  myServiceTitles: '/api/me/watch-services/titles',
} as const;
