/** Sign-in, the signed-in person's own account, registration and photos (fill a pattern with `apiPath`). */
export const ACCOUNT_ENDPOINTS = {
  /** POST e-mail and password (better-auth); sets the session cookie. */
  signIn: '/api/auth/sign-in/email',
  /** POST: ends the session. */
  signOut: '/api/auth/sign-out',
  /** GET the signed-in person (401 for visitors). */
  me: '/api/me',
  /** PUT my editable profile. */
  profile: '/api/me/profile',
  /** POST (multipart) or DELETE my photo. */
  photo: '/api/me/photo',
  /** POST: change my password. */
  password: '/api/me/password',
  /** GET someone's photo. */
  userPhoto: '/api/users/:id/photo',
  /** POST registration step 1: reserve the nickname. */
  reservations: '/api/registration/reservations',
  /** POST registration step 2: create the account. */
  registration: '/api/registration',
} as const;
