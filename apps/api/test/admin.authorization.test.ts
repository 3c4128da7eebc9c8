import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

/**
 * Who may use the admin tools (decision 017): a visitor gets 401, a signed-in person without the admin role 403,
 * an admin (by ADMIN_EMAILS or granted in the database) gets the answer. A refusal changes nothing: no friendship,
 * no repaired account, no read mark, no audit entry.
 */
type Actor = 'visitor' | 'member' | 'configuredAdmin' | 'grantedAdmin';

const CONFIGURED_ADMIN = 'boss@example.com';
const MESSAGE_ID = 'contact-1';
const ORPHAN_ID = 'orphan-account';

let app: App;
let database: DatabaseHandle;
let people: { member: TestMember; other: TestMember; configuredAdmin: TestMember; grantedAdmin: TestMember };

beforeAll(async () => {
  const created = await createSocialTestApp({ ADMIN_EMAILS: CONFIGURED_ADMIN.toUpperCase() });
  ({ app, database } = created);
  people = {
    member: await created.member(),
    other: await created.member(),
    configuredAdmin: await created.member({ email: CONFIGURED_ADMIN }),
    grantedAdmin: await created.member(),
  };
  await database.db
    .updateTable('profiles')
    .set({ is_admin: 1 })
    .where('user_id', '=', people.grantedAdmin.userId)
    .execute();
});
afterAll(async () => {
  await app.close();
});

/** The world every row starts from: one unread message, an account without a profile, no friendships, no log. */
beforeEach(async () => {
  const { db } = database;
  await db.deleteFrom('admin_audit_log').execute();
  await db.deleteFrom('friendships').execute();
  await db.deleteFrom('contact_messages').execute();
  await db.deleteFrom('users').where('id', '=', ORPHAN_ID).execute();
  await db
    .insertInto('contact_messages')
    .values({
      id: MESSAGE_ID,
      user_id: null,
      full_name: 'Deniz Ak',
      email: 'deniz@example.com',
      subject: null,
      message: 'Hello',
      created_at: new Date().toISOString(),
      read_at: null,
    })
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id: ORPHAN_ID,
      name: 'Orhan Kaya',
      email: 'orhan@example.com',
      email_verified: 0,
      image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
});

async function worldUntouched() {
  const { db } = database;
  expect(await db.selectFrom('admin_audit_log').selectAll().execute()).toEqual([]);
  expect(await db.selectFrom('friendships').selectAll().execute()).toEqual([]);
  const message = await db
    .selectFrom('contact_messages')
    .select('read_at')
    .where('id', '=', MESSAGE_ID)
    .executeTakeFirst();
  expect(message?.read_at).toBeNull();
  const orphanProfile = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('user_id', '=', ORPHAN_ID)
    .executeTakeFirst();
  expect(orphanProfile).toBeUndefined();
}

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  payload?: () => Record<string, string>;
  /** The admin's status. */
  status: number;
}

const endpoints: Endpoint[] = [
  { method: 'GET', path: '/api/admin/users', status: 200 },
  { method: 'GET', path: '/api/admin/users?q=ayse&page=2', status: 200 },
  { method: 'POST', path: '/api/admin/maintenance', status: 200 },
  {
    method: 'POST',
    path: '/api/admin/friendships',
    payload: () => ({ userA: people.member.userId, userB: people.other.userId }),
    status: 201,
  },
  { method: 'GET', path: '/api/admin/contact-messages', status: 200 },
  { method: 'POST', path: `/api/admin/contact-messages/${MESSAGE_ID}/read`, status: 200 },
  { method: 'POST', path: `/api/admin/contact-messages/${MESSAGE_ID}/unread`, status: 200 },
  { method: 'GET', path: '/api/admin/audit-log', status: 200 },
];

function send(endpoint: Endpoint, actor: Actor): Promise<LightMyRequestResponse> {
  return app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: actor === 'visitor' ? {} : { cookie: people[actor].cookie },
    ...(endpoint.payload ? { payload: endpoint.payload() } : {}),
  });
}

describe.each(endpoints)('$method $path', (endpoint) => {
  it('a visitor is asked to sign in (401) and nothing changes', async () => {
    const response = await send(endpoint, 'visitor');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
    await worldUntouched();
  });

  it('a signed-in person without the admin role is refused (403) and nothing changes', async () => {
    const response = await send(endpoint, 'member');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'adminOnly',
      message: 'Only administrators can use the admin tools.',
    });
    await worldUntouched();
  });

  it.each(['configuredAdmin', 'grantedAdmin'] as const)('%s is let in', async (actor) => {
    const response = await send(endpoint, actor);
    expect(response.statusCode, response.body).toBe(endpoint.status);
  });
});

describe('the admin role', () => {
  it('is read on every request: revoking it refuses the next request', async () => {
    const { db } = database;
    expect((await send(endpoints[0] as Endpoint, 'grantedAdmin')).statusCode).toBe(200);
    await db.updateTable('profiles').set({ is_admin: 0 }).where('user_id', '=', people.grantedAdmin.userId).execute();
    expect((await send(endpoints[0] as Endpoint, 'grantedAdmin')).statusCode).toBe(403);
    await db.updateTable('profiles').set({ is_admin: 1 }).where('user_id', '=', people.grantedAdmin.userId).execute();
  });

  it('refuses a member before reading a bad body (403, not 400)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/friendships',
      headers: { cookie: people.member.cookie },
      payload: { userA: 42 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('/api/me tells the web app who is an admin', async () => {
    const isAdmin = async (actor: Exclude<Actor, 'visitor'>) =>
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: people[actor].cookie } })).json().isAdmin;
    expect(await isAdmin('member')).toBe(false);
    expect(await isAdmin('configuredAdmin')).toBe(true);
    expect(await isAdmin('grantedAdmin')).toBe(true);
  });
});
