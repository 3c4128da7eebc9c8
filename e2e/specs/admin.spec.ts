import type { Browser, Page } from '@playwright/test';
import { APP_ORIGIN, expect, type NewUser, newUser, registerViaApi, test } from './support';

/** The address playwright.config.ts lists in ADMIN_EMAILS. */
const ADMIN: NewUser = { ...newUser(), firstName: 'Ada', lastName: 'Admin', email: 'admin@watchify.test' };

/** Signs the page's context in as the e2e admin, registering the account the first time (a retry signs in). */
async function signInAsAdmin(page: Page) {
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: APP_ORIGIN },
  });
  if (!signedIn.ok()) await registerViaApi(page, ADMIN);
}

/** A member in their own browser context (own cookies), signed in. */
async function memberIn(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerViaApi(page, { ...newUser(), firstName });
  return { context, page, user };
}

async function chooseUser(page: Page, which: 'first' | 'second', user: NewUser) {
  const card = page.getByRole('region', { name: 'Create Test Friendship' });
  await card.getByRole('searchbox', { name: `Search for the ${which} user` }).fill(user.nickname.toUpperCase());
  const select = card.getByRole('combobox', { name: which === 'first' ? 'First user' : 'Second user' });
  const label = `${user.nickname} (${user.email})`;
  await expect(select.getByRole('option', { name: label })).toHaveCount(1);
  await select.selectOption({ label });
}

test.describe('admin tools', () => {
  test('a member is refused: the page shows 403, the nav has no admin link, the API answers 403', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: '403 — Admins only' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Schema Update' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Friends' })).toBeAttached();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    const list = await page.request.get('/api/admin/users');
    expect(list.status()).toBe(403);
    expect((await list.json()).error.code).toBe('adminOnly');
    const maintenance = await page.request.post('/api/admin/maintenance', { headers: { origin: APP_ORIGIN } });
    expect(maintenance.status()).toBe(403);
  });

  test('an admin runs the maintenance and creates a test friendship both people then see', async ({
    page,
    browser,
  }) => {
    // Three registrations (password hashing) and two more browser contexts: slow on a loaded CI machine.
    test.setTimeout(90_000);
    const ayse = await memberIn(browser, 'Ayşe');
    const mehmet = await memberIn(browser, 'Mehmet');
    await signInAsAdmin(page);

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Tools' })).toBeVisible();

    // The users list finds both members by e-mail.
    const users = page.getByRole('region', { name: 'Users' });
    await users.getByRole('searchbox', { name: 'Search users' }).fill(ayse.user.email);
    const row = users.getByRole('row').filter({ hasText: ayse.user.email });
    await expect(row.getByRole('rowheader', { name: ayse.user.nickname })).toBeVisible();

    const maintenance = page.getByRole('region', { name: 'User Schema Update' });
    await maintenance.getByRole('button', { name: 'Update All Users' }).click();
    await expect(maintenance.getByRole('status')).toContainText('All users updated successfully!');

    const friendship = page.getByRole('region', { name: 'Create Test Friendship' });
    const create = friendship.getByRole('button', { name: 'Create Friendship' });
    await expect(create).toBeDisabled();
    await expect(friendship.getByText('Please choose two user IDs')).toBeVisible();
    await chooseUser(page, 'first', ayse.user);
    await chooseUser(page, 'second', mehmet.user);
    await create.click();
    await expect(friendship.getByRole('status')).toHaveText(
      `Friendship created: ${ayse.user.nickname} and ${mehmet.user.nickname} are friends now.`,
    );

    // The audit log names the admin and both actions.
    const audit = page.getByRole('region', { name: 'Audit Log' });
    await expect(audit.getByRole('cell', { name: 'Test friendship' }).first()).toBeVisible();
    await expect(audit.getByRole('cell', { name: 'User schema update' }).first()).toBeVisible();
    await expect(audit.getByRole('cell', { name: ADMIN.email }).first()).toBeVisible();

    for (const [viewer, friend] of [
      [ayse, mehmet],
      [mehmet, ayse],
    ] as const) {
      await viewer.page.goto('/friends');
      const friends = viewer.page.getByRole('list', { name: 'My friends' });
      await expect(friends.getByText(`@${friend.user.nickname}`)).toBeVisible();
    }
    await ayse.context.close();
    await mehmet.context.close();
  });

  test("a visitor's message from the contact page reaches the admin, who marks it read", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const visitor = await browser.newContext();
    const contactPage = await visitor.newPage();
    const sender = `Zeynep ${Date.now().toString(36)}`;
    await contactPage.goto('/contact');
    await contactPage.getByLabel('Full Name').fill(sender);
    await contactPage.getByLabel('Email', { exact: true }).fill('zeynep@example.com');
    await contactPage.getByLabel('Subject (optional)').fill('Subtitles');
    await contactPage.getByLabel('Message', { exact: true }).fill('Could trailers have Turkish subtitles?');
    await contactPage.getByRole('button', { name: 'Send Message' }).click();
    await expect(contactPage.getByText('Thank you! Your message has been sent.', { exact: false })).toBeVisible();
    await visitor.close();

    await signInAsAdmin(page);
    await page.goto('/admin');
    const messages = page.getByRole('region', { name: 'Contact Messages' });
    const message = messages.getByRole('listitem').filter({ hasText: sender });
    await expect(message).toContainText('Subtitles');
    await expect(message).toContainText('Could trailers have Turkish subtitles?');
    await expect(message).toContainText('Unread');
    await message.getByRole('button', { name: `Mark as read: message from ${sender}` }).click();
    await expect(message).toContainText('Read');
    await expect(message.getByRole('button', { name: `Mark as unread: message from ${sender}` })).toBeVisible();
  });
});
