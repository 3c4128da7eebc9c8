import fs from 'node:fs';
import path from 'node:path';
import type { Me } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, type TestMember } from './helpers.js';
import { cameraPhoto, profileOf, putProfile, uploadPhoto } from './support/profile.js';

/**
 * Who may do what with a profile (product §6: a signed-in user edits only their own profile). The /api/me routes have
 * no user id in the path: whoever calls them acts on their own record, so "another user" can only ever change
 * themselves — the matrix proves the owner's record is untouched by everyone else's calls. Photos are public.
 */
type Actor = 'visitor' | 'owner' | 'friend' | 'nonFriend';
const ACTORS: Actor[] = ['visitor', 'owner', 'friend', 'nonFriend'];

let app: App;
let database: DatabaseHandle & { dataDir?: string };
let owner: TestMember;
let friend: TestMember;
let nonFriend: TestMember;

beforeAll(async () => {
  const setup = await createSocialTestApp();
  ({ app, database } = setup);
  owner = await setup.member();
  friend = await setup.member();
  nonFriend = await setup.member();
  await befriend(database, owner.userId, friend.userId);
  expect((await uploadPhoto(app, owner.cookie, await cameraPhoto('png'))).statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
});

const memberOf = (actor: Actor): TestMember | undefined => ({ visitor: undefined, owner, friend, nonFriend })[actor];
const cookieOf = (actor: Actor) => memberOf(actor)?.cookie;
const ownerRecord = async (): Promise<Me> =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: owner.cookie } })).json();

interface Case {
  endpoint: string;
  call: (actor: Actor) => Promise<{ statusCode: number }>;
  expected: Record<Actor, number>;
  /** Whether the owner's profile may change when this actor calls. */
  changesOwner: (actor: Actor) => boolean;
}

let nicknameCounter = 0;
const cases: Case[] = [
  {
    endpoint: 'PUT /api/me/profile',
    call: (actor) => {
      const member = memberOf(actor) ?? owner;
      nicknameCounter += 1;
      // Every caller names the owner in the body; the session decides whose profile changes.
      return putProfile(app, cookieOf(actor), {
        ...profileOf(member, { city: 'Van', nickname: `${member.info.nickname.slice(0, 20)}_${nicknameCounter}` }),
        id: owner.userId,
        userId: owner.userId,
        user_id: owner.userId,
      });
    },
    expected: { visitor: 401, owner: 200, friend: 200, nonFriend: 200 },
    changesOwner: (actor) => actor === 'owner',
  },
  {
    endpoint: 'POST /api/me/photo',
    call: async (actor) => uploadPhoto(app, cookieOf(actor), await cameraPhoto('png', { rgb: { r: 0, g: 90, b: 0 } })),
    expected: { visitor: 401, owner: 200, friend: 200, nonFriend: 200 },
    changesOwner: (actor) => actor === 'owner',
  },
  {
    endpoint: 'DELETE /api/me/photo',
    call: (actor) => {
      const cookie = cookieOf(actor);
      return app.inject({
        method: 'DELETE',
        url: `/api/me/photo?userId=${owner.userId}`,
        headers: cookie ? { cookie } : {},
      });
    },
    expected: { visitor: 401, owner: 200, friend: 200, nonFriend: 200 },
    changesOwner: (actor) => actor === 'owner',
  },
  {
    endpoint: 'GET /api/users/:owner/photo (shown beside public comments, so everyone may see it)',
    call: async (actor) => {
      const cookie = cookieOf(actor);
      const me = await ownerRecord();
      return app.inject({ method: 'GET', url: me.photoUrl ?? '', headers: cookie ? { cookie } : {} });
    },
    expected: { visitor: 200, owner: 200, friend: 200, nonFriend: 200 },
    changesOwner: () => false,
  },
];

describe('profile authorization matrix', () => {
  for (const testCase of cases) {
    for (const actor of ACTORS) {
      it(`${testCase.endpoint} as ${actor} → ${testCase.expected[actor]}`, async () => {
        // A fresh photo before each call, so a removal by anyone but the owner would show.
        if (!(await ownerRecord()).photoUrl) await uploadPhoto(app, owner.cookie, await cameraPhoto('png'));
        const before = await ownerRecord();
        const response = await testCase.call(actor);
        expect(response.statusCode).toBe(testCase.expected[actor]);
        const after = await ownerRecord();
        if (!testCase.changesOwner(actor)) expect(after).toEqual(before);
        else expect(after).not.toEqual(before);
      });
    }
  }
});

describe('profile authorization details', () => {
  it('writes no file for a visitor who uploads', async () => {
    const before = fs.readdirSync(path.join((database as { dataDir: string }).dataDir, 'uploads', 'avatars'));
    const response = await uploadPhoto(app, undefined, await cameraPhoto('png'));
    expect(response.statusCode).toBe(401);
    const after = fs.readdirSync(path.join((database as { dataDir: string }).dataDir, 'uploads', 'avatars'));
    expect(after).toEqual(before);
  });

  it("changes the caller's own profile when the body names someone else", async () => {
    const before = await ownerRecord();
    const response = await putProfile(app, nonFriend.cookie, {
      ...profileOf(nonFriend, { firstName: 'Intruder' }),
      id: owner.userId,
      userId: owner.userId,
      email: owner.info.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: nonFriend.userId, firstName: 'Intruder', email: nonFriend.info.email });
    expect(await ownerRecord()).toEqual(before);
  });

  it('refuses a signed-out session', async () => {
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: friend.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await putProfile(app, friend.cookie, profileOf(friend))).statusCode).toBe(401);
    expect((await uploadPhoto(app, friend.cookie, await cameraPhoto('png'))).statusCode).toBe(401);
    const removal = await app.inject({ method: 'DELETE', url: '/api/me/photo', headers: { cookie: friend.cookie } });
    expect(removal.statusCode).toBe(401);
  });
});
