import { OIDC_MESSAGES } from '@watchify/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { cookieFrom, createTestApp, importSample, registerUser, sampleFavorites, type TestMember } from './helpers.js';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from './support/oidc-provider.js';

/**
 * OpenID Connect sign-in against a real provider (oidc-provider) started here: the whole authorization code flow
 * with PKCE, state and nonce, through the provider's own login and consent pages.
 */

const APP = 'http://localhost:3000';
const FROM_THE_APP = { host: 'localhost:3000', origin: APP };
const CLIENT = { clientId: 'watchify', clientSecret: 'watchify-test-secret' };

let provider: TestOidcProvider;
let app: App;
let database: DatabaseHandle;
let favorites: Awaited<ReturnType<typeof sampleFavorites>>;

beforeAll(async () => {
  provider = await startOidcProvider({ ...CLIENT, redirectUris: [`${APP}/api/auth/callback/idp`] });
  ({ app, database } = await createTestApp({
    OIDC_PROVIDERS: JSON.stringify([{ id: 'idp', issuer: provider.issuer, label: 'Test IdP', ...CLIENT }]),
  }));
  await importSample(database);
  favorites = await sampleFavorites(database);
});
afterAll(async () => {
  await app.close();
  await provider.stop();
});
afterEach(() => {
  provider.tamperIdToken = null;
});

/** Where a finished flow lands: the app's redirect and the cookies it set. */
interface Landing {
  location: string;
  cookie: string;
}

/** Starts a sign-in (or a link) on our side, signs in at the provider as `login`, and comes back to the callback. */
async function throughProvider(start: { url: string; cookie: string }, login: string): Promise<Landing> {
  const back = await signInAtProvider(start.url, login);
  const callback = new URL(back);
  expect(callback.pathname).toBe('/api/auth/callback/idp');
  const response = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { host: 'localhost:3000', cookie: start.cookie },
  });
  expect(response.statusCode).toBe(302);
  return { location: String(response.headers.location), cookie: cookieFrom(response.headers['set-cookie']) };
}

async function startSignIn(): Promise<{ url: string; cookie: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/oidc/idp', headers: FROM_THE_APP });
  expect(response.statusCode).toBe(200);
  return { url: response.json().url, cookie: cookieFrom(response.headers['set-cookie']) };
}

const signInAs = async (login: string) => throughProvider(await startSignIn(), login);

const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

const finishRegistration = (cookie: string, nickname: string) =>
  app.inject({
    method: 'POST',
    url: '/api/registration/oidc',
    headers: { ...FROM_THE_APP, cookie },
    payload: {
      firstName: 'Deniz',
      lastName: 'Kaya',
      nickname,
      birthDate: '1990-04-12',
      gender: '',
      occupation: 'Engineer',
      city: 'İzmir',
      preferences: { genres: [18], hasDisability: false, ...favorites },
    },
  });

/** A new person through the provider and the registration wizard; returns their session cookie. */
async function registerThroughProvider(login: string, nickname: string): Promise<string> {
  const landing = await signInAs(login);
  expect(landing.location).toBe('/register/oidc');
  const done = await finishRegistration(landing.cookie, nickname);
  expect(done.statusCode).toBe(201);
  return landing.cookie;
}

describe('sign-in methods', () => {
  it('lists the providers by label, never their secret', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/methods' });
    expect(response.json()).toEqual({ passwordSignIn: true, providers: [{ id: 'idp', label: 'Test IdP' }] });
    expect(response.body).not.toContain(CLIENT.clientSecret);
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { url } = await startSignIn();
    const params = new URL(url).searchParams;
    expect(url.startsWith(`${provider.issuer}/auth`)).toBe(true);
    expect(params.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(params.get(name)).toBeTruthy();
    expect(params.get('client_secret')).toBeNull();
  });

  it('answers an unknown provider with 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/oidc/nope', headers: FROM_THE_APP });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('oidcProviderUnknown');
  });
});

