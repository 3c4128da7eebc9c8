import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LIMITS } from '@watchify/contract';
import { betterAuth } from 'better-auth';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import type { OidcProviderConfig } from '../../env.js';
import { gateAuthContexts } from './auth-contexts.js';
import { oidcOAuthConfig } from './oidc.js';

export interface AuthOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  secret: string;
  /** Origin the app is served from (cookies, CSRF origin check). */
  baseURL: string;
  /** Other origins allowed to call the auth endpoints with cookies (e.g. the Vite dev server). */
  trustedOrigins: string[];
  /** Where better-auth's own log lines go (our pino logger). */
  log: (level: 'info' | 'warn' | 'error' | 'debug', message: string) => void;
  /** OpenID Connect providers people may sign in with (decision 049). */
  oidcProviders?: readonly OidcProviderConfig[];
}

/**
 * How passwords are hashed and checked: better-auth's own scrypt functions, named here so that sign-in (better-auth),
 * the change-password route and the operator's reset (passwords.ts) use the same ones by construction.
 */
export const PASSWORD_HASHER = { hash: hashPassword, verify: verifyPassword };

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * Better-auth, configured onto our own snake_case tables (written as our migration, see
 * db/migrations/…-accounts.ts). Sign-up is only reachable through our registration flow, which also
 * writes the profile; the HTTP layer blocks better-auth's public sign-up route. Every call goes through
 * `gateAuthContexts`, which keeps Node 20's async hooks off between better-auth calls.
 */
export function createAuth(options: AuthOptions) {
  return gateAuthContexts(configureBetterAuth(options));
}

function configureBetterAuth(options: AuthOptions) {
  const oidcProviders = options.oidcProviders ?? [];
  return betterAuth({
    appName: 'Watchify',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    // Same-host requests are trusted (the app may be reached by any name or LAN address it is served on);
    // other origins only when configured.
    trustedOrigins: (request) => {
      const host = request?.headers.get('host');
      return host ? [...options.trustedOrigins, `http://${host}`, `https://${host}`] : options.trustedOrigins;
    },
    database: { db: options.db, type: options.dialect },
    telemetry: { enabled: false },
    logger: { level: 'warn', log: (level, message) => options.log(level, message) },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      autoSignIn: true,
      password: PASSWORD_HASHER,
    },
    // Requests are rate-limited by the HTTP layer (shared through Redis when there are several instances).
    rateLimit: { enabled: false },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        registrationPending: { type: 'boolean', fieldName: 'registration_pending', input: false, defaultValue: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Only a first OIDC sign-in (better-auth's callback route) makes a user without our registration form:
          // that account stays unusable until its owner finishes the wizard (session.ts, decision 049).
          before: async (user, context) => ({
            data: { ...user, registrationPending: context?.path?.startsWith('/callback') === true },
          }),
        },
      },
    },
    plugins: oidcProviders.length > 0 ? [genericOAuth({ config: oidcOAuthConfig(oidcProviders) })] : [],
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: {
      // Accounts are linked by provider and subject only: a provider can claim any e-mail, so a first sign-in whose
      // e-mail belongs to an existing account is refused, never linked to it. Linking is done by the signed-in
      // owner (with their password), whatever e-mail the provider reports.
      accountLinking: {
        enabled: true,
        disableImplicitLinking: true,
        trustedProviders: oidcProviders.map((provider) => provider.id),
        allowDifferentEmails: true,
      },
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
    },
    advanced: {
      cookiePrefix: 'watchify',
      useSecureCookies: options.baseURL.startsWith('https://'),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The session-signing secret: AUTH_SECRET when set, else one generated on first start and kept in DATA_DIR,
 * so a laptop install needs no configuration and sessions survive restarts.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    // 'wx' fails if another process won the race; then read what it wrote.
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
