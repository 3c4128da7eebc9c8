import { randomUUID } from 'node:crypto';
import type { NotificationsPage } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { importDump, recordsAsLines } from '../src/modules/catalog/catalog.importer.js';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { NewEpisodeNotices } from '../src/modules/plays/new-episode-notices.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

const NOW = new Date('2026-11-27T09:00:00.000Z');
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;
let notices: NewEpisodeNotices;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  // The app's own check runs on the real clock; this one runs on NOW, on the same database.
  const notifications = new NotificationsService(
    database.db,
    { toUser: () => {} },
    { sendToUser: async () => ({ delivered: 0, queued: 0, removed: 0, failed: 0 }) },
    console,
  );
  notices = new NewEpisodeNotices(database.db, notifications, console);
});
afterAll(async () => {
  await app.close();
});

/** A show whose episode 1 aired last week, episode 2 airs today and episode 3 next week. */
async function importShow(id: number, name: string): Promise<void> {
  const episode = (n: number, air_date: string) => ({ episode_number: n, name: `Episode ${n}`, air_date });
  await importDump(
    database.db,
    recordsAsLines([
      {
        media_type: 'tv',
        id,
        name,
        first_air_date: day(-7),
        genres: [{ id: 18, name: 'Drama' }],
        seasons: [
          {
            season_number: 1,
            air_date: day(-7),
            episodes: [episode(1, day(-7)), episode(2, day(0)), episode(3, day(7))],
          },
        ],
      },
    ]),
    { source: 'dump' },
  );
}

const watchFirstEpisode = (who: TestMember, showId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/plays',
    headers: { cookie: who.cookie },
    payload: { mediaType: 'tv', id: showId, season: 1, episode: 1, watchedOn: null, requestId: randomUUID() },
  });

async function notificationsOf(who: TestMember): Promise<NotificationsPage> {
  const response = await app.inject({ url: '/api/notifications', headers: { cookie: who.cookie } });
  return response.json();
}

describe('new episodes', () => {
  it('tells each member watching a show, once, when its next episode airs, but not those who stopped or never watched', async () => {
    const showId = 990_400_001;
    await importShow(showId, 'Yeni Dizi');
    const watching = await member();
    const stopped = await member();
    const stranger = await member();
    expect((await watchFirstEpisode(watching, showId)).statusCode).toBe(201);
    expect((await watchFirstEpisode(stopped, showId)).statusCode).toBe(201);
    const stop = await app.inject({
      method: 'PUT',
      url: `/api/shows/${showId}/stopped`,
      headers: { cookie: stopped.cookie },
      payload: { stopped: true },
    });
    expect(stop.statusCode, stop.body).toBeLessThan(300);

    expect(await notices.run(NOW)).toBe(1);
    expect((await notificationsOf(watching)).notifications).toMatchObject([
      { type: 'episodeAired', actor: null, subject: 'Yeni Dizi S01E02', link: `/title/tv/${showId}` },
    ]);
    expect((await notificationsOf(stopped)).notifications).toEqual([]);
    expect((await notificationsOf(stranger)).notifications).toEqual([]);

    // The next run (or another instance) announces nothing twice.
    expect(await notices.run(new Date(NOW.getTime() + 3_600_000))).toBe(0);
    expect((await notificationsOf(watching)).notifications).toHaveLength(1);
  });
});