describe('first sign-in and registration', () => {
  it('sends a new person to the wizard; the account is unusable until it is finished, then signs in', async () => {
    const landing = await signInAs('deniz');
    expect(landing.location).toBe('/register/oidc');
    // Signed in at the provider, but nobody here until the registration is done.
    expect((await me(landing.cookie)).statusCode).toBe(401);
    const pending = await app.inject({
      method: 'GET',
      url: '/api/registration/oidc',
      headers: { cookie: landing.cookie },
    });
    expect(pending.json()).toEqual({ email: 'deniz@idp.test', name: 'Deniz Tester' });

    const badNickname = await finishRegistration(landing.cookie, 'x');
    expect(badNickname.statusCode).toBe(400);
    expect(badNickname.json().error.code).toBe('nicknameTooShort');
    const done = await finishRegistration(landing.cookie, 'deniz.k');
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ email: 'deniz@idp.test', nickname: 'deniz.k', displayName: 'Deniz Kaya' });
    expect((await me(landing.cookie)).json().nickname).toBe('deniz.k');

    // The next sign-in finds the account by issuer and subject and goes straight in.
    const again = await signInAs('deniz');
    expect(again.location).toBe('/');
    expect((await me(again.cookie)).json().nickname).toBe('deniz.k');
    const accounts = await database.db
      .selectFrom('accounts')
      .select(['provider_id', 'account_id'])
      .where('user_id', '=', done.json().id)
      .execute();
    expect(accounts).toEqual([{ provider_id: 'idp', account_id: 'deniz' }]);
  });

  it('keeps the nickname rules: a nickname someone has is refused', async () => {
    const first = await registerUser(app, favorites, { nickname: 'taken.nick', email: 'taken@example.com' });
    expect(first.userId).toBeTruthy();
    const landing = await signInAs('cem');
    const clash = await finishRegistration(landing.cookie, 'Taken.Nick');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('nicknameTaken');
  });

  it('refuses to finish a registration without a pending OIDC session', async () => {
    const response = await finishRegistration('', 'someone');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'noPendingRegistration' });
  });

  it('never links by e-mail: a provider claiming an existing e-mail gets no way into that account', async () => {
    const victim = await registerUser(app, favorites, { nickname: 'victim', email: 'victim@example.com' });
    provider.emails.set('mallory', 'victim@example.com');
    const landing = await signInAs('mallory');
    expect(landing.location).toMatch(/^\/login\?error=account_not_linked/);
    expect(landing.cookie).not.toContain('session_token');
    const accounts = await database.db
      .selectFrom('accounts')
      .select('provider_id')
      .where('user_id', '=', victim.userId)
      .execute();
    expect(accounts.map((a) => a.provider_id)).toEqual(['credential']);
  });
});

describe('tokens the provider did not mean for us', () => {
  it('refuses an ID token for another audience', async () => {
    provider.tamperIdToken = (claims) => ({ ...claims, aud: 'another-client' });
    const landing = await signInAs('eve');
    expect(landing.location).toMatch(/^\/login\?error=/);
    expect(landing.cookie).not.toContain('session_token');
  });

  it('refuses an ID token with another nonce', async () => {
    provider.tamperIdToken = (claims) => ({ ...claims, nonce: 'replayed-nonce' });
    const landing = await signInAs('eve');
    expect(landing.location).toMatch(/^\/login\?error=/);
    expect(landing.cookie).not.toContain('session_token');
  });

  it('refuses a callback whose state cookie is missing (another browser)', async () => {
    const start = await startSignIn();
    const landing = await throughProvider({ url: start.url, cookie: '' }, 'eve');
    expect(landing.location).toMatch(/error=/);
    expect(landing.cookie).not.toContain('session_token');
  });
});

