import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { cookieFrom, createTestApp, importSample, registerUser, validPersonalInfo } from './helpers.js';

// From the shared sample: The Back-Up Plan (movie 34806) and a TMDB-keyed show.
const MOVIE_ID = 34806;
let SHOW_ID = 0;

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  await importSample(database);
  const show = await database.db
    .selectFrom('titles')
    .select('id')
    .where('media_type', '=', 'tv')
    .executeTakeFirstOrThrow();
  SHOW_ID = show.id;
});
afterAll(async () => {
  await app.close();
});

const favorites = () => ({ favoriteMovies: [MOVIE_ID], favoriteShows: [SHOW_ID] });

async function reserve(payload: object) {
  return app.inject({ method: 'POST', url: '/api/registration/reservations', payload });
}

describe('registration step 1', () => {
  it('reports the first broken rule in the spec order', async () => {
    const cases: [object, string][] = [
      [{ firstName: ' ' }, 'nameRequired'],
      [{ lastName: '' }, 'nameRequired'],
      [{ nickname: '' }, 'nicknameRequired'],
      [{ nickname: 'ab' }, 'nicknameTooShort'],
      [{ passwordConfirm: 'different' }, 'passwordsDoNotMatch'],
      [{ password: '12345', passwordConfirm: '12345' }, 'passwordTooShort'],
      [{ birthDate: '' }, 'birthDateRequired'],
      [{ occupation: '' }, 'occupationRequired'],
      [{ city: '' }, 'cityRequired'],
      [{ email: 'not-an-email' }, 'emailInvalid'],
      [{ city: 'Atlantis' }, 'cityInvalid'],
      [{ birthDate: '2999-01-01' }, 'birthDateInvalid'],
      // Several broken rules at once: the earliest in the spec's order wins.
      [{ nickname: 'ab', password: '1', birthDate: '' }, 'nicknameTooShort'],
    ];
    for (const [overrides, code] of cases) {
      const response = await reserve(validPersonalInfo(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.code, JSON.stringify(overrides)).toBe(code);
    }
  });

  it('uses the spec text for the spec rules', async () => {
    const response = await reserve(validPersonalInfo({ firstName: '' }));
    expect(response.json().error.message).toBe('Name and surname fields are required!');
  });

  it('reserves a nickname case-insensitively against other people', async () => {
    const first = validPersonalInfo({ nickname: 'Ilker_Reserve' });
    expect((await reserve(first)).statusCode).toBe(201);
    const other = await reserve(validPersonalInfo({ nickname: 'ilker_reserve' }));
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('nicknameTaken');
    // The same person (same e-mail) may come back and renew it.
    expect((await reserve({ ...first, nickname: 'ILKER_RESERVE' })).statusCode).toBe(201);
  });

  it('frees an expired reservation', async () => {
    const info = validPersonalInfo({ nickname: 'expiring_nick' });
    expect((await reserve(info)).statusCode).toBe(201);
    await database.db
      .updateTable('nickname_reservations')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('nickname', '=', 'expiring_nick')
      .execute();
    expect((await reserve(validPersonalInfo({ nickname: 'expiring_nick' }))).statusCode).toBe(201);
  });

  it('rejects a body that is not the expected shape with a 400, not a 500', async () => {
    const response = await reserve({ firstName: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalidRequest');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/registration/reservations',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('one e-mail rule for both steps and sign-in', () => {
  const reservations = () => database.db.selectFrom('nickname_reservations').selectAll().execute();

  it('refuses control characters and a trailing dot at step 1, leaving no reservation', async () => {
    const before = await reservations();
    for (const email of [
      'ctrl@example.com\u0000',
      'ctrl@exam\u0007ple.com',
      'dot@example.com.',
      ' dot@example.com. ',
    ]) {
      const response = await reserve(validPersonalInfo({ email }));
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
      expect(response.json().error, JSON.stringify(email)).toMatchObject({
        code: 'emailInvalid',
        message: 'Please enter a valid email address.',
        field: 'email',
      });
    }
    expect(await reservations()).toEqual(before);
  });

  it('folds full-width letters to ASCII: both steps pass, and either spelling signs in', async () => {
    const info = validPersonalInfo({ email: 'ｆｕｌｌ.ｗｉｄｔｈ@example.com' });
    const reserved = await reserve(info);
    expect(reserved.statusCode, reserved.body).toBe(201);
    const done = await app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: {
        ...info,
        reservationToken: reserved.json().reservationToken,
        preferences: { genres: [18], hasDisability: false, ...favorites() },
      },
    });
    expect(done.statusCode, done.body).toBe(201);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(done.headers['set-cookie']) },
    });
    expect(me.json().email).toBe('full.width@example.com');
    expect(await reservations()).not.toContainEqual(expect.objectContaining({ email: 'full.width@example.com' }));

    for (const email of [
      'full.width@example.com',
      'ｆｕｌｌ．ｗｉｄｔｈ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      ' FULL.Width@Example.com ',
    ]) {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: info.password },
      });
      expect(signIn.statusCode, email).toBe(200);
    }
    // The same address in another spelling is the same person: taken.
    const again = await reserve(validPersonalInfo({ email: 'ＦＵＬＬ.width@example.com' }));
    expect(again.json().error.code).toBe('emailTaken');
  });
});

