import { CHAT_EVENTS, type ChatSendAck, PASSWORD_CHANGE_MESSAGES } from '@watchify/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { runAdminCommand } from '../src/cli/admin.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, cookieFrom, createSocialTestApp, type TestMember } from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

let app: App;
let database: DatabaseHandle;
let baseUrl: string;
let member: (overrides?: { email?: string }) => Promise<TestMember>;

beforeAll(async () => {
  const created = await createSocialTestApp();
  ({ app, database, member } = created);
  baseUrl = await listen(app);
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

// A request from the app's own page: same host, same origin (the CSRF check refuses any other).
const FROM_THE_APP = { host: 'localhost:3000', origin: 'http://localhost:3000' };

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: FROM_THE_APP, payload: { email, password } });

async function newSession(of: TestMember): Promise<string> {
  const response = await signIn(of.info.email, of.info.password);
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers['set-cookie']);
}

const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

const changePassword = (
  cookie: string | undefined,
  body: { currentPassword: string; newPassword: string; newPasswordConfirm?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/me/password',
    headers: { ...FROM_THE_APP, ...(cookie ? { cookie } : {}) },
    payload: { newPasswordConfirm: body.newPassword, ...body },
  });

describe('POST /api/me/password', () => {
  it('changes the password, keeps this session and signs out every other one, sockets included', async () => {
    const ayse = await member();
    const laptop = await newSession(ayse);
    const laptopSocket = await connectSocket(baseUrl, laptop);
    const phoneSocket = await connectSocket(baseUrl, ayse.cookie);
    const closed = nextEvent(laptopSocket, 'disconnect');

    const response = await changePassword(ayse.cookie, { currentPassword: 'secret123', newPassword: 'new-secret-42' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ otherSessionsEnded: 1 });

    expect(await closed).toBe('io server disconnect');
    expect(phoneSocket.connected).toBe(true);
    phoneSocket.disconnect();
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(ayse.cookie)).statusCode).toBe(200);
    expect((await signIn(ayse.info.email, 'secret123')).statusCode).toBe(401);
    expect((await signIn(ayse.info.email, 'new-secret-42')).statusCode).toBe(200);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'not-it', newPassword: 'new-secret-42' }, 'currentPasswordWrong'],
    ['no current password', { currentPassword: '', newPassword: 'new-secret-42' }, 'currentPasswordRequired'],
    [
      'a confirmation that differs',
      { currentPassword: 'secret123', newPassword: 'new-secret-42', newPasswordConfirm: 'new-secret-43' },
      'passwordsDoNotMatch',
    ],
    ['a new password of 5 characters', { currentPassword: 'secret123', newPassword: '12345' }, 'passwordTooShort'],
    [
      'a new password of 129 characters',
      { currentPassword: 'secret123', newPassword: 'x'.repeat(129) },
      'passwordTooLong',
    ],
    ['the same password again', { currentPassword: 'secret123', newPassword: 'secret123' }, 'passwordUnchanged'],
  ] as const)('refuses %s with its message, and changes nothing', async (_, body, code) => {
    const ayse = await member();
    const other = await newSession(ayse);
    const response = await changePassword(ayse.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code, message: PASSWORD_CHANGE_MESSAGES[code] });
    expect((await me(other)).statusCode).toBe(200);
    expect((await signIn(ayse.info.email, 'secret123')).statusCode).toBe(200);
  });

  it('takes only one of two changes sent at once with the same current password', async () => {
    const ayse = await member();
    const [first, second] = await Promise.all([
      changePassword(ayse.cookie, { currentPassword: 'secret123', newPassword: 'first-choice' }),
      changePassword(ayse.cookie, { currentPassword: 'secret123', newPassword: 'second-choice' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const winner = first.statusCode === 200 ? 'first-choice' : 'second-choice';
    const loser = winner === 'first-choice' ? 'second-choice' : 'first-choice';
    expect((await signIn(ayse.info.email, winner)).statusCode).toBe(200);
    expect((await signIn(ayse.info.email, loser)).statusCode).toBe(401);
  });

  it("changes only the caller's own password, whoever else knows the same one", async () => {
    const [ayse, mehmet] = [await member(), await member()];
    const mehmetsOtherSession = await newSession(mehmet);
    // Both were registered with the same password: Ayşe's call still changes hers alone.
    expect(
      (await changePassword(ayse.cookie, { currentPassword: 'secret123', newPassword: 'only-mine' })).statusCode,
    ).toBe(200);
    expect((await signIn(mehmet.info.email, 'secret123')).statusCode).toBe(200);
    expect((await me(mehmetsOtherSession)).statusCode).toBe(200);
  });

  it('refuses a visitor and a request from another site', async () => {
    const ayse = await member();
    const visitor = await changePassword(undefined, { currentPassword: 'secret123', newPassword: 'new-secret-42' });
    expect(visitor.statusCode).toBe(401);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: ayse.cookie, origin: 'https://evil.example' },
      payload: { currentPassword: 'secret123', newPassword: 'new-secret-42', newPasswordConfirm: 'new-secret-42' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await signIn(ayse.info.email, 'secret123')).statusCode).toBe(200);
  });
});

