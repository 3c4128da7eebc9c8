import type { Browser, Page } from '@playwright/test';
import { expect, type NewUser, newUser, registerViaApi, test } from './support';

/** A person in their own browser context (own cookies), signed in. */
async function personIn(browser: Browser, firstName: string, lastName: string, nicknamePrefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const base = newUser();
  const user: NewUser = {
    ...base,
    firstName,
    lastName,
    nickname: base.nickname.replace(/^zeynep/, nicknamePrefix),
    email: base.email.replace(/^zeynep/, nicknamePrefix),
  };
  await registerViaApi(page, user);
  return { context, page, user, name: `${firstName} ${lastName}` };
}

async function openFriends(page: Page) {
  await page.goto('/friends');
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
}

/** Searches by a prefix of the nickname (in capitals: the search ignores case) and returns that person's row. */
async function findByNickname(page: Page, nickname: string) {
  const prefix = nickname.slice(0, -2).toUpperCase();
  await page.getByRole('searchbox', { name: 'Search users by nickname' }).fill(prefix);
  return page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ hasText: `@${nickname}` });
}

test.describe('friends', () => {
  test('request, live arrival, accept: both see each other as friends', async ({ browser }) => {
    const ayse = await personIn(browser, 'Ayşe', 'Yılmaz', 'ayse');
    const mehmet = await personIn(browser, 'Mehmet', 'Kaya', 'mehmet');
    // Mehmet already has the page open: the request must reach him without a reload.
    await openFriends(mehmet.page);
    await expect(mehmet.page.getByText('No friend requests right now.')).toBeVisible();

    await openFriends(ayse.page);
    const row = await findByNickname(ayse.page, mehmet.user.nickname);
    await row.getByRole('button', { name: `Add friend: ${mehmet.name}` }).click();
    const sent = ayse.page.getByRole('status').getByText('Friend request sent');
    await expect(sent).toBeVisible();
    await expect(row.getByText('Request sent')).toBeVisible();
    // The status message goes away by itself after 3 s.
    await expect(sent).toBeHidden({ timeout: 5_000 });
    await expect(ayse.page.getByRole('list', { name: 'Sent requests' }).getByText(mehmet.name)).toBeVisible();

    const incoming = mehmet.page.getByRole('list', { name: 'Friend requests' });
    await expect(incoming.getByText(ayse.name)).toBeVisible();
    await incoming.getByRole('button', { name: `Accept: ${ayse.name}` }).click();
    await expect(mehmet.page.getByRole('status').getByText('Friend request accepted')).toBeVisible();
    await expect(mehmet.page.getByText('No friend requests right now.')).toBeVisible();

    const mehmetsFriends = mehmet.page.getByRole('list', { name: 'My friends' });
    await expect(mehmetsFriends.getByText(ayse.name)).toBeVisible();
    // Ayşe's page updates live too: Mehmet is her friend, her sent request is gone.
    const aysesFriends = ayse.page.getByRole('list', { name: 'My friends' });
    await expect(aysesFriends.getByText(mehmet.name)).toBeVisible();
    await expect(ayse.page.getByRole('list', { name: 'Sent requests' })).toHaveCount(0);
    await expect(aysesFriends.getByRole('link', { name: `Chat: ${mehmet.name}` })).toHaveAttribute(
      'href',
      /\/chat\?with=.+/,
    );

    // After a reload both still see it (it was saved, not only shown).
    await ayse.page.reload();
    await expect(ayse.page.getByRole('list', { name: 'My friends' }).getByText(mehmet.name)).toBeVisible();
    await ayse.context.close();
    await mehmet.context.close();
  });

  test('reject path, and a second tab cannot send the same request twice', async ({ browser }) => {
    const can = await personIn(browser, 'Can', 'Yücel', 'can');
    const ece = await personIn(browser, 'Ece', 'Ak', 'ece');

    await openFriends(can.page);
    // A second tab of Can's with the same search results, opened before the request is sent.
    const otherTab = await can.context.newPage();
    await openFriends(otherTab);
    const staleRow = await findByNickname(otherTab, ece.user.nickname);
    await expect(staleRow.getByRole('button', { name: `Add friend: ${ece.name}` })).toBeVisible();

    const row = await findByNickname(can.page, ece.user.nickname);
    await row.getByRole('button', { name: `Add friend: ${ece.name}` }).click();
    await expect(can.page.getByRole('status').getByText('Friend request sent')).toBeVisible();

    await staleRow.getByRole('button', { name: `Add friend: ${ece.name}` }).click();
    await expect(otherTab.getByRole('alert')).toHaveText('You have already sent a friend request to this user');
    await otherTab.close();

    // Ece opens the page afterwards: the request is there on load.
    await openFriends(ece.page);
    const incoming = ece.page.getByRole('list', { name: 'Friend requests' });
    await incoming.getByRole('button', { name: `Reject: ${can.name}` }).click();
    await expect(ece.page.getByRole('status').getByText('Friend request rejected')).toBeVisible();
    await expect(ece.page.getByText('No friend requests right now.')).toBeVisible();
    await expect(ece.page.getByRole('list', { name: 'My friends' })).toHaveCount(0);

    // Can's sent request disappears live, and he may ask again.
    await expect(can.page.getByRole('list', { name: 'Sent requests' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Add friend: ${ece.name}` })).toBeVisible();
    await can.context.close();
    await ece.context.close();
  });

  test('unfriend after confirming, seen live by the other person', async ({ browser }) => {
    const deniz = await personIn(browser, 'Deniz', 'Aydın', 'deniz');
    const elif = await personIn(browser, 'Elif', 'Şahin', 'elif');
    await openFriends(elif.page);
    await openFriends(deniz.page);
    const row = await findByNickname(deniz.page, elif.user.nickname);
    await row.getByRole('button', { name: `Add friend: ${elif.name}` }).click();
    await elif.page
      .getByRole('list', { name: 'Friend requests' })
      .getByRole('button', { name: `Accept: ${deniz.name}` })
      .click();
    const denizFriends = deniz.page.getByRole('list', { name: 'My friends' });
    await expect(denizFriends.getByText(elif.name)).toBeVisible();

    await denizFriends.getByRole('button', { name: `Unfriend: ${elif.name}` }).click();
    const dialog = deniz.page.getByRole('dialog', { name: `Unfriend ${elif.name}?` });
    await dialog.getByRole('button', { name: 'Unfriend' }).click();
    await expect(deniz.page.getByRole('status').getByText(`${elif.name} is no longer your friend`)).toBeVisible();
    await expect(elif.page.getByRole('list', { name: 'My friends' })).toHaveCount(0);
    await deniz.context.close();
    await elif.context.close();
  });
});