describe('registration step 2 and sign-in', () => {
  it('creates the account, signs in, and /api/me returns the profile', async () => {
    const { cookie, info } = await registerUser(app, favorites(), { firstName: 'Mehmet', lastName: 'Kaya' });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.displayName).toBe('Mehmet Kaya');
    expect(body.email).toBe(info.email.toLowerCase());
    expect(body.nickname).toBe(info.nickname);
    expect(body.country).toBe('Turkey');
    expect(body.preferences).toEqual({
      genres: [18],
      favoriteMovies: [MOVIE_ID],
      favoriteShows: [SHOW_ID],
      hasDisability: false,
    });
    expect(body.isAdmin).toBe(false);
  });

  it('signs out and in again; a wrong password is refused', async () => {
    const { cookie, info } = await registerUser(app, favorites());
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: info.email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);

    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: info.email, password: info.password },
    });
    expect(right.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(right.headers['set-cookie']) },
    });
    expect(me.json().nickname).toBe(info.nickname);
  });

  it('keeps a taken nickname and e-mail from a second account', async () => {
    const { info } = await registerUser(app, favorites());
    const sameNick = await reserve(validPersonalInfo({ nickname: info.nickname.toUpperCase() }));
    expect(sameNick.json().error.code).toBe('nicknameTaken');
    const sameEmail = await reserve(validPersonalInfo({ email: info.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.code).toBe('emailTaken');
  });

  it('writes nothing when the preferences are invalid', async () => {
    const info = validPersonalInfo();
    const { reservationToken } = (await reserve(info)).json();
    const response = await app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: {
        ...info,
        reservationToken,
        preferences: { genres: [18], favoriteMovies: [999999991], favoriteShows: [SHOW_ID], hasDisability: true },
      },
    });
    expect(response.json().error.code, response.body).toBe('preferencesInvalid');
    expect(response.statusCode).toBe(400);
    const user = await database.db.selectFrom('users').select('id').where('email', '=', info.email).executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('refuses step 2 without a live reservation', async () => {
    const info = validPersonalInfo();
    const response = await app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: {
        ...info,
        reservationToken: 'forged',
        preferences: { genres: [18], ...favorites(), hasDisability: false },
      },
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe('reservationExpired');
  });

  it('closes better-auth sign-up so every account has a profile', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'sneaky@example.com', password: 'secret123', name: 'Sneaky' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a sign-in from a foreign origin (CSRF)', async () => {
    const { info } = await registerUser(app, favorites());
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: info.email, password: info.password },
    });
    expect(response.statusCode).toBe(403);
  });

  it('stores accessibility support chosen at registration', async () => {
    const info = validPersonalInfo();
    const { reservationToken } = (await reserve(info)).json();
    const response = await app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: { ...info, reservationToken, preferences: { genres: [18, 35], ...favorites(), hasDisability: true } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().preferences.hasDisability).toBe(true);
  });
});
