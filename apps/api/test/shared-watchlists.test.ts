import {
  SHARED_WATCHLIST_EVENTS,
  SHARED_WATCHLIST_LIMITS,
  type SharedWatchlistResponse,
  type SharedWatchlistSummary,
} from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;
let ayse: TestMember;
let mehmet: TestMember;
let stranger: TestMember;
/** Titles of the sample catalog, as the catalog holds them. */
let movies: { id: number; title: string; poster_path: string | null; year: number | null }[];
let show: { id: number; title: string };

beforeAll(async () => {
  const created = await createSocialTestApp();
  ({ app, database, member } = created);
  [ayse, mehmet, stranger] = [await member(), await member(), await member()];
  await befriend(database, ayse.userId, mehmet.userId);
  movies = await database.db
    .selectFrom('titles')
    .select(['id', 'title', 'poster_path', 'year'])
    .where('media_type', '=', 'movie')
    .orderBy('id')
    .limit(5)
    .execute();
  show = await database.db
    .selectFrom('titles')
    .select(['id', 'title'])
    .where('media_type', '=', 'tv')
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await app.close();
});

const movie = (index: number) => {
  const found = movies[index];
  if (!found) throw new Error(`sample movie ${index} missing`);
  return found;
};

function create(who: TestMember, payload: object) {
  return app.inject({ method: 'POST', url: '/api/shared-watchlists', headers: { cookie: who.cookie }, payload });
}

/** Creates an empty list of `owner` with `friend` and returns it as the owner sees it. */
async function createList(
  owner: TestMember,
  friend: TestMember,
  name = 'Movie night',
): Promise<SharedWatchlistSummary> {
  const response = await create(owner, { friendId: friend.userId, name, includeMyWatchlist: false });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().list;
}

function overview(who: TestMember): Promise<SharedWatchlistSummary[]> {
  return app
    .inject({ method: 'GET', url: '/api/shared-watchlists', headers: { cookie: who.cookie } })
    .then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().lists;
    });
}

