import { randomUUID } from 'node:crypto';
import { conversationKey, IMPORT_ENDPOINTS } from '@watchify/contract';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import type { ExportedMessage, ExportedPlay } from '../src/modules/imports/export-format.js';
import { diaryPosition } from '../src/modules/plays/plays.repository.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';
import { importFiles } from './support/imports.js';
import { listen } from './support/sockets.js';

// Titles of the shared sample catalog (test/fixtures/README.md).
const GREENLAND = { mediaType: 'movie', id: 524047 } as const; // 2020, tt7737786
const HELLRAISER = { mediaType: 'movie', id: 9003 } as const; // 1987, tt0093177
const THE_CORE = { mediaType: 'movie', id: 9341 } as const; // 2003, tt0298814
const BROOKLYN = { mediaType: 'tv', id: 48891 } as const; // 2013

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;
let baseUrl: string;
/** The account every test reads the export of, and the friend it talks to. */
let ayse: TestMember;
let friend: TestMember;

const call = (who: TestMember, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: { cookie: who.cookie }, payload });

async function ok(response: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
}

const logPlay = (
  who: TestMember,
  title: { mediaType: string; id: number },
  watchedOn: string | null,
  rewatch = false,
) => ok(call(who, 'POST', '/api/plays', { ...title, watchedOn, rewatch, requestId: randomUUID() }));

