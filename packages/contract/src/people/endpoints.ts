/** Person and collection pages (fill a pattern with `apiPath`). */
export const PEOPLE_ENDPOINTS = {
  /** GET a person with their filmography (visitors too). */
  person: '/api/people/:id',
  /** GET a collection (franchise) with its parts in release order (visitors too). */
  collection: '/api/collections/:id',
} as const;