async function read(who: TestMember, listId: string, page = 1): Promise<SharedWatchlistResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/shared-watchlists/${listId}?page=${page}`,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function addItem(who: TestMember, listId: string, mediaType: string, id: number) {
  return app.inject({
    method: 'PUT',
    url: `/api/shared-watchlists/${listId}/items/${mediaType}/${id}`,
    headers: { cookie: who.cookie },
  });
}

function removeItem(who: TestMember, listId: string, mediaType: string, id: number) {
  return app.inject({
    method: 'DELETE',
    url: `/api/shared-watchlists/${listId}/items/${mediaType}/${id}`,
    headers: { cookie: who.cookie },
  });
}

async function listCount(): Promise<number> {
  const row = await database.db
    .selectFrom('shared_watchlists')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('sharing a watchlist', () => {
  it("refuses to share without a friend, with the spec's message, and writes nothing", async () => {
    const before = await listCount();
    for (const payload of [{}, { friendId: '' }, { friendId: '   ', name: 'Ours' }]) {
      const response = await create(ayse, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'friendRequired',
        message: 'Please select a friend',
        field: 'friendId',
      });
    }
    expect(await listCount()).toBe(before);
  });

  it('shares only with a friend: not with a stranger, not with oneself, not with an unknown id', async () => {
    const before = await listCount();
    for (const friendId of [stranger.userId, ayse.userId, 'no-such-user']) {
      const response = await create(ayse, { friendId });
      expect(response.statusCode, friendId).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'notFriends',
        message: 'You can only share a watchlist with a friend.',
      });
    }
    expect(await listCount()).toBe(before);
  });

  it('creates a list that both members see, each with the other as partner', async () => {
    const list = await createList(ayse, mehmet, '  Weekend   picks ');
    expect(list).toMatchObject({
      name: 'Weekend picks',
      createdByMe: true,
      itemCount: 0,
      canEdit: true,
      partner: { id: mehmet.userId, nickname: mehmet.info.nickname, displayName: 'Ayşe Yılmaz', photoUrl: null },
    });

    const fromMehmet = (await overview(mehmet)).find((entry) => entry.id === list.id);
    expect(fromMehmet).toMatchObject({
      name: 'Weekend picks',
      createdByMe: false,
      partner: { id: ayse.userId, nickname: ayse.info.nickname },
    });
    expect((await overview(ayse)).map((entry) => entry.id)).toContain(list.id);
    expect((await overview(stranger)).map((entry) => entry.id)).not.toContain(list.id);

    const members = await database.db
      .selectFrom('shared_watchlist_members')
      .select('user_id')
      .where('list_id', '=', list.id)
      .execute();
    expect(members.map((row) => row.user_id).sort()).toEqual([ayse.userId, mehmet.userId].sort());
  });

  it("names a list after both nicknames when no name is given, and refuses a name that's too long", async () => {
    const response = await create(ayse, { friendId: mehmet.userId, name: '  ', includeMyWatchlist: false });
    expect(response.statusCode).toBe(201);
    expect(response.json().list.name).toBe(`${ayse.info.nickname} & ${mehmet.info.nickname}`);

    const tooLong = await create(ayse, { friendId: mehmet.userId, name: 'x'.repeat(61) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({ code: 'nameTooLong', field: 'name' });
  });

  it("starts with a copy of the creator's watchlist unless asked not to; later watchlist changes stay apart", async () => {
    const sharer = await member();
    const friend = await member();
    await befriend(database, sharer.userId, friend.userId);
    await database.db
      .insertInto('watchlist_items')
      .values(
        [movie(0), movie(1)].map((title, index) => ({
          user_id: sharer.userId,
          media_type: 'movie',
          title_id: title.id,
          title: title.title,
          poster_path: title.poster_path,
          year: title.year,
          added_at: `2026-01-0${index + 1}T00:00:00.000Z`,
        })),
      )
      .execute();

    const copied = await create(sharer, { friendId: friend.userId, name: 'Copied' });
    expect(copied.statusCode).toBe(201);
    expect(copied.json().list.itemCount).toBe(2);
    const seenByFriend = await read(friend, copied.json().list.id);
    expect(seenByFriend.items.map((item) => item.title).sort()).toEqual([movie(0).title, movie(1).title].sort());
    expect(seenByFriend.items.every((item) => item.addedBy === sharer.userId)).toBe(true);

    // The copy is a snapshot: the personal watchlist changing later does not change the shared list.
    await database.db.deleteFrom('watchlist_items').where('user_id', '=', sharer.userId).execute();
    expect((await read(friend, copied.json().list.id)).items).toHaveLength(2);

    const empty = await create(sharer, { friendId: friend.userId, name: 'Empty', includeMyWatchlist: false });
    expect(empty.json().list.itemCount).toBe(0);
  });

  it('refuses any attempt to name a third member', async () => {
    const third = await member();
    await befriend(database, ayse.userId, third.userId);
    const before = await listCount();
    for (const extra of [{ memberIds: [third.userId] }, { members: [third.userId] }, { friendIds: [third.userId] }]) {
      const response = await create(ayse, { friendId: mehmet.userId, ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await listCount()).toBe(before);
  });

  it(`limits a person to ${SHARED_WATCHLIST_LIMITS.listsPerUser} shared lists`, async () => {
    const busy = await member();
    const friend = await member();
    await befriend(database, busy.userId, friend.userId);
    for (let i = 0; i < SHARED_WATCHLIST_LIMITS.listsPerUser; i += 1) await createList(busy, friend, `List ${i}`);
    const refused = await create(friend, { friendId: busy.userId, includeMyWatchlist: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('tooManyLists');
    expect(await overview(friend)).toHaveLength(SHARED_WATCHLIST_LIMITS.listsPerUser);
  });
});

describe('items of a shared list', () => {
  it('adds a title as the catalog has it, shows it to both members, and never duplicates it', async () => {
    const list = await createList(ayse, mehmet);
    const target = movie(2);
    const added = await addItem(mehmet, list.id, 'movie', target.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      added: true,
      item: {
        mediaType: 'movie',
        id: target.id,
        title: target.title,
        posterPath: target.poster_path,
        year: target.year,
        addedBy: mehmet.userId,
      },
    });

    const again = await Promise.all([
      addItem(ayse, list.id, 'movie', target.id),
      addItem(mehmet, list.id, 'movie', target.id),
    ]);
    expect(again.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(again[0]?.json().added).toBe(false);

    for (const who of [ayse, mehmet]) {
      const seen = await read(who, list.id);
      expect(seen.items.map((item) => [item.mediaType, item.id])).toEqual([['movie', target.id]]);
      expect(seen.list.itemCount).toBe(1);
    }
    expect((await overview(ayse)).find((entry) => entry.id === list.id)?.itemCount).toBe(1);
  });

  it('tells a movie from a show with the same id, and refuses titles the catalog does not have', async () => {
    const list = await createList(ayse, mehmet);
    expect((await addItem(ayse, list.id, 'tv', show.id)).statusCode).toBe(201);
    const unknown = await addItem(ayse, list.id, 'movie', 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Title not found.');
    const badType = await addItem(ayse, list.id, 'book', show.id);
    expect(badType.statusCode).toBe(400);
    expect((await read(ayse, list.id)).items.map((item) => `${item.mediaType}:${item.id}`)).toEqual([`tv:${show.id}`]);
  });

  it('lets either member remove an item, for both; removing it again changes nothing', async () => {
    const list = await createList(ayse, mehmet);
    await addItem(ayse, list.id, 'movie', movie(0).id);
    await addItem(ayse, list.id, 'movie', movie(1).id);
    const removed = await removeItem(mehmet, list.id, 'movie', movie(0).id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await read(ayse, list.id)).items.map((item) => item.id)).toEqual([movie(1).id]);
    expect((await removeItem(ayse, list.id, 'movie', movie(0).id)).statusCode).toBe(204);
    expect((await read(mehmet, list.id)).items.map((item) => item.id)).toEqual([movie(1).id]);
  });

  it('pages a long list, most recently added first, without overlaps', async () => {
    const list = await createList(ayse, mehmet);
    const total = SHARED_WATCHLIST_LIMITS.pageSize + 5;
    await database.db
      .insertInto('shared_watchlist_items')
      .values(
        Array.from({ length: total }, (_, index) => ({
          list_id: list.id,
          media_type: 'movie',
          title_id: 1_000_000 + index,
          title: `Film ${index}`,
          poster_path: null,
          year: 2000,
          added_by: ayse.userId,
          added_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
        })),
      )
      .execute();
    const first = await read(mehmet, list.id, 1);
    const second = await read(mehmet, list.id, 2);
    expect(first.totalPages).toBe(2);
    expect(first.items).toHaveLength(SHARED_WATCHLIST_LIMITS.pageSize);
    expect(second.items).toHaveLength(5);
    expect(first.items[0]?.title).toBe(`Film ${total - 1}`);
    expect(second.items.at(-1)?.title).toBe('Film 0');
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(total);
  });
});

describe('deleting and ending the friendship', () => {
  it('deletes a list for both members, with its items', async () => {
    const list = await createList(mehmet, ayse);
    await addItem(ayse, list.id, 'movie', movie(0).id);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/shared-watchlists/${list.id}`,
      headers: { cookie: ayse.cookie },
    });
    expect(response.statusCode).toBe(204);
    for (const who of [ayse, mehmet]) {
      expect((await overview(who)).map((entry) => entry.id)).not.toContain(list.id);
      const gone = await app.inject({
        method: 'GET',
        url: `/api/shared-watchlists/${list.id}`,
        headers: { cookie: who.cookie },
      });
      expect(gone.statusCode).toBe(404);
    }
    const items = await database.db
      .selectFrom('shared_watchlist_items')
      .select('title_id')
      .where('list_id', '=', list.id)
      .execute();
    expect(items).toEqual([]);
  });

  it('freezes a list when the members stop being friends, and unfreezes it when they are friends again', async () => {
    const one = await member();
    const two = await member();
    await befriend(database, one.userId, two.userId);
    const list = await createList(one, two);
    await addItem(two, list.id, 'movie', movie(0).id);

    await database.db
      .deleteFrom('friendships')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', one.userId), eb('friend_id', '=', two.userId)]),
          eb.and([eb('user_id', '=', two.userId), eb('friend_id', '=', one.userId)]),
        ]),
      )
      .execute();

    for (const who of [one, two]) {
      const seen = await read(who, list.id);
      expect(seen.list.canEdit).toBe(false);
      expect(seen.items).toHaveLength(1);
      const add = await addItem(who, list.id, 'movie', movie(1).id);
      expect(add.statusCode).toBe(403);
      expect(add.json().error.code).toBe('noLongerFriends');
      expect((await removeItem(who, list.id, 'movie', movie(0).id)).statusCode).toBe(403);
    }
    expect((await read(one, list.id)).items).toHaveLength(1);
    // No new list with a former friend either.
    expect((await create(one, { friendId: two.userId })).statusCode).toBe(403);

    await befriend(database, one.userId, two.userId);
    expect((await read(two, list.id)).list.canEdit).toBe(true);
    expect((await addItem(one, list.id, 'movie', movie(1).id)).statusCode).toBe(201);
  });
});

