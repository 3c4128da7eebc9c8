import { type FeedbackResponse, RECOMMENDATION_MESSAGES, type RecommendationsResponse } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import type { RecommendationModel } from '../src/modules/recommendations/recommendations.model-worker.js';
import { RecommendationsService } from '../src/modules/recommendations/recommendations.service.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
});
afterAll(async () => {
  await app.close();
});

async function recommendations(who: TestMember): Promise<RecommendationsResponse> {
  const response = await app.inject({ method: 'GET', url: '/api/recommendations', headers: { cookie: who.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function feedback(who: TestMember, key: { mediaType: string; id: number }, value: string | null) {
  const url = `/api/recommendations/feedback/${key.mediaType}/${key.id}`;
  return value === null
    ? app.inject({ method: 'DELETE', url, headers: { cookie: who.cookie } })
    : app.inject({ method: 'PUT', url, headers: { cookie: who.cookie }, payload: { value } });
}

/** A model that cannot be built (as when its worker runs out of memory or its database reads fail). */
const unavailableModel: RecommendationModel = {
  active: false,
  warmUp: async () => false,
  recommend: async () => {
    throw new Error('model unavailable');
  },
  setUserPositives: () => undefined,
  close: async () => undefined,
};

const keyOf = (card: { mediaType: string; id: number }) => `${card.mediaType}:${card.id}`;

describe('GET /api/recommendations', () => {
  it('gives a new member up to 12 titles with reasons, none of their favourites', async () => {
    const ayse = await member();
    const body = await recommendations(ayse);
    expect(body.source).toBe('personalized');
    expect(body.notice).toBeNull();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(12);
    const favourites = await database.db
      .selectFrom('user_favorite_titles')
      .select(['media_type', 'title_id'])
      .where('user_id', '=', ayse.userId)
      .execute();
    const shown = new Set(body.items.map(keyOf));
    for (const f of favourites) expect(shown.has(`${f.media_type}:${f.title_id}`)).toBe(false);
    for (const item of body.items) {
      expect(item.reason.code).toBeTruthy();
      expect(item.feedback).toBeNull();
    }
    // Registration favourites are liked titles: the reasons name one of them.
    expect(body.items.some((i) => i.reason.code === 'becauseYouLiked' && i.reason.params.title)).toBe(true);
  });

  it('never recommends a disliked title again, and brings it back after undo', async () => {
    const mehmet = await member();
    const first = (await recommendations(mehmet)).items[0];
    if (!first) throw new Error('no recommendation');
    const saved = await feedback(mehmet, first, 'dislike');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FeedbackResponse>().feedback).toBe('dislike');
    for (let i = 0; i < 3; i += 1) {
      expect((await recommendations(mehmet)).items.map(keyOf)).not.toContain(keyOf(first));
    }
    const undone = await feedback(mehmet, first, null);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<FeedbackResponse>().feedback).toBeNull();
    const rows = await database.db
      .selectFrom('title_feedback')
      .selectAll()
      .where('user_id', '=', mehmet.userId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('never recommends a title the member has watched, unless they ask to see watched titles', async () => {
    const deniz = await member();
    const first = (await recommendations(deniz)).items;
    expect(first.length).toBeGreaterThan(1);
    for (const watched of first.slice(0, 2)) {
      const logged = await app.inject({
        method: 'POST',
        url: '/api/plays',
        headers: { cookie: deniz.cookie },
        payload: { mediaType: watched.mediaType, id: watched.id, watchedOn: null, requestId: `watched-${watched.id}` },
      });
      expect(logged.statusCode, logged.body).toBe(201);
    }
    const shown = (await recommendations(deniz)).items.map(keyOf);
    for (const watched of first.slice(0, 2)) expect(shown).not.toContain(keyOf(watched));
    // Unless they ask to see watched titles again.
    const asked = await app.inject({
      method: 'PUT',
      url: '/api/me/tracking-settings',
      headers: { cookie: deniz.cookie },
      payload: { showWatched: true },
    });
    expect(asked.statusCode).toBe(200);
    const again = (await recommendations(deniz)).items.map(keyOf);
    expect(first.slice(0, 2).some((watched) => again.includes(keyOf(watched)))).toBe(true);
  });

  it('learns from a like: the next list names the liked title as a reason', async () => {
    const zeynep = await member();
    const before = await recommendations(zeynep);
    const liked = before.items[0];
    if (!liked) throw new Error('no recommendation');
    expect((await feedback(zeynep, liked, 'like')).statusCode).toBe(200);
    const after = await recommendations(zeynep);
    // A liked title is known now: it is not recommended again…
    expect(after.items.map(keyOf)).not.toContain(keyOf(liked));
    const title = await database.db
      .selectFrom('titles')
      .select('title')
      .where('media_type', '=', liked.mediaType)
      .where('id', '=', liked.id)
      .executeTakeFirstOrThrow();
    // …and it explains other picks.
    expect(after.items.some((i) => i.reason.code === 'becauseYouLiked' && i.reason.params.title === title.title)).toBe(
      true,
    );
  });

  it('says how many friends rated a title 4+', async () => {
    const me = await member();
    const [friendA, friendB] = [await member(), await member()];
    await befriend(database, me.userId, friendA.userId);
    await befriend(database, me.userId, friendB.userId);
    const favourites = new Set(
      (
        await database.db
          .selectFrom('user_favorite_titles')
          .select(['media_type', 'title_id'])
          .where('user_id', '=', me.userId)
          .execute()
      ).map((f) => `${f.media_type}:${f.title_id}`),
    );
    const target = (
      await database.db.selectFrom('titles').select(['media_type', 'id']).orderBy('popularity', 'asc').execute()
    ).find((t) => !favourites.has(`${t.media_type}:${t.id}`));
    if (!target) throw new Error('no title');
    for (const friend of [friendA, friendB]) {
      const written = await app.inject({
        method: 'POST',
        url: `/api/titles/${target.media_type}/${target.id}/comments`,
        headers: { cookie: friend.cookie },
        payload: { rating: 5, text: 'Loved it' },
      });
      expect(written.statusCode).toBe(201);
    }
    const body = await recommendations(me);
    const card = body.items.find((i) => i.mediaType === target.media_type && i.id === target.id);
    expect(card?.reason).toEqual({ code: 'friendsRated', params: { count: 2 } });
  });
});

describe('feedback input', () => {
  it('rejects a bad value, an unknown title and a bad type with a clear 4xx, writing nothing', async () => {
    const who = await member();
    const title = await database.db.selectFrom('titles').select(['media_type', 'id']).executeTakeFirstOrThrow();
    const bad = await feedback(who, { mediaType: title.media_type, id: title.id }, 'love');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('value');
    const unknown = await feedback(who, { mediaType: 'movie', id: 999_999_999 }, 'like');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'titleNotFound' });
    const badType = await feedback(who, { mediaType: 'book', id: 1 }, 'like');
    expect(badType.statusCode).toBe(400);
    const rows = await database.db.selectFrom('title_feedback').selectAll().where('user_id', '=', who.userId).execute();
    expect(rows).toHaveLength(0);
  });

  it('switches a like to a dislike in one row', async () => {
    const who = await member();
    const title = await database.db.selectFrom('titles').select(['media_type', 'id']).executeTakeFirstOrThrow();
    const key = { mediaType: title.media_type, id: title.id };
    expect((await feedback(who, key, 'like')).statusCode).toBe(200);
    expect((await feedback(who, key, 'dislike')).statusCode).toBe(200);
    const rows = await database.db.selectFrom('title_feedback').selectAll().where('user_id', '=', who.userId).execute();
    expect(rows.map((r) => r.value)).toEqual(['dislike']);
  });
});

describe('when the personalized list cannot be made', () => {
  it("serves 6 popular + 6 top-rated titles with the spec's notice, still without disliked ones", async () => {
    const who = await member();
    const service = new RecommendationsService(database.db, unavailableModel);
    const popular = await database.db
      .selectFrom('titles')
      .select(['media_type', 'id'])
      .orderBy('popularity', 'desc')
      .executeTakeFirstOrThrow();
    await feedback(who, { mediaType: popular.media_type, id: popular.id }, 'dislike');
    const body = await service.list(who.userId);
    expect(body.source).toBe('popular');
    expect(body.notice).toBe('personalizedUnavailable');
    expect(body.items.length).toBeGreaterThan(6);
    expect(body.items.length).toBeLessThanOrEqual(12);
    expect(body.items.map(keyOf)).not.toContain(`${popular.media_type}:${popular.id}`);
    expect(new Set(body.items.map((i) => i.reason.code))).toEqual(new Set(['popular', 'topRated']));
  });
});

describe("when the person's own signals cannot be read", () => {
  it("answers 503 with the spec's message instead of recommending blind", async () => {
    const who = await member();
    // The database answers everything but the person's likes and dislikes (as a dropped table or a lost connection
    // mid-request would).
    const failing = database.db.withPlugin({
      transformQuery(args) {
        if (JSON.stringify(args.node).includes('"title_feedback"')) throw new Error('title_feedback unavailable');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const service = new RecommendationsService(failing, unavailableModel);
    await expect(service.list(who.userId)).rejects.toMatchObject({
      statusCode: 503,
      code: 'preferencesFailed',
      message: RECOMMENDATION_MESSAGES.preferencesFailed,
    });
  });
});