describe("better-auth's other endpoints", () => {
  it.each([
    ['POST', '/api/auth/update-user', { name: 'Watchify Support' }],
    ['POST', '/api/auth/change-password', { currentPassword: 'secret123', newPassword: 'new-secret-42' }],
    ['POST', '/api/auth/revoke-other-sessions', {}],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['GET', '/api/auth/get-session', undefined],
  ] as const)('%s %s is closed (404) and changes nothing', async (method, url, payload) => {
    const ayse = await member();
    const other = await newSession(ayse);
    const response = await app.inject({ method, url, headers: { ...FROM_THE_APP, cookie: ayse.cookie }, payload });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('token');
    expect((await me(ayse.cookie)).json().displayName).toBe('Ayşe Yılmaz');
    expect((await me(other)).statusCode).toBe(200);
    expect((await signIn(ayse.info.email, 'secret123')).statusCode).toBe(200);
  });
});

describe('npm run admin -- reset-password', () => {
  it('sets a new password and signs every session of the account out', async () => {
    const ayse = await member();
    const other = await newSession(ayse);
    const result = await runAdminCommand(database.db, ['reset-password', ayse.info.email.toUpperCase()]);
    expect(result.code).toBe(0);
    const password = result.output.match(/^New password for .+: (\S+)$/m)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(result.output).toContain('2 session(s) of the account were signed out.');

    // Neither session was looked up before, so this instance holds neither in its cache (a running server's cache
    // forgets them within 10 s): both are signed out at once.
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(ayse.cookie)).statusCode).toBe(401);
    expect((await signIn(ayse.info.email, 'secret123')).statusCode).toBe(401);
    const signedIn = await signIn(ayse.info.email, password as string);
    expect(signedIn.statusCode).toBe(200);
    expect((await me(cookieFrom(signedIn.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('closes a chat socket of the account when it next sends, though no instance heard of the reset', async () => {
    const [ayse, mehmet] = [await member(), await member()];
    await befriend(database, ayse.userId, mehmet.userId);
    const socket = await connectSocket(baseUrl, ayse.cookie);
    const send = (text: string): Promise<ChatSendAck> =>
      socket
        .timeout(2000)
        .emitWithAck(CHAT_EVENTS.send, { friendId: mehmet.userId, text, clientId: text.replaceAll(' ', '-') });
    expect((await send('before the reset')).ok).toBe(true);

    expect((await runAdminCommand(database.db, ['reset-password', ayse.info.email])).code).toBe(0);
    // The send above put the session in this instance's cache, trusted for 10 s: move the clock past that.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    const closed = nextEvent(socket, 'disconnect');
    expect(await send('after the reset')).toEqual({
      ok: false,
      error: { code: 'unauthenticated', message: 'Please sign in first.' },
    });
    expect(await closed).toBe('io server disconnect');
    const stored = await database.db
      .selectFrom('chat_messages')
      .select('body')
      .where('sender_id', '=', ayse.userId)
      .execute();
    expect(stored).toEqual([{ body: 'before the reset' }]);
  });

  it('says so when no account has the e-mail', async () => {
    expect(await runAdminCommand(database.db, ['reset-password', 'nobody@example.com'])).toEqual({
      code: 1,
      output: 'No account with the e-mail nobody@example.com.',
    });
    expect((await runAdminCommand(database.db, ['reset-password'])).code).toBe(2);
  });
});
