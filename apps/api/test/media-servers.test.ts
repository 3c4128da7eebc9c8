import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DiaryPage, MediaDeliveryResult, UnmatchedDeliveries } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { createSocialTestApp, type TestMember } from './helpers.js';
import { multipartForm } from './support/multipart.js';

/**
 * Automatic tracking from media servers (issue 27 §2) through the real app and database: the Jellyfin, Plex and Emby
 * requests recorded by the Movary project (fixtures/webhooks), and variants of them made in the test where a
 * recording of that case does not exist (an episode, a finished Emby play).
 */

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures/webhooks', name), 'utf8');
const jellyfinMovie = JSON.parse(fixture('jellyfin-movie-scrobble.json')) as Record<string, unknown>;
const plexScrobbleForm = fixture('plex-movie-scrobble.form.txt');
const plexRateForm = fixture('plex-movie-rate.form.txt');
const embyStopForm = fixture('emby-movie-stop.form.txt');
const jsonOfForm = (form: string) => JSON.parse(form.slice(form.indexOf('=') + 1)) as Record<string, unknown>;
const plexScrobble = jsonOfForm(plexScrobbleForm);
const embyStop = jsonOfForm(embyStopForm);

const THE_MENU = 593643;
const BIG_TROUBLE = 6978;
const TWO_FAST = 584;
const SHOW = 100565;

/** Jellyfin's plugin for an episode, from the recorded movie delivery: the fields its episode template adds. */
const jellyfinEpisode = (episode: number, changes: Record<string, unknown> = {}) => {
  const { Provider_tmdb: _tmdb, Provider_imdb: _imdb, ...rest } = jellyfinMovie;
  return {
    ...rest,
    ItemType: 'Episode',
    Name: `Episode ${episode}`,
    SeriesName: '86 Eighty-Six',
    SeriesPremiereDate: '2021-04-10',
    SeasonNumber: 1,
    EpisodeNumber: episode,
    ...changes,
  };
};

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

async function importTitles(): Promise<void> {
  const movie = (id: number, title: string, release_date: string, imdb_id: string) => ({
    media_type: 'movie',
    id,
    title,
    release_date,
    imdb_id,
    genres: [{ id: 28, name: 'Action' }],
  });
  await importDump(
    database.db,
    recordsAsLines([
      movie(THE_MENU, 'The Menu', '2022-11-17', 'tt9764362'),
      movie(BIG_TROUBLE, 'Big Trouble in Little China', '1986-07-02', 'tt0090728'),
      movie(TWO_FAST, '2 Fast 2 Furious', '2003-06-05', 'tt0322259'),
      {
        media_type: 'tv',
        id: SHOW,
        name: '86 EIGHTY-SIX',
        first_air_date: '2021-04-11',
        genres: [{ id: 16, name: 'Animation' }],
        seasons: [
          {
            season_number: 1,
            air_date: '2021-04-11',
            episodes: [1, 2, 3].map((n) => ({
              episode_number: n,
              name: `Episode ${n}`,
              air_date: `2021-04-${10 + n}`,
            })),
          },
        ],
      },
    ]),
    { source: 'dump' },
  );
}

/** A member with a webhook URL: its path, to post deliveries to. */
async function withWebhook(): Promise<{ who: TestMember; path: string }> {
  const who = await member();
  const made = await app.inject({ method: 'POST', url: '/api/media-server/webhook', headers: { cookie: who.cookie } });
  expect(made.statusCode).toBe(201);
  return { who, path: new URL(made.json().url).pathname };
}

