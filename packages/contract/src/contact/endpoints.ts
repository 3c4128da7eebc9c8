/** The contact page (fill a pattern with `apiPath`). */
export const CONTACT_ENDPOINTS = {
  /** POST a message to the team. */
  send: '/api/contact',
} as const;
