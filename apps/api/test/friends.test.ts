import {
  FRIEND_EVENTS,
  FRIEND_MESSAGES,
  type FriendRequest,
  type FriendRequestsResponse,
  type UserSearchResult,
  type UserSummary,
} from '@watchify/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

let app: App;
let database: DatabaseHandle;
let member: (overrides?: { nickname?: string }) => Promise<TestMember>;

beforeAll(async () => {
  const created = await createSocialTestApp();
  app = created.app;
  database = created.database;
  member = created.member;
});
afterAll(async () => {
  await app.close();
});

// Every test starts without friendships or requests; the people registered so far stay.
beforeEach(async () => {
  await database.db.deleteFrom('friend_requests').execute();
  await database.db.deleteFrom('friendships').execute();
});

let nicknameCounter = 0;
/** A member whose nickname starts with `prefix` (unique within the run). */
function named(prefix: string) {
  nicknameCounter += 1;
  return member({ nickname: `${prefix}${nicknameCounter}` });
}

function get(path: string, who: TestMember) {
  return app.inject({ method: 'GET', url: path, headers: { cookie: who.cookie } });
}

function send(from: TestMember, to: TestMember | string) {
  return app.inject({
    method: 'POST',
    url: '/api/friend-requests',
    headers: { cookie: from.cookie },
    payload: { toUserId: typeof to === 'string' ? to : to.userId },
  });
}

function answer(who: TestMember, requestId: string, action: 'accept' | 'reject') {
  return app.inject({
    method: 'POST',
    url: `/api/friend-requests/${requestId}/${action}`,
    headers: { cookie: who.cookie },
  });
}

async function friendsOf(who: TestMember): Promise<UserSummary[]> {
  const response = await get('/api/friends', who);
  expect(response.statusCode).toBe(200);
  return response.json().friends;
}