const postJson = (url: string, body: unknown) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const postForm = (url: string, body: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
/** As Plex posts: multipart, the JSON in `payload`, and the poster as a file. */
const postPlex = (url: string, body: unknown) => {
  const form = multipartForm({ payload: JSON.stringify(body) }, [
    { field: 'thumb', filename: 'thumb.jpg', contentType: 'image/jpeg', bytes: new Uint8Array(2048).fill(7) },
  ]);
  return app.inject({ method: 'POST', url, headers: form.headers, payload: form.payload });
};
const resultOf = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(200);
  return (response.json() as MediaDeliveryResult).result;
};
const diaryOf = async (who: TestMember) => {
  const response = await app.inject({ url: '/api/plays?limit=50', headers: { cookie: who.cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as DiaryPage).plays.map((p) =>
    [p.titleId, p.season === null ? null : `${p.season}x${p.episode}`, p.watchedOn].filter((x) => x !== null).join(' '),
  );
};
const unmatchedOf = async (who: TestMember) => {
  const response = await app.inject({ url: '/api/media-server/unmatched', headers: { cookie: who.cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as UnmatchedDeliveries).unmatched;
};

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  await importTitles();
});
afterAll(async () => {
  await app.close();
});

describe('the webhook URL', () => {
  it('is made on request, shown once, and a reset one stops the old URL at once', async () => {
    const who = await member();
    const status = () => app.inject({ url: '/api/media-server/webhook', headers: { cookie: who.cookie } });
    expect((await status()).json()).toEqual({ active: false, createdAt: null });
    const first = await app.inject({
      method: 'POST',
      url: '/api/media-server/webhook',
      headers: { cookie: who.cookie },
    });
    expect(first.statusCode).toBe(201);
    const firstUrl = first.json().url as string;
    expect(firstUrl).toMatch(/^http:\/\/[^/]+\/api\/webhooks\/media\/[A-Za-z0-9_-]{43}$/);
    expect((await status()).json()).toMatchObject({ active: true, createdAt: first.json().createdAt });
    expect(JSON.stringify((await status()).json())).not.toContain(firstUrl.split('/').pop());
    expect(resultOf(await postJson(new URL(firstUrl).pathname, jellyfinMovie))).toBe('logged');

    const second = await app.inject({
      method: 'POST',
      url: '/api/media-server/webhook',
      headers: { cookie: who.cookie },
    });
    const old = await postJson(new URL(firstUrl).pathname, jellyfinMovie);
    expect(old.statusCode).toBe(404);
    expect(old.json().error).toMatchObject({
      code: 'webhookNotFound',
      message: expect.stringContaining('does not exist'),
    });
    expect(second.json().url).not.toBe(firstUrl);
    expect(
      (await postJson(new URL(second.json().url).pathname, { NotificationType: 'PlaybackStart' })).statusCode,
    ).toBe(200);
  });

  it('answers a made-up or malformed token 404, with nothing read', async () => {
    for (const token of ['x'.repeat(43), 'short', '..%2F..%2Fapi%2Fme']) {
      const response = await postJson(`/api/webhooks/media/${token}`, jellyfinMovie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('webhookNotFound');
    }
  });

  it('is the signed-in member’s own: visitors get 401, another member cannot dismiss their rows', async () => {
    for (const [method, url] of [
      ['GET', '/api/media-server/webhook'],
      ['POST', '/api/media-server/webhook'],
      ['GET', '/api/media-server/unmatched'],
      ['DELETE', '/api/media-server/unmatched/0000'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
    const { who, path: url } = await withWebhook();
    const other = await member();
    expect(
      resultOf(await postJson(url, { ...jellyfinMovie, Provider_tmdb: '1', Provider_imdb: '', Name: 'Nowhere Film' })),
    ).toBe('unmatched');
    const [row] = await unmatchedOf(who);
    expect(await unmatchedOf(other)).toEqual([]);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/media-server/unmatched/${row?.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('unmatchedNotFound');
    expect(await unmatchedOf(who)).toHaveLength(1);
  });
});

describe('Jellyfin', () => {
  it('logs a movie played to the end on the server’s day, once however often it is delivered', async () => {
    const { who, path: url } = await withWebhook();
    expect(resultOf(await postJson(url, jellyfinMovie))).toBe('logged');
    expect(await diaryOf(who)).toEqual([`${THE_MENU} 2023-01-04`]);
    // A retry, and two instances receiving the same delivery at once: still one play.
    expect(resultOf(await postJson(url, jellyfinMovie))).toBe('duplicate');
    const together = await Promise.all([postJson(url, jellyfinMovie), postJson(url, jellyfinMovie)]);
    expect(together.map(resultOf)).toEqual(['duplicate', 'duplicate']);
    expect(await diaryOf(who)).toEqual([`${THE_MENU} 2023-01-04`]);
  });

  it('logs one play when the same delivery arrives twice at the same moment', async () => {
    const { who, path: url } = await withWebhook();
    const results = (await Promise.all([postJson(url, jellyfinMovie), postJson(url, jellyfinMovie)])).map(resultOf);
    expect(results.sort()).toEqual(['duplicate', 'logged']);
    expect(await diaryOf(who)).toHaveLength(1);
  });

  it('logs an episode by the show’s name, at 90 % of its runtime without PlayedToCompletion', async () => {
    const { who, path: url } = await withWebhook();
    const runtime = 14_210_970_000;
    const episode = jellyfinEpisode(2, {
      PlayedToCompletion: false,
      RunTimeTicks: runtime,
      PlaybackPositionTicks: runtime * 0.95,
    });
    expect(resultOf(await postJson(url, episode))).toBe('logged');
    expect(await diaryOf(who)).toEqual([`${SHOW} 1x2 2023-01-04`]);
    const progress = await app.inject({ url: `/api/shows/${SHOW}/progress`, headers: { cookie: who.cookie } });
    expect(progress.json()).toMatchObject({ watched: 1, aired: 3, watchedEpisodes: [[1, 2]] });
  });

  it('ignores a start, a pause, a stop before the end and a song, writing nothing', async () => {
    const { who, path: url } = await withWebhook();
    const stoppedEarly = { ...jellyfinMovie, PlayedToCompletion: false, PlaybackPositionTicks: 4_549_227_060 };
    for (const body of [
      { ...jellyfinMovie, NotificationType: 'PlaybackStart' },
      { ...jellyfinMovie, NotificationType: 'PlaybackProgress', IsPaused: true },
      stoppedEarly,
      { ...jellyfinMovie, ItemType: 'Audio' },
      jellyfinEpisode(1, { NotificationType: 'UserDataSaved' }),
    ]) {
      expect(resultOf(await postJson(url, body))).toBe('ignored');
    }
    expect(await diaryOf(who)).toEqual([]);
    expect(await unmatchedOf(who)).toEqual([]);
  });

  it('keeps an episode of a show it cannot find among the unmatched, once, until dismissed', async () => {
    const { who, path: url } = await withWebhook();
    const unknown = jellyfinEpisode(4, { SeriesName: 'A Show Nobody Made', SeriesPremiereDate: '2019-01-01' });
    expect(resultOf(await postJson(url, unknown))).toBe('unmatched');
    expect(resultOf(await postJson(url, unknown))).toBe('duplicate');
    // The show is ours, its fifth episode is not: that is unmatched too.
    expect(resultOf(await postJson(url, jellyfinEpisode(5)))).toBe('unmatched');
    const listed = await unmatchedOf(who);
    expect(listed.map((u) => [u.server, u.mediaType, u.name, u.year, u.episode])).toEqual([
      ['jellyfin', 'tv', '86 Eighty-Six', 2021, { season: 1, episode: 5 }],
      ['jellyfin', 'tv', 'A Show Nobody Made', 2019, { season: 1, episode: 4 }],
    ]);
    expect(await diaryOf(who)).toEqual([]);
    const dismissed = await app.inject({
      method: 'DELETE',
      url: `/api/media-server/unmatched/${listed[1]?.id}`,
      headers: { cookie: who.cookie },
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await unmatchedOf(who)).map((u) => u.name)).toEqual(['86 Eighty-Six']);
  });

  it('keeps only the newest unmatched deliveries', async () => {
    const { who, path: url } = await withWebhook();
    for (let n = 1; n <= 22; n += 1) {
      const body = { ...jellyfinMovie, Provider_tmdb: '', Provider_imdb: '', Name: `Lost Film ${n}`, Year: 1990 };
      expect(resultOf(await postJson(url, body))).toBe('unmatched');
    }
    const names = (await unmatchedOf(who)).map((u) => u.name);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('Lost Film 22');
    expect(names.at(-1)).toBe('Lost Film 3');
  });

  it('answers a body it cannot read 400, in words', async () => {
    const { who, path: url } = await withWebhook();
    const broken = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"NotificationType": "PlaybackStop",',
    });
    expect(broken.statusCode).toBe(400);
    for (const body of [{ hello: 'world' }, { ...jellyfinMovie, Name: undefined }, [1, 2]]) {
      const response = await postJson(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'webhookBadPayload',
        message: expect.stringContaining('Jellyfin'),
      });
    }
    expect((await postForm(url, 'payload=%7Bnot json')).statusCode).toBe(400);
    const tooLarge = await postJson(url, { ...jellyfinMovie, Overview: 'x'.repeat(600 * 1024) });
    expect(tooLarge.statusCode).toBe(413);
    expect(await diaryOf(who)).toEqual([]);
  });
});

describe('Plex', () => {
  it('logs a scrobble, as recorded (a form field) and as Plex posts it (multipart with a poster)', async () => {
    const { who, path: url } = await withWebhook();
    expect(resultOf(await postForm(url, plexScrobbleForm))).toBe('logged');
    const today = new Date().toISOString().slice(0, 10);
    expect(await diaryOf(who)).toEqual([`${BIG_TROUBLE} ${today}`]);
    expect(resultOf(await postPlex(url, plexScrobble))).toBe('duplicate');

    const episode = {
      ...plexScrobble,
      Metadata: {
        type: 'episode',
        title: 'Undertaker',
        grandparentTitle: '86 Eighty-Six',
        parentIndex: 1,
        index: 3,
        Guid: [{ id: 'tvdb://8400000' }],
      },
    };
    expect(resultOf(await postPlex(url, episode))).toBe('logged');
    expect(await diaryOf(who)).toContain(`${SHOW} 1x3 ${today}`);
  });

  it('makes a rating the user’s rating, on our five-star scale, keeping their words', async () => {
    const { who, path: url } = await withWebhook();
    const mine = async () =>
      (await app.inject({ url: `/api/titles/movie/${BIG_TROUBLE}/comments`, headers: { cookie: who.cookie } })).json()
        .mine;
    expect(resultOf(await postForm(url, plexRateForm))).toBe('rated');
    expect(await mine()).toMatchObject({ rating: 2, text: '' });
    const written = await app.inject({
      method: 'PUT',
      url: `/api/comments/${(await mine()).id}`,
      headers: { cookie: who.cookie },
      payload: { rating: 2, text: 'A wild ride through Chinatown.' },
    });
    expect(written.statusCode).toBe(200);
    expect(resultOf(await postPlex(url, { ...jsonOfForm(plexRateForm), rating: 9 }))).toBe('rated');
    expect(await mine()).toMatchObject({ rating: 5, text: 'A wild ride through Chinatown.' });
    expect(await diaryOf(who)).toEqual([]);
  });

  it('ignores a play, a pause and music', async () => {
    const { who, path: url } = await withWebhook();
    for (const event of ['media.play', 'media.pause', 'media.resume', 'library.new']) {
      expect(resultOf(await postPlex(url, { ...plexScrobble, event }))).toBe('ignored');
    }
    const track = { ...plexScrobble, Metadata: { type: 'track', title: 'A Song' } };
    expect(resultOf(await postPlex(url, track))).toBe('ignored');
    expect(await diaryOf(who)).toEqual([]);
  });
});

describe('Emby', () => {
  it('ignores the recorded stop before the end, and logs one played to completion (form or JSON)', async () => {
    const { who, path: url } = await withWebhook();
    expect(resultOf(await postForm(url, embyStopForm))).toBe('ignored');
    expect(await diaryOf(who)).toEqual([]);
    const finished = { ...embyStop, PlaybackInfo: { ...(embyStop.PlaybackInfo as object), PlayedToCompletion: true } };
    expect(resultOf(await postForm(url, `data=${encodeURIComponent(JSON.stringify(finished))}`))).toBe('logged');
    expect(await diaryOf(who)).toEqual([`${TWO_FAST} 2023-05-07`]);
    expect(resultOf(await postJson(url, finished))).toBe('duplicate');
  });

  it('logs an episode by the show’s name', async () => {
    const { who, path: url } = await withWebhook();
    const episode = {
      ...embyStop,
      Item: {
        Name: 'Episode 1',
        Type: 'Episode',
        SeriesName: '86 EIGHTY-SIX',
        ParentIndexNumber: 1,
        IndexNumber: 1,
        RunTimeTicks: 100,
      },
      PlaybackInfo: { PlayedToCompletion: false, PositionTicks: 95 },
    };
    const form = multipartForm({ data: JSON.stringify(episode) }, []);
    const response = await app.inject({ method: 'POST', url, headers: form.headers, payload: form.payload });
    expect(resultOf(response)).toBe('logged');
    expect(await diaryOf(who)).toEqual([`${SHOW} 1x1 2023-05-07`]);
  });
});

describe('the rate limit', () => {
  it('refuses a URL’s deliveries past its limit a minute with 429, other URLs unaffected', async () => {
    const limited = await createSocialTestApp({ MEDIA_WEBHOOK_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const urlOf = async () => {
        const who = await limited.member();
        const made = await limited.app.inject({
          method: 'POST',
          url: '/api/media-server/webhook',
          headers: { cookie: who.cookie },
        });
        return new URL(made.json().url).pathname;
      };
      const [first, second] = [await urlOf(), await urlOf()];
      const start = { ...jellyfinMovie, NotificationType: 'PlaybackStart' };
      const send = (url: string) =>
        limited.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(start),
        });
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await send(first)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      expect((await send(second)).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