/** An episode play straight in the table (the sample's show has no episode rows to log against). */
async function seedEpisodePlay(userId: string, watchedOn: string): Promise<void> {
  const id = `zz-${randomUUID()}`;
  const at = new Date().toISOString();
  await database.db
    .insertInto('plays')
    .values({
      id,
      user_id: userId,
      request_id: randomUUID(),
      media_type: 'tv',
      title_id: BROOKLYN.id,
      title: 'Brooklyn Nine-Nine',
      poster_path: null,
      year: 2013,
      watched_on: watchedOn,
      rewatch: 0,
      season_number: 1,
      episode_number: 2,
      diary_position: diaryPosition(watchedOn, id),
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function exportOf(who: TestMember) {
  const response = await app.inject({ method: 'GET', url: IMPORT_ENDPOINTS.export, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const json = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as unknown;
  const csv = (name: string) => parse(strFromU8(files[name] ?? new Uint8Array()), { columns: false }) as string[][];
  return { response, files, json, csv };
}

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  baseUrl = await listen(app);
  ayse = await member();
  friend = await member();
  await befriend(database, ayse.userId, friend.userId);

  await logPlay(ayse, GREENLAND, '2024-01-05');
  await database.db
    .updateTable('plays')
    .set({ note: 'Loud, and "fun", too' })
    .where('user_id', '=', ayse.userId)
    .where('title_id', '=', GREENLAND.id)
    .execute();
  await logPlay(ayse, GREENLAND, '2024-06-01', true);
  await logPlay(ayse, HELLRAISER, null);
  await seedEpisodePlay(ayse.userId, '2024-03-10');

  await ok(
    call(ayse, 'POST', `/api/titles/movie/${GREENLAND.id}/comments`, {
      rating: 4,
      text: 'Tense,\nwith a "twist"',
      spoiler: true,
    }),
  );
  await ok(call(ayse, 'POST', `/api/titles/movie/${HELLRAISER.id}/comments`, { rating: 5, text: 'placeholder' }));
  // As an import of a 10-point site stores a rating alone: no words, 9 of 10 kept beside our 5 stars.
  await database.db
    .updateTable('comments')
    .set({ text: '', source_rating: 9, source_scale: 10 })
    .where('user_id', '=', ayse.userId)
    .where('title_id', '=', HELLRAISER.id)
    .execute();

  await ok(call(ayse, 'PUT', `/api/watchlist/movie/${THE_CORE.id}`, {}));
  await ok(call(ayse, 'PUT', `/api/watchlist/tv/${BROOKLYN.id}`, {}));
  await ok(call(ayse, 'PUT', `/api/recommendations/feedback/movie/${GREENLAND.id}`, { value: 'like' }));
  await ok(call(ayse, 'PUT', `/api/recommendations/feedback/movie/${THE_CORE.id}`, { value: 'dislike' }));

  const created = await app.inject({
    method: 'POST',
    url: '/api/lists',
    headers: { cookie: ayse.cookie },
    payload: { name: 'Nuits, "noires"', description: 'After dark', visibility: 'friends' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const listId = created.json().list.id as string;
  await ok(call(ayse, 'POST', `/api/lists/${listId}/items`, { ...HELLRAISER, note: 'First, always' }));
  await ok(call(ayse, 'POST', `/api/lists/${listId}/items`, BROOKLYN));
  await ok(call(ayse, 'POST', `/api/lists/${listId}/items`, THE_CORE));
  // A list of the friend's: not Ayşe's to export.
  await ok(call(friend, 'POST', '/api/lists', { name: 'Not hers' }));

  await ok(
    call(ayse, 'POST', `/api/chat/conversations/${friend.userId}/messages`, { text: 'Hi!', clientId: randomUUID() }),
  );
  await ok(
    call(friend, 'POST', `/api/chat/conversations/${ayse.userId}/messages`, {
      text: 'Hey, you',
      clientId: randomUUID(),
    }),
  );
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/export', () => {
  it('refuses a visitor', async () => {
    const response = await app.inject({ method: 'GET', url: IMPORT_ENDPOINTS.export });
    expect(response.statusCode).toBe(401);
  });

  it('sends one ZIP as an attachment named after the member and the day, not to be cached', async () => {
    const { response, files } = await exportOf(ayse);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="watchify-export-${ayse.info.nickname}-${today}.zip"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(files).sort()).toEqual([
      'letterboxd/diary.csv',
      'letterboxd/lists/nuits-noires.csv',
      'letterboxd/ratings.csv',
      'letterboxd/watchlist.csv',
      'watchify/friends.json',
      'watchify/history.json',
      'watchify/likes.json',
      'watchify/lists.json',
      'watchify/manifest.json',
      'watchify/messages.json',
      'watchify/profile.json',
      'watchify/ratings.json',
      'watchify/watchlist.json',
    ]);
  });

  it('streams the ZIP: chunked, with no length known up front', async () => {
    const response = await fetch(`${baseUrl}${IMPORT_ENDPOINTS.export}`, { headers: { cookie: ayse.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toContain('watchify/manifest.json');
  });

  it('writes the manifest and the profile, without secrets', async () => {
    const { json, files } = await exportOf(ayse);
    expect(json('watchify/manifest.json')).toEqual({
      format: 'watchify-export',
      version: 1,
      exportedAt: expect.any(String),
      nickname: ayse.info.nickname,
    });
    const profile = json('watchify/profile.json') as Record<string, unknown>;
    expect(profile).toMatchObject({
      nickname: ayse.info.nickname,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: ayse.info.email,
      city: 'İzmir',
      birthDate: '1995-04-12',
      occupation: 'Engineer',
      gender: 'Woman',
      instagram: null,
      twitter: null,
      hasDisability: false,
      preferredGenres: [{ id: 18, name: 'Drama' }],
    });
    expect((profile.favoriteTitles as { mediaType: string }[]).map((t) => t.mediaType)).toEqual(['movie', 'tv']);
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toContain('secret123');
    expect(everything).not.toMatch(/password|token/i);
  });

  it('writes every play, oldest first, with episodes, rewatches and notes', async () => {
    const { json } = await exportOf(ayse);
    const greenland = { mediaType: 'movie', id: GREENLAND.id, imdbId: 'tt7737786', title: 'Greenland', year: 2020 };
    expect(json('watchify/history.json')).toEqual([
      {
        mediaType: 'movie',
        id: HELLRAISER.id,
        imdbId: 'tt0093177',
        title: 'Hellraiser',
        year: 1987,
        season: null,
        episode: null,
        watchedOn: null,
        rewatch: false,
        note: null,
        loggedAt: expect.any(String),
      },
      {
        ...greenland,
        season: null,
        episode: null,
        watchedOn: '2024-01-05',
        rewatch: false,
        note: 'Loud, and "fun", too',
        loggedAt: expect.any(String),
      },
      {
        mediaType: 'tv',
        id: BROOKLYN.id,
        imdbId: expect.toBeOneOf([expect.any(String), null]),
        title: 'Brooklyn Nine-Nine',
        year: 2013,
        season: 1,
        episode: 2,
        watchedOn: '2024-03-10',
        rewatch: false,
        note: null,
        loggedAt: expect.any(String),
      },
      {
        ...greenland,
        season: null,
        episode: null,
        watchedOn: '2024-06-01',
        rewatch: true,
        note: null,
        loggedAt: expect.any(String),
      },
    ]);
  });

  it('writes ratings with their reviews and the scale an import brought', async () => {
    const { json } = await exportOf(ayse);
    expect(json('watchify/ratings.json')).toEqual([
      {
        mediaType: 'movie',
        id: GREENLAND.id,
        imdbId: 'tt7737786',
        title: 'Greenland',
        year: 2020,
        rating: 4,
        sourceRating: null,
        review: 'Tense,\nwith a "twist"',
        spoiler: true,
        ratedAt: expect.any(String),
      },
      {
        mediaType: 'movie',
        id: HELLRAISER.id,
        imdbId: 'tt0093177',
        title: 'Hellraiser',
        year: 1987,
        rating: 5,
        sourceRating: { value: 9, scale: 10 },
        review: null,
        spoiler: false,
        ratedAt: expect.any(String),
      },
    ]);
  });

  it('writes the watchlist, the likes and dislikes, the friends and the messages both ways', async () => {
    const { json } = await exportOf(ayse);
    expect(json('watchify/watchlist.json')).toEqual([
      expect.objectContaining({ mediaType: 'movie', id: THE_CORE.id, imdbId: 'tt0298814', title: 'The Core' }),
      expect.objectContaining({ mediaType: 'tv', id: BROOKLYN.id, year: 2013 }),
    ]);
    expect(json('watchify/likes.json')).toEqual([
      expect.objectContaining({ id: GREENLAND.id, title: 'Greenland', value: 'like', at: expect.any(String) }),
      expect.objectContaining({ id: THE_CORE.id, title: 'The Core', value: 'dislike' }),
    ]);
    expect(json('watchify/friends.json')).toEqual([{ nickname: friend.info.nickname, since: expect.any(String) }]);
    expect(json('watchify/messages.json')).toEqual([
      { with: friend.info.nickname, direction: 'sent', body: 'Hi!', sentAt: expect.any(String), readAt: null },
      { with: friend.info.nickname, direction: 'received', body: 'Hey, you', sentAt: expect.any(String), readAt: null },
    ]);
  });

  it('writes the lists the member owns, items in the list order with their notes', async () => {
    const { json } = await exportOf(ayse);
    const lists = json('watchify/lists.json') as { items: { position: number }[] }[];
    expect(lists).toEqual([
      {
        name: 'Nuits, "noires"',
        description: 'After dark',
        visibility: 'friends',
        collaborative: false,
        createdAt: expect.any(String),
        items: [
          expect.objectContaining({ id: HELLRAISER.id, imdbId: 'tt0093177', note: 'First, always' }),
          expect.objectContaining({ mediaType: 'tv', id: BROOKLYN.id, note: null }),
          expect.objectContaining({ id: THE_CORE.id, title: 'The Core', note: null, addedAt: expect.any(String) }),
        ],
      },
    ]);
    const positions = lists[0]?.items.map((item) => item.position) ?? [];
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("writes Letterboxd's import CSVs of the films", async () => {
    const { csv } = await exportOf(ayse);
    expect(csv('letterboxd/diary.csv')).toEqual([
      ['Title', 'Year', 'tmdbID', 'imdbID', 'WatchedDate', 'Rating', 'Rewatch', 'Review'],
      ['Hellraiser', '1987', '9003', 'tt0093177', '', '4.5', 'false', ''],
      ['Greenland', '2020', '524047', 'tt7737786', '2024-01-05', '4', 'false', 'Loud, and "fun", too'],
      ['Greenland', '2020', '524047', 'tt7737786', '2024-06-01', '4', 'true', ''],
    ]);
    expect(csv('letterboxd/ratings.csv')).toEqual([
      ['Title', 'Year', 'tmdbID', 'imdbID', 'Rating'],
      ['Greenland', '2020', '524047', 'tt7737786', '4'],
      ['Hellraiser', '1987', '9003', 'tt0093177', '4.5'],
    ]);
    expect(csv('letterboxd/watchlist.csv')).toEqual([
      ['Title', 'Year', 'tmdbID', 'imdbID'],
      ['The Core', '2003', '9341', 'tt0298814'],
    ]);
    expect(csv('letterboxd/lists/nuits-noires.csv')).toEqual([
      ['Position', 'Title', 'Year', 'tmdbID', 'imdbID', 'Description'],
      ['1', 'Hellraiser', '1987', '9003', 'tt0093177', 'First, always'],
      ['2', 'The Core', '2003', '9341', 'tt0298814', ''],
    ]);
  });

  it("gives another member only their own: the friend's export has Ayşe's messages as theirs, none of her plays", async () => {
    const { json, files } = await exportOf(friend);
    expect(json('watchify/manifest.json')).toMatchObject({ nickname: friend.info.nickname });
    expect(json('watchify/history.json')).toEqual([]);
    expect(json('watchify/ratings.json')).toEqual([]);
    expect(json('watchify/watchlist.json')).toEqual([]);
    expect(json('watchify/likes.json')).toEqual([]);
    expect(json('watchify/lists.json')).toEqual([expect.objectContaining({ name: 'Not hers', items: [] })]);
    expect(json('watchify/friends.json')).toEqual([{ nickname: ayse.info.nickname, since: expect.any(String) }]);
    expect(json('watchify/messages.json')).toEqual([
      expect.objectContaining({ with: ayse.info.nickname, direction: 'received', body: 'Hi!' }),
      expect.objectContaining({ with: ayse.info.nickname, direction: 'sent', body: 'Hey, you' }),
    ]);
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toContain('Greenland');
    expect(everything).not.toContain(ayse.info.email);
  });

  it('reads a long history and a long conversation page by page, missing and repeating nothing', async () => {
    const [reader, pen] = [await member(), await member()];
    await befriend(database, reader.userId, pen.userId);
    const at = new Date().toISOString();
    const plays = Array.from({ length: 1_203 }, (_, i) => {
      const id = `bulk-${String(i).padStart(5, '0')}`;
      const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      return {
        id,
        user_id: reader.userId,
        request_id: id,
        media_type: 'movie',
        title_id: THE_CORE.id,
        title: 'The Core',
        poster_path: null,
        year: 2003,
        watched_on: day,
        rewatch: i > 0 ? 1 : 0,
        season_number: null,
        episode_number: null,
        diary_position: diaryPosition(day, id),
        created_at: at,
        updated_at: at,
      };
    });
    const key = conversationKey(reader.userId, pen.userId);
    const messages = Array.from({ length: 1_001 }, (_, i) => ({
      conversation_key: key,
      sender_id: i % 2 === 0 ? reader.userId : pen.userId,
      recipient_id: i % 2 === 0 ? pen.userId : reader.userId,
      body: `message ${i}`,
      client_id: `bulk-${i}`,
      created_at: at,
      read_at: null,
    }));
    for (let i = 0; i < plays.length; i += 200) {
      await database.db
        .insertInto('plays')
        .values(plays.slice(i, i + 200))
        .execute();
    }
    for (let i = 0; i < messages.length; i += 200) {
      await database.db
        .insertInto('chat_messages')
        .values(messages.slice(i, i + 200))
        .execute();
    }

    const { json, csv } = await exportOf(reader);
    const history = json('watchify/history.json') as ExportedPlay[];
    expect(history.map((play) => play.watchedOn)).toEqual(plays.map((play) => play.watched_on));
    const diary = csv('letterboxd/diary.csv');
    expect(diary).toHaveLength(1 + plays.length);
    expect(diary.at(-1)).toEqual(['The Core', '2003', '9341', 'tt0298814', plays.at(-1)?.watched_on, '', 'true', '']);
    const exported = json('watchify/messages.json') as ExportedMessage[];
    expect(exported.map((message) => message.body)).toEqual(messages.map((message) => message.body));
    expect(exported[0]).toMatchObject({ with: pen.info.nickname, direction: 'sent' });
    expect(exported[1]).toMatchObject({ with: pen.info.nickname, direction: 'received' });
  });
});

describe('moving an account', () => {
  // Times say when the new account got each thing; everything else comes back as it was.
  const withoutTimes = (items: unknown): unknown[] =>
    (items as Record<string, unknown>[]).map(({ loggedAt, ratedAt, addedAt, at, createdAt, items: inner, ...rest }) =>
      inner ? { ...rest, items: withoutTimes(inner) } : rest,
    );

  it('restores history, ratings and reviews, the watchlist, likes and lists from the export into a new account', async () => {
    const before = await exportOf(ayse);
    const newcomer = await member();
    const job = await importFiles(app, newcomer, 'watchify', [
      { name: 'watchify-export.zip', bytes: new Uint8Array(before.response.rawPayload) },
    ]);
    expect(job.counts.unmatched).toBe(0);
    const after = await exportOf(newcomer);
    for (const file of ['history', 'ratings', 'watchlist', 'likes', 'lists']) {
      const name = `watchify/${file}.json`;
      expect(withoutTimes(after.json(name)), name).toEqual(withoutTimes(before.json(name)));
    }
    // A second import of the same file adds nothing.
    const again = await importFiles(app, newcomer, 'watchify', [
      { name: 'watchify-export.zip', bytes: new Uint8Array(before.response.rawPayload) },
    ]);
    expect(again.counts.imported).toBe(0);
  });
});