async function requestsOf(who: TestMember): Promise<FriendRequestsResponse> {
  const response = await get('/api/friend-requests', who);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function search(who: TestMember, q: string): Promise<UserSearchResult[]> {
  const response = await get(`/api/users/search?q=${encodeURIComponent(q)}`, who);
  expect(response.statusCode).toBe(200);
  return response.json().users;
}

async function sentRequest(from: TestMember, to: TestMember): Promise<FriendRequest> {
  const response = await send(from, to);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().request;
}

async function friendshipRows() {
  return database.db.selectFrom('friendships').selectAll().execute();
}

async function setGenres(who: TestMember, genres: number[]) {
  await database.db.deleteFrom('user_genre_preferences').where('user_id', '=', who.userId).execute();
  await database.db
    .insertInto('user_genre_preferences')
    .values(genres.map((genre_id, position) => ({ user_id: who.userId, genre_id, position })))
    .execute();
}

describe('GET /api/friends', () => {
  it("lists my friends by nickname as others see them (no e-mail), not other people's", async () => {
    const me = await named('list_me');
    const zed = await named('zed_');
    const ann = await named('ann_');
    const stranger = await named('stranger_');
    await befriend(database, me.userId, zed.userId);
    await befriend(database, me.userId, ann.userId);
    await befriend(database, zed.userId, stranger.userId);

    const friends = await friendsOf(me);
    expect(friends.map((f) => f.nickname)).toEqual([ann.info.nickname, zed.info.nickname]);
    expect(friends[0]).toEqual({
      id: ann.userId,
      nickname: ann.info.nickname,
      displayName: 'Ayşe Yılmaz',
      photoUrl: null,
    });
    expect(JSON.stringify(friends)).not.toContain('@example.com');
    expect(await friendsOf(ann)).toEqual([expect.objectContaining({ id: me.userId })]);
  });
});

describe('user search', () => {
  it('finds people by nickname prefix in any case, never myself, with how I stand with each', async () => {
    const me = await named('prefixme');
    const friend = await named('Prefixfriend');
    const sentTo = await named('PREFIXsent');
    const receivedFrom = await named('prefixreceived');
    const nobody = await named('prefixnone');
    const other = await named('otherprefix');
    await befriend(database, me.userId, friend.userId);
    const sent = await sentRequest(me, sentTo);
    const received = await sentRequest(receivedFrom, me);

    const results = await search(me, 'PreFix');
    const byId = new Map(results.map((r) => [r.id, r]));
    expect(byId.has(me.userId)).toBe(false);
    expect(byId.has(other.userId)).toBe(false);
    expect(byId.get(friend.userId)).toMatchObject({ relationship: 'friend', requestId: null });
    expect(byId.get(sentTo.userId)).toMatchObject({ relationship: 'requestSent', requestId: sent.id });
    expect(byId.get(receivedFrom.userId)).toMatchObject({ relationship: 'requestReceived', requestId: received.id });
    expect(byId.get(nobody.userId)).toMatchObject({
      relationship: 'none',
      requestId: null,
      nickname: nobody.info.nickname,
      displayName: 'Ayşe Yılmaz',
      photoUrl: null,
    });
    // By nickname, ignoring case.
    expect(results.map((r) => r.id)).toEqual([friend, nobody, receivedFrom, sentTo].map((m) => m.userId));
  });

  it('matches the start of the nickname only, and treats % and _ as plain characters', async () => {
    const me = await named('wild_me');
    const underscore = await named('wild_card');
    const plain = await named('wildxcard');
    expect((await search(me, 'ildcard')).length).toBe(0);
    const withUnderscore = (await search(me, 'wild_c')).map((r) => r.id);
    expect(withUnderscore).toContain(underscore.userId);
    expect(withUnderscore).not.toContain(plain.userId);
    expect((await search(me, '@Wild_C')).map((r) => r.id)).toEqual(withUnderscore);
    expect(await search(me, '%')).toEqual([]);
    expect(await search(me, '   ')).toEqual([]);
    expect(await search(me, '')).toEqual([]);
  });

  it('returns at most 20 people', async () => {
    const me = await named('cap_me');
    // Inserted directly: 21 registrations through the API would only slow the test down.
    const now = new Date().toISOString();
    for (let i = 0; i < 21; i += 1) {
      const id = `cap-user-${i}`;
      await database.db
        .insertInto('users')
        .values({
          id,
          name: `Cap ${i}`,
          email: `cap${i}@example.com`,
          email_verified: 0,
          image: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await database.db
        .insertInto('profiles')
        .values({
          user_id: id,
          first_name: 'Cap',
          last_name: String(i),
          nickname: `capped${String(i).padStart(2, '0')}`,
          nickname_key: `capped${String(i).padStart(2, '0')}`,
          country: 'Turkey',
          city: 'İzmir',
          gender: null,
          birth_date: '1990-01-01',
          occupation: 'Engineer',
          instagram: null,
          twitter: null,
          photo_path: null,
          has_disability: 0,
          is_admin: 0,
          last_seen_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const results = await search(me, 'capped');
    expect(results).toHaveLength(20);
    expect(results[0]?.nickname).toBe('capped00');
  });

  it('rejects a search text longer than any nickname', async () => {
    const me = await named('long_me');
    const response = await get(`/api/users/search?q=${'a'.repeat(51)}`, me);
    expect(response.statusCode).toBe(400);
  });
});

describe('sending a friend request', () => {
  it('sends a request the other person sees as incoming and I see as outgoing', async () => {
    const ayse = await named('send_a');
    const mehmet = await named('send_m');
    const response = await send(ayse, mehmet);
    expect(response.statusCode).toBe(201);
    const { outcome, request } = response.json();
    expect(outcome).toBe('sent');
    expect(request).toMatchObject({
      from: { id: ayse.userId, nickname: ayse.info.nickname },
      to: { id: mehmet.userId },
      status: 'pending',
      respondedAt: null,
    });
    expect((await requestsOf(mehmet)).incoming.map((r) => r.id)).toEqual([request.id]);
    expect((await requestsOf(mehmet)).outgoing).toEqual([]);
    expect((await requestsOf(ayse)).outgoing.map((r) => r.id)).toEqual([request.id]);
    expect((await requestsOf(ayse)).incoming).toEqual([]);
  });

  it("blocks a second request while one is pending, with the spec's message", async () => {
    const ayse = await named('twice_a');
    const mehmet = await named('twice_m');
    await sentRequest(ayse, mehmet);
    const again = await send(ayse, mehmet);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'friendRequestAlreadySent',
      message: 'You have already sent a friend request to this user',
    });
    expect(again.json().error.message).toBe(FRIEND_MESSAGES.requestAlreadySent);
    expect((await requestsOf(mehmet)).incoming).toHaveLength(1);
  });

  it('refuses a request to myself, to a friend, and to nobody', async () => {
    const ayse = await named('rules_a');
    const friend = await named('rules_f');
    await befriend(database, ayse.userId, friend.userId);

    const self = await send(ayse, ayse);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('friendRequestToSelf');

    const toFriend = await send(ayse, friend);
    expect(toFriend.statusCode).toBe(409);
    expect(toFriend.json().error).toMatchObject({
      code: 'alreadyFriends',
      message: 'You are already friends with this user.',
    });

    const ghost = await send(ayse, 'no-such-user');
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().error.code).toBe('userNotFound');

    const empty = await app.inject({
      method: 'POST',
      url: '/api/friend-requests',
      headers: { cookie: ayse.cookie },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(await database.db.selectFrom('friend_requests').selectAll().execute()).toEqual([]);
  });

  it('asking someone who already asked me accepts their request: we are friends, nothing stays pending', async () => {
    const ayse = await named('back_a');
    const mehmet = await named('back_m');
    const theirs = await sentRequest(mehmet, ayse);
    const response = await send(ayse, mehmet);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'accepted', request: { id: theirs.id, status: 'accepted' } });
    expect((await friendsOf(ayse)).map((f) => f.id)).toEqual([mehmet.userId]);
    expect((await friendsOf(mehmet)).map((f) => f.id)).toEqual([ayse.userId]);
    for (const who of [ayse, mehmet]) expect(await requestsOf(who)).toEqual({ incoming: [], outgoing: [] });
  });

  it('may ask again after a rejection: the same request is pending again', async () => {
    const ayse = await named('again_a');
    const mehmet = await named('again_m');
    const first = await sentRequest(ayse, mehmet);
    expect((await answer(mehmet, first.id, 'reject')).statusCode).toBe(200);
    const second = await sentRequest(ayse, mehmet);
    expect(second.id).toBe(first.id);
    expect(second.status).toBe('pending');
    expect(second.respondedAt).toBeNull();
    expect((await requestsOf(mehmet)).incoming.map((r) => r.id)).toEqual([first.id]);
  });
});

describe('answering a friend request', () => {
  it('accepting makes both friends and the request leaves both pending lists', async () => {
    const ayse = await named('acc_a');
    const mehmet = await named('acc_m');
    const request = await sentRequest(ayse, mehmet);
    const accepted = await answer(mehmet, request.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().request).toMatchObject({ id: request.id, status: 'accepted' });
    expect(accepted.json().request.respondedAt).toEqual(expect.any(String));
    expect((await friendsOf(ayse)).map((f) => f.id)).toEqual([mehmet.userId]);
    expect((await friendsOf(mehmet)).map((f) => f.id)).toEqual([ayse.userId]);
    expect(await requestsOf(mehmet)).toEqual({ incoming: [], outgoing: [] });
    expect(await requestsOf(ayse)).toEqual({ incoming: [], outgoing: [] });
  });

  it('accepting twice changes nothing the second time', async () => {
    const ayse = await named('acc2_a');
    const mehmet = await named('acc2_m');
    const request = await sentRequest(ayse, mehmet);
    expect((await answer(mehmet, request.id, 'accept')).statusCode).toBe(200);
    const again = await answer(mehmet, request.id, 'accept');
    expect(again.statusCode).toBe(200);
    expect(again.json().request.status).toBe('accepted');
    expect(await friendshipRows()).toHaveLength(2);
  });

  it('rejecting leaves both pending lists without a friendship; a rejected request cannot be accepted', async () => {
    const ayse = await named('rej_a');
    const mehmet = await named('rej_m');
    const request = await sentRequest(ayse, mehmet);
    const rejected = await answer(mehmet, request.id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().request.status).toBe('rejected');
    expect(await requestsOf(mehmet)).toEqual({ incoming: [], outgoing: [] });
    expect(await requestsOf(ayse)).toEqual({ incoming: [], outgoing: [] });
    expect(await friendsOf(ayse)).toEqual([]);

    expect((await answer(mehmet, request.id, 'reject')).statusCode).toBe(200);
    const late = await answer(mehmet, request.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'friendRequestHandled',
      message: 'This friend request was already rejected.',
    });
    expect(await friendsOf(mehmet)).toEqual([]);
  });

  it('an accepted request cannot be rejected afterwards', async () => {
    const ayse = await named('accrej_a');
    const mehmet = await named('accrej_m');
    const request = await sentRequest(ayse, mehmet);
    await answer(mehmet, request.id, 'accept');
    const late = await answer(mehmet, request.id, 'reject');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('friendRequestHandled');
    expect((await friendsOf(mehmet)).map((f) => f.id)).toEqual([ayse.userId]);
  });

  it('the sender can withdraw a pending request, but not an answered one', async () => {
    const ayse = await named('wd_a');
    const mehmet = await named('wd_m');
    const request = await sentRequest(ayse, mehmet);
    const withdraw = (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/friend-requests/${id}`, headers: { cookie: ayse.cookie } });
    expect((await withdraw(request.id)).statusCode).toBe(204);
    expect((await requestsOf(mehmet)).incoming).toEqual([]);
    expect((await answer(mehmet, request.id, 'accept')).statusCode).toBe(404);

    const second = await sentRequest(ayse, mehmet);
    await answer(mehmet, second.id, 'accept');
    const late = await withdraw(second.id);
    expect(late.statusCode).toBe(409);
    expect((await friendsOf(ayse)).map((f) => f.id)).toEqual([mehmet.userId]);
  });
});

describe('suggested friends', () => {
  it('up to 5 people sharing any of my first 3 genres, most shared first, never me, my friends or pending people', async () => {
    const me = await named('sugg_me');
    // My first three genres are Action, Adventure, Animation; Comedy is fourth and does not count.
    await setGenres(me, [28, 12, 16, 35]);
    const two = await named('sugg_two');
    await setGenres(two, [16, 12]);
    const ones = [];
    for (let i = 0; i < 5; i += 1) {
      const one = await named('sugg_one');
      await setGenres(one, [28, 18]);
      ones.push(one);
    }
    const comedyOnly = await named('sugg_comedy');
    await setGenres(comedyOnly, [35]);
    const friend = await named('sugg_friend');
    await setGenres(friend, [28]);
    await befriend(database, me.userId, friend.userId);
    const asked = await named('sugg_asked');
    await setGenres(asked, [28]);
    await sentRequest(me, asked);
    const asker = await named('sugg_asker');
    await setGenres(asker, [12]);
    await sentRequest(asker, me);

    const response = await get('/api/friends/suggestions', me);
    expect(response.statusCode).toBe(200);
    const users: UserSummary[] = response.json().users;
    expect(users).toHaveLength(5);
    expect(users[0]).toEqual({
      id: two.userId,
      nickname: two.info.nickname,
      displayName: 'Ayşe Yılmaz',
      photoUrl: null,
    });
    const ids = users.map((u) => u.id);
    for (const excluded of [me, comedyOnly, friend, asked, asker]) expect(ids).not.toContain(excluded.userId);
    // The rest share one genre, by nickname: the first four of the five.
    expect(ids.slice(1)).toEqual(ones.slice(0, 4).map((one) => one.userId));
  });

  it('is empty for someone who shares no genre with anybody', async () => {
    const loner = await named('sugg_loner');
    await setGenres(loner, [10770]);
    const response = await get('/api/friends/suggestions', loner);
    expect(response.json()).toEqual({ users: [] });
  });
});

describe('unfriending', () => {
  it('ends the friendship for both; then either may ask again', async () => {
    const ayse = await named('unf_a');
    const mehmet = await named('unf_m');
    const request = await sentRequest(ayse, mehmet);
    await answer(mehmet, request.id, 'accept');

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/friends/${mehmet.userId}`,
      headers: { cookie: ayse.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await friendsOf(ayse)).toEqual([]);
    expect(await friendsOf(mehmet)).toEqual([]);
    expect(await friendshipRows()).toEqual([]);

    const again = await app.inject({
      method: 'DELETE',
      url: `/api/friends/${mehmet.userId}`,
      headers: { cookie: ayse.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('notFriends');

    // The old accepted request is reopened rather than blocking a new one.
    const reopened = await sentRequest(ayse, mehmet);
    expect(reopened).toMatchObject({ id: request.id, status: 'pending' });
    expect((await search(mehmet, ayse.info.nickname))[0]).toMatchObject({ relationship: 'requestReceived' });
  });
});

describe('concurrency', () => {
  it('two people asking each other at the same moment end up friends with nothing pending', async () => {
    for (let round = 0; round < 4; round += 1) {
      const ayse = await named('race_a');
      const mehmet = await named('race_m');
      const [one, two] = await Promise.all([send(ayse, mehmet), send(mehmet, ayse)]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
      expect((await friendsOf(ayse)).map((f) => f.id)).toEqual([mehmet.userId]);
      expect((await friendsOf(mehmet)).map((f) => f.id)).toEqual([ayse.userId]);
      expect(await requestsOf(ayse)).toEqual({ incoming: [], outgoing: [] });
      expect(await requestsOf(mehmet)).toEqual({ incoming: [], outgoing: [] });
    }
  });

  it('a double click on Add friend sends one request', async () => {
    const ayse = await named('dbl_a');
    const mehmet = await named('dbl_m');
    const responses = await Promise.all([send(ayse, mehmet), send(ayse, mehmet), send(ayse, mehmet)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await requestsOf(mehmet)).incoming).toHaveLength(1);
  });

  it('accepting in two tabs at once makes one friendship', async () => {
    const ayse = await named('dacc_a');
    const mehmet = await named('dacc_m');
    const request = await sentRequest(ayse, mehmet);
    const responses = await Promise.all([answer(mehmet, request.id, 'accept'), answer(mehmet, request.id, 'accept')]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await friendshipRows();
    expect(rows.map((r) => `${r.user_id}>${r.friend_id}`).sort()).toEqual(
      [`${ayse.userId}>${mehmet.userId}`, `${mehmet.userId}>${ayse.userId}`].sort(),
    );
  });

  it('accept and reject racing: exactly one wins', async () => {
    const ayse = await named('ar_a');
    const mehmet = await named('ar_m');
    const request = await sentRequest(ayse, mehmet);
    const [accepted, rejected] = await Promise.all([
      answer(mehmet, request.id, 'accept'),
      answer(mehmet, request.id, 'reject'),
    ]);
    expect([accepted.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
    const friends = await friendsOf(ayse);
    expect(friends.length === 1).toBe(accepted.statusCode === 200);
  });
});

describe('live updates', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(app);
  });

  it('tells the other person: a request arrived, it was accepted, the friendship ended', async () => {
    const ayse = await named('live_a');
    const mehmet = await named('live_m');
    const [ayseSocket, mehmetSocket] = await Promise.all([
      connectSocket(baseUrl, ayse.cookie),
      connectSocket(baseUrl, mehmet.cookie),
    ]);
    try {
      const arrived = nextEvent<{ request: FriendRequest }>(mehmetSocket, FRIEND_EVENTS.requestReceived);
      const request = await sentRequest(ayse, mehmet);
      expect((await arrived).request).toMatchObject({ id: request.id, from: { id: ayse.userId }, status: 'pending' });

      const answered = nextEvent<{ request: FriendRequest }>(ayseSocket, FRIEND_EVENTS.requestAnswered);
      const added = nextEvent<{ friend: UserSummary }>(ayseSocket, FRIEND_EVENTS.friendAdded);
      const addedForMehmet = nextEvent<{ friend: UserSummary }>(mehmetSocket, FRIEND_EVENTS.friendAdded);
      await answer(mehmet, request.id, 'accept');
      expect((await answered).request).toMatchObject({ id: request.id, status: 'accepted' });
      expect((await added).friend).toMatchObject({ id: mehmet.userId, nickname: mehmet.info.nickname });
      expect((await addedForMehmet).friend).toMatchObject({ id: ayse.userId });

      const removed = nextEvent<{ userId: string }>(mehmetSocket, FRIEND_EVENTS.friendRemoved);
      await app.inject({ method: 'DELETE', url: `/api/friends/${mehmet.userId}`, headers: { cookie: ayse.cookie } });
      expect(await removed).toEqual({ userId: ayse.userId });
    } finally {
      ayseSocket.disconnect();
      mehmetSocket.disconnect();
    }
  });

  it('tells the sender about a rejection and the recipient about a withdrawal', async () => {
    const ayse = await named('live2_a');
    const mehmet = await named('live2_m');
    const [ayseSocket, mehmetSocket] = await Promise.all([
      connectSocket(baseUrl, ayse.cookie),
      connectSocket(baseUrl, mehmet.cookie),
    ]);
    try {
      const first = await sentRequest(ayse, mehmet);
      const answered = nextEvent<{ request: FriendRequest }>(ayseSocket, FRIEND_EVENTS.requestAnswered);
      await answer(mehmet, first.id, 'reject');
      expect((await answered).request).toMatchObject({ id: first.id, status: 'rejected' });

      const second = await sentRequest(ayse, mehmet);
      const cancelled = nextEvent<{ requestId: string }>(mehmetSocket, FRIEND_EVENTS.requestCancelled);
      await app.inject({
        method: 'DELETE',
        url: `/api/friend-requests/${second.id}`,
        headers: { cookie: ayse.cookie },
      });
      expect(await cancelled).toEqual({ requestId: second.id });
    } finally {
      ayseSocket.disconnect();
      mehmetSocket.disconnect();
    }
  });
});
