import { executionAsyncId } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { cookieFrom, createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Whether this process's promises pay for async hooks. With promise hooks on (Node before 24, once an
 * AsyncLocalStorage has run), a promise continuation runs with an async id of its own; with them off, with 0.
 */
async function promisesPayForHooks(): Promise<boolean> {
  await null;
  return executionAsyncId() !== 0;
}

let app: App;
let member: () => Promise<TestMember>;
beforeAll(async () => {
  ({ app, member } = await createSocialTestApp());
});
afterAll(async () => {
  await app.close();
});

describe('better-auth calls and async hooks (decision 026)', () => {
  it('gives every overlapping sign-in and session look-up its own user, then leaves promises hook-free', async () => {
    const members = [await member(), await member(), await member(), await member()];
    // Sign-ins (better-auth's HTTP handler) and first look-ups of their new sessions (its getSession), all at once:
    // the hooks must stay on until the last of them has settled.
    const signIns = await Promise.all(
      members.map((one) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: one.info.email, password: one.info.password },
        }),
      ),
    );
    expect(signIns.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const mes = await Promise.all(
      signIns.map((response) =>
        app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(response.headers['set-cookie']) } }),
      ),
    );
    expect(mes.map((response) => response.json().nickname)).toEqual(members.map((one) => one.info.nickname));

    // Between better-auth calls, no promise of the process pays for the hooks any more.
    expect(await promisesPayForHooks()).toBe(false);
  });
});
