import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidDetails, VAPID_KEYS_FILE } from './vapid-keys.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const env = (DATA_DIR: string, extra: Partial<Parameters<typeof resolveVapidDetails>[0]> = {}) => ({
  DATA_DIR,
  ADMIN_EMAILS: [],
  VAPID_PUBLIC_KEY: undefined,
  VAPID_PRIVATE_KEY: undefined,
  VAPID_SUBJECT: undefined,
  PUBLIC_URL: undefined,
  ...extra,
});

describe('resolveVapidDetails', () => {
  it('generates a key pair once into DATA_DIR, readable by the server alone, and keeps using it', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const first = resolveVapidDetails(env(dir));
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(dir, VAPID_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveVapidDetails(env(dir))).toEqual(first);
    // Nothing but the kept file is left behind.
    expect(fs.readdirSync(dir)).toEqual([VAPID_KEYS_FILE]);
  });

  it('uses the configured pair instead, and writes nothing', () => {
    const dir = tempDir();
    const generated = resolveVapidDetails(env(tempDir()));
    const configured = resolveVapidDetails(
      env(dir, { VAPID_PUBLIC_KEY: generated.publicKey, VAPID_PRIVATE_KEY: generated.privateKey }),
    );
    expect(configured).toMatchObject({ publicKey: generated.publicKey, privateKey: generated.privateKey });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('names a contact: VAPID_SUBJECT, else the first admin, else an https PUBLIC_URL', () => {
    const dir = tempDir();
    expect(resolveVapidDetails(env(dir, { VAPID_SUBJECT: 'mailto:ops@example.com' })).subject).toBe(
      'mailto:ops@example.com',
    );
    expect(
      resolveVapidDetails(env(dir, { ADMIN_EMAILS: ['admin@example.com'], PUBLIC_URL: 'https://w.example.com' }))
        .subject,
    ).toBe('mailto:admin@example.com');
    expect(resolveVapidDetails(env(dir, { PUBLIC_URL: 'https://w.example.com' })).subject).toBe(
      'https://w.example.com',
    );
    expect(resolveVapidDetails(env(dir, { PUBLIC_URL: 'http://localhost:3000' })).subject).toMatch(/^mailto:/);
  });

  it('stops with a clear message when the kept file is damaged', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, VAPID_KEYS_FILE), '{"publicKey": "abc"');
    expect(() => resolveVapidDetails(env(dir))).toThrow(/does not hold a VAPID key pair; remove it/);
  });
});