describe('linking and unlinking from account settings', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await registerUser(app, favorites, { nickname: 'linker', email: 'linker@example.com' });
  });

  const startLink = (cookie: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/me/sign-in-methods/idp',
      headers: { ...FROM_THE_APP, cookie },
      payload: { password },
    });
  const unlink = (cookie: string, password: string) =>
    app.inject({
      method: 'DELETE',
      url: '/api/me/sign-in-methods/idp',
      headers: { ...FROM_THE_APP, cookie },
      payload: { password },
    });

  it('is refused to a visitor', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/sign-in-methods' })).statusCode).toBe(401);
    expect((await startLink('', 'secret123')).statusCode).toBe(401);
    expect((await unlink('', 'secret123')).statusCode).toBe(401);
  });

  it('links with the password (whatever e-mail the provider has), signs in with it, then unlinks', async () => {
    expect((await startLink(member.cookie, 'wrong-password')).json().error.code).toBe('passwordWrong');
    const started = await startLink(member.cookie, 'secret123');
    expect(started.statusCode).toBe(200);
    const landing = await throughProvider(
      { url: started.json().url, cookie: `${member.cookie}; ${cookieFrom(started.headers['set-cookie'])}` },
      'linker-at-idp',
    );
    expect(landing.location).toBe('/account?linked=1');
    const methods = await app.inject({
      method: 'GET',
      url: '/api/me/sign-in-methods',
      headers: { cookie: member.cookie },
    });
    expect(methods.json()).toEqual({ password: true, providers: [{ id: 'idp', label: 'Test IdP', linked: true }] });

    const viaProvider = await signInAs('linker-at-idp');
    expect(viaProvider.location).toBe('/');
    expect((await me(viaProvider.cookie)).json().id).toBe(member.userId);

    expect((await startLink(member.cookie, 'secret123')).json().error.code).toBe('oidcAlreadyLinked');
    expect((await unlink(member.cookie, 'nope-nope')).statusCode).toBe(400);
    expect((await unlink(member.cookie, 'secret123')).statusCode).toBe(204);
    expect((await unlink(member.cookie, 'secret123')).json().error.code).toBe('oidcNotLinked');
    const after = await signInAs('linker-at-idp');
    expect(after.location).toBe('/register/oidc');
  });

  it("refuses to unlink an account's last way to sign in", async () => {
    const cookie = await registerThroughProvider('solo', 'solo.user');
    const response = await unlink(cookie, '');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'lastSignInMethod', message: OIDC_MESSAGES.lastSignInMethod });
  });

  it("does not let one member unlink another's provider (the session says whose)", async () => {
    const owner = await registerThroughProvider('owner', 'owner.user');
    const other = await registerUser(app, favorites, { nickname: 'other', email: 'other@example.com' });
    expect((await unlink(other.cookie, 'secret123')).json().error.code).toBe('oidcNotLinked');
    expect((await me(owner)).statusCode).toBe(200);
  });
});

describe('a provider that is down', () => {
  it('answers starting a sign-in with a clear 503', async () => {
    const down = await startOidcProvider({ ...CLIENT, redirectUris: [`${APP}/api/auth/callback/down`] });
    const { app: other } = await createTestApp({
      OIDC_PROVIDERS: JSON.stringify([{ id: 'down', issuer: down.issuer, label: 'Down', ...CLIENT }]),
    });
    await down.stop();
    try {
      const response = await other.inject({ method: 'POST', url: '/api/auth/oidc/down', headers: FROM_THE_APP });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({
        code: 'oidcProviderUnavailable',
        message: OIDC_MESSAGES.oidcProviderUnavailable,
      });
    } finally {
      await other.close();
    }
  });
});

describe('OIDC as the only way in (PASSWORD_SIGN_IN=off)', () => {
  it('closes password sign-in and registration with clear messages', async () => {
    const { app: closed } = await createTestApp({
      PASSWORD_SIGN_IN: 'off',
      OIDC_PROVIDERS: JSON.stringify([{ id: 'idp', issuer: provider.issuer, label: 'Test IdP', ...CLIENT }]),
    });
    try {
      const methods = await closed.inject({ method: 'GET', url: '/api/auth/methods' });
      expect(methods.json().passwordSignIn).toBe(false);
      const signIn = await closed.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: FROM_THE_APP,
        payload: { email: 'a@example.com', password: 'secret123' },
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().error).toMatchObject({
        code: 'passwordSignInOff',
        message: OIDC_MESSAGES.passwordSignInOff,
      });
      const register = await closed.inject({
        method: 'POST',
        url: '/api/registration/reservations',
        headers: FROM_THE_APP,
        payload: {},
      });
      expect(register.statusCode).toBe(403);
      expect(register.json().error.code).toBe('registrationOff');
    } finally {
      await closed.close();
    }
  });
});
