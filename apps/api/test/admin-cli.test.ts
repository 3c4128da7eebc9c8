import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { runAdminCommand } from '../src/cli/admin.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, type TestMember } from './helpers.js';

let app: App;
let database: DatabaseHandle;
let ayse: TestMember;

beforeAll(async () => {
  const created = await createSocialTestApp();
  ({ app, database } = created);
  ayse = await created.member();
});
afterAll(async () => {
  await app.close();
});

const isAdmin = async () =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: ayse.cookie } })).json().isAdmin;

describe('npm run admin', () => {
  it('grants and revokes the admin role by e-mail (any letter case), as /api/me then shows', async () => {
    expect(await isAdmin()).toBe(false);
    const granted = await runAdminCommand(database.db, ['grant', ayse.info.email.toUpperCase()]);
    expect(granted.code).toBe(0);
    expect(await isAdmin()).toBe(true);
    expect((await runAdminCommand(database.db, ['list'])).output).toContain(ayse.info.email);

    // Full-width letters are the same address, as they are at registration and sign-in.
    const fullWidth = ayse.info.email.replace(/^ayse/, 'ａｙｓｅ');
    expect((await runAdminCommand(database.db, ['revoke', fullWidth])).code).toBe(0);
    expect(await isAdmin()).toBe(false);
    expect((await runAdminCommand(database.db, ['list'])).output).not.toContain(ayse.info.email);
  });

  it('says so when no account has the e-mail, and shows the usage for anything else', async () => {
    expect(await runAdminCommand(database.db, ['grant', 'nobody@example.com'])).toEqual({
      code: 1,
      output: 'No account with the e-mail nobody@example.com.',
    });
    expect((await runAdminCommand(database.db, ['promote', ayse.info.email])).code).toBe(2);
    expect((await runAdminCommand(database.db, [])).code).toBe(2);
  });
});
