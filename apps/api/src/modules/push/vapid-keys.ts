import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Env } from '../../env.js';

/** The key pair (base64url) push messages are signed with, and who push services may contact about them. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where generated keys are kept, beside the generated session secret. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** When no subject is configured and nothing better is known (a syntactically valid address that reaches nobody). */
const FALLBACK_SUBJECT = 'mailto:webpush@watchify.invalid';

type VapidEnv = Pick<
  Env,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'ADMIN_EMAILS' | 'PUBLIC_URL'
>;

/**
 * The VAPID details: the keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else a pair generated on first
 * start and kept in DATA_DIR (like the session secret), so `npm start` needs no configuration and browsers stay
 * subscribed across restarts. Every instance of one deployment must use the same pair: with several instances,
 * share DATA_DIR or set the variables. The subject is VAPID_SUBJECT, else the first admin's address, else an https
 * PUBLIC_URL.
 */
export function resolveVapidDetails(env: VapidEnv): VapidDetails {
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : generatedKeys(env.DATA_DIR);
  return { ...keys, subject: subjectOf(env) };
}

function subjectOf(env: VapidEnv): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const admin = env.ADMIN_EMAILS[0];
  if (admin) return `mailto:${admin}`;
  if (env.PUBLIC_URL?.startsWith('https://')) return env.PUBLIC_URL;
  return FALLBACK_SUBJECT;
}

/** Reads the kept pair, or generates and keeps one; two processes starting at once end up with the same pair. */
function generatedKeys(dataDir: string): Pick<VapidDetails, 'publicKey' | 'privateKey'> {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (fs.existsSync(file)) return readKeys(file);
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = webPush.generateVAPIDKeys();
  // Written whole under another name, then linked into place: a reader never sees half a file, and link fails if
  // another process kept its pair first (then that pair is the one).
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeys(file);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readKeys(file: string): Pick<VapidDetails, 'publicKey' | 'privateKey'> {
  let kept: Partial<Record<'publicKey' | 'privateKey', unknown>> = {};
  try {
    kept = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // Reported below with what to do.
  }
  const { publicKey, privateKey } = kept;
  if (!isKey(publicKey, 65) || !isKey(privateKey, 32)) {
    throw new Error(`${file} does not hold a VAPID key pair; remove it to generate a new one`);
  }
  return { publicKey, privateKey };
}

const isKey = (value: unknown, bytes: number): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
