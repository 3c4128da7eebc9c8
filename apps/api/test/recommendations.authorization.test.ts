import type { RecommendationsResponse } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
});
afterAll(async () => {
  await app.close();
});

describe('recommendations: who may ask', () => {
  it('answers a visitor 401 on every endpoint', async () => {
    const title = await database.db.selectFrom('titles').select(['media_type', 'id']).executeTakeFirstOrThrow();
    const url = `/api/recommendations/feedback/${title.media_type}/${title.id}`;
    for (const request of [
      { method: 'GET' as const, url: '/api/recommendations' },
      { method: 'PUT' as const, url, payload: { value: 'like' } },
      { method: 'DELETE' as const, url },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it("keeps feedback per person: one person's dislike neither hides the title from nor shows up for another", async () => {
    const [ayse, mehmet] = [await member(), await member()];
    const list = async (who: TestMember): Promise<RecommendationsResponse> =>
      (await app.inject({ method: 'GET', url: '/api/recommendations', headers: { cookie: who.cookie } })).json();
    const first = (await list(ayse)).items[0];
    if (!first) throw new Error('no recommendation');
    const url = `/api/recommendations/feedback/${first.mediaType}/${first.id}`;
    expect(
      (await app.inject({ method: 'PUT', url, headers: { cookie: ayse.cookie }, payload: { value: 'dislike' } }))
        .statusCode,
    ).toBe(200);
    const mehmets = await list(mehmet);
    expect(mehmets.items.every((i) => i.feedback === null)).toBe(true);
    expect(mehmets.items.some((i) => i.mediaType === first.mediaType && i.id === first.id)).toBe(true);
    // Mehmet's undo cannot remove Ayşe's dislike.
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: mehmet.cookie } })).statusCode).toBe(200);
    const rows = await database.db
      .selectFrom('title_feedback')
      .select(['user_id', 'value'])
      .where('media_type', '=', first.mediaType)
      .where('title_id', '=', first.id)
      .execute();
    expect(rows).toEqual([{ user_id: ayse.userId, value: 'dislike' }]);
  });
});