describe('live updates', () => {
  it('tells the other member about a new list, item changes and deletion, and tells nobody else', async () => {
    const baseUrl = await listen(app);
    const [mehmetSocket, strangerSocket] = await Promise.all([
      connectSocket(baseUrl, mehmet.cookie),
      connectSocket(baseUrl, stranger.cookie),
    ]);
    const strangerHeard: string[] = [];
    strangerSocket.onAny((event: string) => strangerHeard.push(event));

    const created = nextEvent<{ list: SharedWatchlistSummary }>(mehmetSocket, SHARED_WATCHLIST_EVENTS.created);
    const list = await createList(ayse, mehmet, 'Live');
    const createdEvent = await created;
    expect(createdEvent.list).toMatchObject({
      id: list.id,
      name: 'Live',
      createdByMe: false,
      partner: { id: ayse.userId },
    });

    const added = nextEvent(mehmetSocket, SHARED_WATCHLIST_EVENTS.itemsChanged);
    await addItem(ayse, list.id, 'movie', movie(3).id);
    expect(await added).toEqual({
      listId: list.id,
      change: 'added',
      mediaType: 'movie',
      id: movie(3).id,
      by: ayse.userId,
    });

    const removed = nextEvent(mehmetSocket, SHARED_WATCHLIST_EVENTS.itemsChanged);
    await removeItem(ayse, list.id, 'movie', movie(3).id);
    expect(await removed).toMatchObject({ change: 'removed', id: movie(3).id });

    const deleted = nextEvent(mehmetSocket, SHARED_WATCHLIST_EVENTS.deleted);
    await app.inject({ method: 'DELETE', url: `/api/shared-watchlists/${list.id}`, headers: { cookie: ayse.cookie } });
    expect(await deleted).toEqual({ listId: list.id, by: ayse.userId });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(strangerHeard).toEqual([]);
    mehmetSocket.disconnect();
    strangerSocket.disconnect();
  });
});
