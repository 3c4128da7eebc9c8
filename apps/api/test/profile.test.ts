import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, type TestMember, validPersonalInfo } from './helpers.js';
import { cameraPhoto, profileOf, putProfile, uploadPhoto } from './support/profile.js';

let app: App;
let database: DatabaseHandle & { dataDir?: string };
let member: (overrides?: Parameters<typeof validPersonalInfo>[0]) => Promise<TestMember>;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
});
afterAll(async () => {
  await app.close();
});

const getMe = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
const avatarsDir = () => path.join((database as { dataDir: string }).dataDir, 'uploads', 'avatars');
const getPhoto = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('PUT /api/me/profile', () => {
  it('saves every editable field, the display name and normalised handles', async () => {
    const ayse = await member();
    const response = await putProfile(
      app,
      ayse.cookie,
      profileOf(ayse, {
        firstName: ' Elif ',
        lastName: 'Şahin',
        nickname: 'elif_sahin_1',
        birthDate: '1988-02-29',
        gender: 'Other',
        occupation: 'Chef',
        city: 'Trabzon',
        instagram: '@elif.cooks',
        twitter: 'elif_x',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const me = await getMe(ayse.cookie);
    expect(me).toMatchObject({
      firstName: 'Elif',
      lastName: 'Şahin',
      displayName: 'Elif Şahin',
      nickname: 'elif_sahin_1',
      birthDate: '1988-02-29',
      gender: 'Other',
      occupation: 'Chef',
      city: 'Trabzon',
      instagram: 'elif.cooks',
      twitter: 'elif_x',
    });
    // The response is the saved record, so the app can show it without asking again.
    expect(response.json()).toEqual(me);

    const cleared = await putProfile(app, ayse.cookie, profileOf(ayse, { nickname: 'elif_sahin_1' }));
    expect(cleared.json()).toMatchObject({ instagram: null, twitter: null });
  });

  it('answers with the §5 message of the first broken rule and changes nothing', async () => {
    const ayse = await member();
    const before = await getMe(ayse.cookie);
    const cases: [object, string, string, string][] = [
      [{ firstName: '' }, 'nameRequired', 'firstName', 'Name and surname fields are required!'],
      [{ lastName: '  ' }, 'nameRequired', 'firstName', 'Name and surname fields are required!'],
      [{ nickname: '' }, 'nicknameRequired', 'nickname', 'Nickname is required!'],
      [{ nickname: 'ab' }, 'nicknameTooShort', 'nickname', 'Nickname must be at least 3 characters long!'],
      [{ city: '' }, 'cityRequired', 'city', 'City selection is required!'],
      [{ birthDate: '' }, 'birthDateRequired', 'birthDate', 'Birth date is required!'],
      [{ gender: '' }, 'genderRequired', 'gender', 'Gender selection is required!'],
      [{ occupation: '' }, 'occupationRequired', 'occupation', 'Occupation selection is required!'],
      [{ city: 'Atlantis' }, 'cityInvalid', 'city', 'Please choose a city from the list.'],
      [{ gender: 'Robot' }, 'genderInvalid', 'gender', 'Please choose a gender from the list.'],
      [{ occupation: 'Wizard' }, 'occupationInvalid', 'occupation', 'Please choose an occupation from the list.'],
      [{ nickname: 'has space' }, 'nicknameInvalid', 'nickname', expect.stringContaining('letters, numbers') as never],
      [{ birthDate: '2999-01-01' }, 'birthDateInvalid', 'birthDate', expect.stringContaining('birth date') as never],
      [{ instagram: 'not a handle' }, 'instagramInvalid', 'instagram', expect.stringContaining('Instagram') as never],
      [{ instagram: 'a'.repeat(31) }, 'instagramInvalid', 'instagram', expect.stringContaining('30') as never],
      [{ twitter: 'a'.repeat(16) }, 'twitterInvalid', 'twitter', expect.stringContaining('15') as never],
      // Several at once: the earliest in the spec's order wins.
      [{ nickname: 'ab', city: '', gender: '' }, 'nicknameTooShort', 'nickname', expect.any(String) as never],
    ];
    for (const [overrides, code, field, message] of cases) {
      // The first name changes too in every case (but those about it), to prove nothing is written on a failure.
      const response = await putProfile(app, ayse.cookie, profileOf(ayse, { firstName: 'Changed', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error, JSON.stringify(overrides)).toEqual({ code, field, message });
    }
    expect(await getMe(ayse.cookie)).toEqual(before);
  });

  it('refuses a body of the wrong shape with a 400', async () => {
    const ayse = await member();
    const { twitter: _dropped, ...withoutTwitter } = profileOf(ayse);
    expect((await putProfile(app, ayse.cookie, withoutTwitter)).statusCode).toBe(400);
    expect((await putProfile(app, ayse.cookie, { ...profileOf(ayse), city: 42 })).statusCode).toBe(400);
  });

  it('keeps a nickname another account has, case-insensitively, with the spec message', async () => {
    const owner = await member({ nickname: `Ilker_${Date.now().toString(36)}` });
    const other = await member();
    // Turkish dotted capital İ folds like the dotless i of the owner's 'Ilker'.
    const response = await putProfile(
      app,
      other.cookie,
      profileOf(other, { nickname: owner.info.nickname.replace('Ilker', 'İLKER') }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'nicknameTaken',
      field: 'nickname',
      message: 'This nickname is already in use. Please choose another nickname.',
    });
    expect((await getMe(other.cookie)).nickname).toBe(other.info.nickname);
  });

  it('lets a person keep their nickname or change only its case', async () => {
    const ayse = await member();
    const same = await putProfile(app, ayse.cookie, profileOf(ayse, { city: 'Ankara' }));
    expect(same.statusCode).toBe(200);
    const upper = await putProfile(app, ayse.cookie, profileOf(ayse, { nickname: ayse.info.nickname.toUpperCase() }));
    expect(upper.statusCode).toBe(200);
    expect(upper.json().nickname).toBe(ayse.info.nickname.toUpperCase());
  });

  it('keeps a nickname someone reserved in registration step 1 until the reservation expires', async () => {
    const ayse = await member();
    const reserved = validPersonalInfo({ nickname: `held_${Date.now().toString(36)}` });
    const step1 = await app.inject({ method: 'POST', url: '/api/registration/reservations', payload: reserved });
    expect(step1.statusCode).toBe(201);

    const taken = await putProfile(app, ayse.cookie, profileOf(ayse, { nickname: reserved.nickname.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('This nickname is already in use. Please choose another nickname.');

    await database.db
      .updateTable('nickname_reservations')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('email', '=', reserved.email.toLowerCase())
      .execute();
    const free = await putProfile(app, ayse.cookie, profileOf(ayse, { nickname: reserved.nickname }));
    expect(free.statusCode, free.body).toBe(200);
    // Now the registration that reserved it cannot take it over.
    const again = await app.inject({
      method: 'POST',
      url: '/api/registration/reservations',
      payload: validPersonalInfo({ nickname: reserved.nickname }),
    });
    expect(again.json().error.code).toBe('nicknameTaken');
  });

  it('ignores e-mail and country: they are read-only', async () => {
    const ayse = await member();
    const response = await putProfile(app, ayse.cookie, {
      ...profileOf(ayse, { city: 'Bursa' }),
      email: 'new-address@example.com',
      country: 'Germany',
    });
    expect(response.statusCode).toBe(200);
    const me = await getMe(ayse.cookie);
    expect(me.email).toBe(ayse.info.email.toLowerCase());
    expect(me.country).toBe('Turkey');
    expect(me.city).toBe('Bursa');
  });
});

describe('profile photo', () => {
  it('re-encodes an uploaded PNG to a 256 px WebP without its metadata and serves it', async () => {
    const ayse = await member();
    const original = await cameraPhoto('png', { width: 900, height: 500 });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await uploadPhoto(app, ayse.cookie, original);
    expect(response.statusCode, response.body).toBe(200);
    const { photoUrl } = response.json();
    expect(photoUrl).toMatch(new RegExp(`^/api/users/${ayse.userId}/photo\\?v=`));
    expect((await getMe(ayse.cookie)).photoUrl).toBe(photoUrl);

    const photo = await getPhoto(photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const served = await sharp(photo.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(served.exif).toBeUndefined();
    expect(served.icc).toBeUndefined();
    expect(photo.rawPayload.includes('Secret Person')).toBe(false);

    // Stored on disk under DATA_DIR, not in the database.
    const row = await database.db
      .selectFrom('profiles')
      .select('photo_path')
      .where('user_id', '=', ayse.userId)
      .executeTakeFirstOrThrow();
    expect(row.photo_path).toBe(`avatars/${ayse.userId}.webp`);
    expect(fs.readFileSync(path.join(avatarsDir(), `${ayse.userId}.webp`))).toEqual(photo.rawPayload);
  });

  it('takes a JPEG and drops its EXIF too', async () => {
    const ayse = await member();
    const response = await uploadPhoto(app, ayse.cookie, await cameraPhoto('jpeg'), 'camera.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const photo = await getPhoto(response.json().photoUrl);
    const served = await sharp(photo.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(served.exif).toBeUndefined();
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const ayse = await member();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
        '<rect width="10" height="10" fill="red"/></svg>',
    );
    const cases: [Buffer, string, string][] = [
      [Buffer.from('just some text, not a picture'), 'notes.png', 'image/png'],
      [svg, 'vector.svg', 'image/svg+xml'],
      [svg, 'innocent.jpg', 'image/jpeg'],
      [Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'page.jpg', 'image/jpeg'],
      // A real PNG's first bytes, cut off: the decoder cannot read it.
      [(await cameraPhoto('png')).subarray(0, 60), 'broken.png', 'image/png'],
    ];
    for (const [bytes, filename, contentType] of cases) {
      const response = await uploadPhoto(app, ayse.cookie, bytes, filename, contentType);
      expect(response.statusCode, filename).toBe(415);
      expect(response.json().error).toMatchObject({
        code: 'photoNotImage',
        message: 'The photo must be an image file (JPEG, PNG, WebP, GIF or AVIF).',
      });
    }
    expect((await getMe(ayse.cookie)).photoUrl).toBeNull();
    expect(fs.existsSync(path.join(avatarsDir(), `${ayse.userId}.webp`))).toBe(false);
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const ayse = await member();
    // Noise does not compress: a real PNG a little over the limit.
    const noise = Buffer.alloc(1400 * 1300 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1400, height: 1300, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const response = await uploadPhoto(app, ayse.cookie, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'photoTooLarge', message: 'The photo must be at most 5 MB.' });
    expect((await getMe(ayse.cookie)).photoUrl).toBeNull();
  });

  it('asks for a file when the request carries none', async () => {
    const ayse = await member();
    const json = await app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { cookie: ayse.cookie },
      payload: { photo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('photoMissing');
  });

  it('replaces a photo: the new one is served under a new URL, the old URL is not cached for good', async () => {
    const ayse = await member();
    const red = await uploadPhoto(app, ayse.cookie, await cameraPhoto('png', { rgb: { r: 220, g: 0, b: 0 } }));
    const firstUrl: string = red.json().photoUrl;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const blue = await uploadPhoto(app, ayse.cookie, await cameraPhoto('png', { rgb: { r: 0, g: 0, b: 220 } }));
    const secondUrl: string = blue.json().photoUrl;
    expect(secondUrl).not.toBe(firstUrl);

    const dominant = async (url: string) => {
      const { dominant: colour } = await sharp((await getPhoto(url)).rawPayload).stats();
      return colour.b > colour.r ? 'blue' : 'red';
    };
    expect(await dominant(secondUrl)).toBe('blue');
    // The old address now shows the new photo and must be revalidated rather than kept.
    const old = await getPhoto(firstUrl);
    expect(await dominant(firstUrl)).toBe('blue');
    expect(old.headers['cache-control']).toBe('no-cache');
    // One file per person; no temporary files left behind.
    expect(fs.readdirSync(avatarsDir()).filter((name) => name.startsWith(ayse.userId))).toEqual([
      `${ayse.userId}.webp`,
    ]);
    expect(fs.readdirSync(avatarsDir()).some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('answers a revalidation with 304 when the photo has not changed', async () => {
    const ayse = await member();
    const { photoUrl } = (await uploadPhoto(app, ayse.cookie, await cameraPhoto('png'))).json();
    const first = await getPhoto(photoUrl);
    const again = await getPhoto(photoUrl, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('removes a photo: the URL then answers 404 and the file is gone', async () => {
    const ayse = await member();
    const { photoUrl } = (await uploadPhoto(app, ayse.cookie, await cameraPhoto('png'))).json();
    const removed = await app.inject({ method: 'DELETE', url: '/api/me/photo', headers: { cookie: ayse.cookie } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photoUrl).toBeNull();
    expect((await getPhoto(photoUrl)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(avatarsDir(), `${ayse.userId}.webp`))).toBe(false);
  });

  it('answers 404 for someone without a photo and for an unknown or malformed id', async () => {
    const ayse = await member();
    expect((await getPhoto(`/api/users/${ayse.userId}/photo`)).statusCode).toBe(404);
    expect((await getPhoto('/api/users/nobody-has-this-id/photo')).statusCode).toBe(404);
    expect((await getPhoto('/api/users/..%2F..%2Fwatchify.db/photo')).statusCode).toBe(400);
  });
});
