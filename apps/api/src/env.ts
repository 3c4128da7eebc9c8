import fs from 'node:fs';
import path from 'node:path';
import { normalizeEmail } from '@watchify/contract';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** A comma-separated list of e-mail addresses, each in the form accounts store it (normalizeEmail). */
const emailList = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(',').map(normalizeEmail).filter(Boolean));

/** A base64url text (padding allowed) that decodes to exactly `bytes` bytes, e.g. a VAPID key. */
const base64UrlKey = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/=+$/, '') : undefined))
    .refine((v) => v === undefined || (/^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes), {
      message: `must be ${what} in base64url (${bytes} bytes), as \`npx web-push generate-vapid-keys\` prints it`,
    });

/** One OpenID Connect provider people may sign in with (decision 049). */
const oidcProviderSchema = z.object({
  /** Stable: part of the redirect URI and of each linked account's key, so it must not change once in use. */
  id: z
    .string({ error: 'id is required' })
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'id must be 1–32 lowercase letters, digits or hyphens'),
  /** The issuer; its discovery document is at `<issuer>/.well-known/openid-configuration`. */
  issuer: z
    .url({ protocol: /^https?$/, error: 'issuer must be an http(s) URL' })
    .transform((v) => v.replace(/\/+$/, '')),
  clientId: z.string({ error: 'clientId is required' }).trim().min(1, 'clientId is required'),
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, 'clientSecret is required'),
  /** The sign-in button's text, e.g. "Authelia". */
  label: z
    .string({ error: 'label is required' })
    .trim()
    .min(1, 'label is required')
    .max(40, 'label must be at most 40 characters'),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

/** OIDC_PROVIDERS: a JSON array of providers; empty or unset for none. */
const oidcProviders = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v?.trim()) return [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {id, issuer, clientId, clientSecret, label}' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(oidcProviderSchema, { error: 'must be a JSON array of {id, issuer, clientId, clientSecret, label}' })
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length, { message: 'each id must be unique' }),
  );

/** Every setting the server reads, validated once at boot (DESIGN.md "Configuration"). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Public address of the app, used for cookies and the CSRF origin check. */
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  TMDB_API_KEY: z.string().trim().optional(),
  TMDB_ACCESS_TOKEN: z.string().trim().optional(),
  TMDB_API_URL: z.url().default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_URL: z.url().default('https://image.tmdb.org/t/p'),
  CATALOG_SEED: z.string().trim().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: emailList,
  ASSISTANT_LLM_URL: optionalUrl(['http://', 'https://']),
  ASSISTANT_LLM_MODEL: z.string().optional(),
  ASSISTANT_LLM_KEY: z.string().optional(),
  /** How long the assistant waits for the model before answering with the built-in engine (ms). */
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** Assistant questions allowed per client address per minute. */
  ASSISTANT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Sign-in and registration requests allowed per client address per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Contact-page messages allowed per client address per 10 minutes. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Media-server webhook deliveries allowed per webhook URL per minute. */
  MEDIA_WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * The most popular titles the recommendation model covers (every title someone interacted with is covered
   * besides; decision 052): what bounds its memory on a large catalog.
   */
  RECOMMENDATIONS_MAX_TITLES: z.coerce.number().int().min(100).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Turns on GET /metrics (Prometheus text format), which then requires this value as a Bearer token. Unset: no
   * metrics are collected and /metrics answers 404.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
  /** Adds a Server-Timing header with the server's time to every response (benchmarks turn it on). */
  SERVER_TIMING: z.stringbool().default(false),
  /** Where the built web app lives; empty disables static serving (API-only instances, tests). */
  WEB_DIST_DIR: z.string().optional(),
  /** The VAPID key pair web push is sent with; both or neither (then generated once into DATA_DIR). */
  VAPID_PUBLIC_KEY: base64UrlKey(65, 'an uncompressed P-256 public key'),
  VAPID_PRIVATE_KEY: base64UrlKey(32, 'a P-256 private key'),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: optionalUrl(['mailto:', 'https://']),
  /**
   * Tests and development only: accept push endpoints on this machine's loopback (http://127.0.0.1…), where a fake
   * push service listens. Otherwise only https endpoints on public addresses are ever contacted (decision 040).
   */
  PUSH_ALLOW_LOOPBACK: z.stringbool().default(false),
  /** OpenID Connect providers shown as sign-in buttons (decision 049). */
  OIDC_PROVIDERS: oidcProviders,
  /** `off` closes password sign-in and registration, leaving only the OIDC providers. */
  PASSWORD_SIGN_IN: z
    .stringbool({ truthy: ['on', 'true', '1', 'yes'], falsy: ['off', 'false', '0', 'no'] })
    .default(true),
});

/** The rules that tie settings together, checked with the settings themselves. */
const consistentEnvSchema = envSchema.superRefine((env, ctx) => {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'set both VAPID keys, or neither (then they are generated)',
    });
  }
  if (!env.PASSWORD_SIGN_IN && env.OIDC_PROVIDERS.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['PASSWORD_SIGN_IN'],
      message: 'can be off only when OIDC_PROVIDERS names at least one provider (nobody could sign in)',
    });
  }
  if (env.PUSH_ALLOW_LOOPBACK && env.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', path: ['PUSH_ALLOW_LOOPBACK'], message: 'is for tests and development only' });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment holds a bad value: the message names each variable and what is wrong. */
export class InvalidEnvError extends Error {}

/**
 * npm runs workspace scripts inside the workspace folder; paths a person configured (DATA_DIR, CATALOG_SEED, a
 * file on the command line) are meant relative to where they typed the command.
 */
export function fromInvocationDir(target: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
}

/** Reads `.env` from where `npm start` was typed, if there is one; real environment variables win. */
export function loadDotEnvFile(): void {
  const file = fromInvocationDir('.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = consistentEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidEnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
