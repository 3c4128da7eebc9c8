/**
 * E-mail addresses: one normalisation and one validity rule for everything that takes or compares an address
 * (registration's two steps, sign-in, the contact form, the operator's commands, ADMIN_EMAILS). Without zod: the
 * contact form's rules are part of the web app's first page.
 */

/**
 * The address shape zod's `z.email()` accepts, which better-auth checks when it creates an account and signs
 * someone in: an address we accept here must never be refused there. ASCII only, no dot at either end of a part,
 * a top-level domain of letters, so control characters, spaces inside and a trailing dot are all refused.
 */
const EMAIL_SHAPE = /^(?:[a-z0-9_'+-]+\.)*[a-z0-9_'+-]*[a-z0-9_+-]@(?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/;

/**
 * The form an address is stored and compared in: NFKC (full-width letters such as `ａｄｍｉｎ` become `admin`),
 * without surrounding spaces, lower-case.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** Whether an address, once normalised, is one we accept (see EMAIL_SHAPE). */
export function isValidEmail(email: string): boolean {
  return EMAIL_SHAPE.test(normalizeEmail(email));
}
