/** People and collections (issue 26 §3): error codes and their English messages (`people.errors.<code>` on the web). */

export const PEOPLE_ERRORS = ['personNotFound', 'collectionNotFound'] as const;
export type PeopleError = (typeof PEOPLE_ERRORS)[number];

export const PEOPLE_MESSAGES: Record<PeopleError, string> = {
  personNotFound: 'No person has this id.',
  collectionNotFound: 'No collection has this id.',
};

/**
 * Where a person page comes from: TMDB (biography and the full filmography) or, without TMDB, the titles our catalog
 * holds, which the page says.
 */
export const PERSON_SOURCES = ['tmdb', 'catalog'] as const;
export type PersonSource = (typeof PERSON_SOURCES)[number];
