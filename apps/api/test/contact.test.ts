import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

let app: App;
let database: DatabaseHandle;
let ayse: TestMember;

beforeAll(async () => {
  let member: () => Promise<TestMember>;
  ({ app, database, member } = await createSocialTestApp());
  ayse = await member();
});
afterAll(async () => {
  await app.close();
});

const valid = {
  fullName: 'Mehmet Kaya',
  email: 'mehmet@example.com',
  subject: 'Trailer does not play',
  message: 'The trailer of Dune stops after a few seconds on my phone.',
};

let address = 0;
/** A client address no other test used: the rate limit counts per address, so tests do not share a budget. */
function newClientAddress(): string {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

function send(payload: object, { from = newClientAddress(), cookie }: { from?: string; cookie?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
  });
}

async function storedMessages() {
  return database.db.selectFrom('contact_messages').selectAll().orderBy('created_at').execute();
}

describe('POST /api/contact', () => {
  it('stores a visitor’s message, trimmed, and answers its id', async () => {
    const response = await send({ ...valid, fullName: '  Mehmet Kaya ', email: ' mehmet@example.com ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const row = await database.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row).toMatchObject({
      user_id: null,
      full_name: 'Mehmet Kaya',
      email: 'mehmet@example.com',
      subject: 'Trailer does not play',
      message: valid.message,
      read_at: null,
    });
    expect(Date.parse(row?.created_at ?? '')).not.toBeNaN();
  });

  it('stores the account of a signed-in sender', async () => {
    const response = await send(valid, { cookie: ayse.cookie });
    expect(response.statusCode).toBe(201);
    const row = await database.db
      .selectFrom('contact_messages')
      .select('user_id')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(ayse.userId);
  });

  it('takes the sender only from the session, never from the body', async () => {
    const response = await send({ ...valid, userId: ayse.userId, user_id: ayse.userId });
    expect(response.statusCode).toBe(201);
    const row = await database.db
      .selectFrom('contact_messages')
      .select('user_id')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it('takes a message without a subject and stores no subject', async () => {
    for (const subject of [undefined, '', '   ']) {
      const response = await send({ ...valid, subject });
      expect(response.statusCode).toBe(201);
      const row = await database.db
        .selectFrom('contact_messages')
        .select('subject')
        .where('id', '=', response.json().id)
        .executeTakeFirstOrThrow();
      expect(row.subject).toBeNull();
    }
  });

  const tooLong = (max: number) => 'x'.repeat(max + 1);
  it.each([
    ['no name', { fullName: '' }, 'requiredFields', 'Please fill in all required fields'],
    ['a blank message', { message: '   ' }, 'requiredFields', 'Please fill in all required fields'],
    ['no e-mail field at all', { email: undefined }, 'requiredFields', 'Please fill in all required fields'],
    ['a broken address', { email: 'mehmet@example' }, 'emailInvalid', 'Please enter a valid email address'],
    ['a long name', { fullName: tooLong(CONTACT_LIMITS.fullNameMax) }, 'fullNameTooLong', null],
    ['a long address', { email: `${tooLong(CONTACT_LIMITS.emailMax)}@example.com` }, 'emailTooLong', null],
    ['a long subject', { subject: tooLong(CONTACT_LIMITS.subjectMax) }, 'subjectTooLong', null],
    ['a long message', { message: tooLong(CONTACT_LIMITS.messageMax) }, 'messageTooLong', null],
    ['a number for a name', { fullName: 42 }, 'invalidRequest', null],
  ] as const)('refuses %s with a 400 and stores nothing', async (_case, change, code, text) => {
    const before = (await storedMessages()).length;
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe(code);
    if (code !== 'invalidRequest') expect(error.message).toBe(CONTACT_MESSAGES[code]);
    if (text) expect(error.message).toBe(text);
    expect((await storedMessages()).length).toBe(before);
  });

  it('refuses a sixth message from one address within ten minutes with a 429, and stores only five', async () => {
    const from = newClientAddress();
    const before = (await storedMessages()).length;
    for (let i = 1; i <= 5; i += 1) {
      expect((await send({ ...valid, message: `Message ${i}` }, { from })).statusCode).toBe(201);
    }
    const refused = await send({ ...valid, message: 'Message 6' }, { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'contactRateLimited',
      message: CONTACT_MESSAGES.contactRateLimited,
    });
    expect((await storedMessages()).length).toBe(before + 5);
    // Someone else is not held back by it.
    expect((await send(valid)).statusCode).toBe(201);
  });

  it('refuses a post from another site (CSRF origin check)', async () => {
    const before = (await storedMessages()).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: newClientAddress(),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await storedMessages()).length).toBe(before);
  });
});
