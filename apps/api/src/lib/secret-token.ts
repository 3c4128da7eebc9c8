import crypto from 'node:crypto';

/** A secret token: 32 random bytes in base64url (256 bits), 43 characters. */
const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The hash we keep of a secret token (a calendar feed's, a media-server webhook's): a token has 256 random bits, so
 * a plain SHA-256 is enough (no salt, no stretch), and a leaked table grants nothing.
 */
export const hashSecretToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** A new secret token and the hash to store; the token itself is shown to its owner once and never kept. */
export function newSecretToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

/** Whether `text` has a secret token's shape; anything else is refused before the database is asked. */
export const isSecretToken = (text: string): boolean => SECRET_TOKEN_PATTERN.test(text);
