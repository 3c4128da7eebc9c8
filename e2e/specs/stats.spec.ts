import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { APP_ORIGIN, chooseTurkish, expect, registerViaApi, test } from './support';

/** Waits until the server has stored a play (201 for a new one). */
const playStored = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/plays') && response.status() === 201);

/** Logs The Godfather today and The Godfather: Part II on 15 March 2024, as the diary spec does. */
async function logTwoPlays(
  page: Page,
  names: { mark: string; details: string; dialog: string; onDate: string; date: string; save: string },
) {
  await page.goto('/search?q=godfather');
  const stored = playStored(page);
  await page.getByRole('button', { name: names.mark, exact: true }).click();
  await stored;
  await page.getByRole('button', { name: names.details, exact: true }).click();
  const form = page.getByRole('dialog', { name: names.dialog });
  await form.getByRole('radio', { name: names.onDate }).check();
  await form.getByLabel(names.date, { exact: true }).fill('2024-03-15');
  const storedFromForm = playStored(page);
  await form.getByRole('button', { name: names.save }).click();
  await storedFromForm;
  await expect(form).toHaveCount(0);
}

/** No serious or critical accessibility problems on the page as it is now. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** A total's figure, by its name. */
const total = (page: Page, name: string) =>
  page
    .getByRole('region', { name: /^(Totals|Toplamlar)$/ })
    .locator('div', { has: page.getByText(name, { exact: true }) })
    .locator('dd');

test('a visitor is asked to sign in on /stats', async ({ page }) => {
  await page.goto('/stats');
  await expect(page.getByText('Please login to view your stats.')).toBeVisible();
});

test('a member sees their stats, of all time and of a year, in light and dark', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/stats');
  await expect(page.getByText('Nothing logged yet — mark titles as watched to see your stats.')).toBeVisible();

  await logTwoPlays(page, {
    mark: 'Mark The Godfather as watched',
    details: 'Log The Godfather: Part II with details…',
    dialog: 'Log a play',
    onDate: 'On a date',
    date: 'Date',
    save: 'Save',
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your stats' })).toBeVisible();
  await expect(total(page, 'Plays')).toHaveText('2');
  await expect(total(page, 'Movies')).toHaveText('2');
  for (const heading of ['Plays per month', 'Genres', 'Decades', 'Most-watched cast', 'Most-watched directors']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // The chart is drawn, and its numbers are in a table for screen readers.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Plays per month' })).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('body')).toHaveClass(/dark-theme/);
  await expectNoSeriousViolations(page);

  await page.getByLabel('Period').selectOption('2024');
  await expect(page).toHaveURL(/\/stats\?year=2024$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Year in review 2024' })).toBeVisible();
  await expect(total(page, 'Plays')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Plays per month' }).getByRole('row')).toHaveCount(13);
});

test('the stats in Turkish', async ({ page }) => {
  await chooseTurkish(page);
  await registerViaApi(page);
  await logTwoPlays(page, {
    mark: 'İzledim olarak işaretle: The Godfather',
    details: 'Ayrıntılarla kaydet: The Godfather: Part II',
    dialog: 'İzleme kaydet',
    onDate: 'Bir tarihte',
    date: 'Tarih',
    save: 'Kaydet',
  });
  await page.goto('/stats?year=2024');
  await expect(page.getByRole('heading', { level: 1, name: '2024 yılına bakış' })).toBeVisible();
  await expect(total(page, 'İzleme')).toHaveText('1');
  await expect(page.getByRole('heading', { level: 2, name: 'Aylara göre izlemeler' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'İstatistikler' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a friend’s stats: refused to anyone else, then linked from /friends once they are friends', async ({
  page,
  browser,
}) => {
  const me = await registerViaApi(page);
  const myId = ((await (await page.request.get('/api/me')).json()) as { id: string }).id;
  await logTwoPlays(page, {
    mark: 'Mark The Godfather as watched',
    details: 'Log The Godfather: Part II with details…',
    dialog: 'Log a play',
    onDate: 'On a date',
    date: 'Date',
    save: 'Save',
  });

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await registerViaApi(stranger);
  await stranger.goto(`/users/${myId}/stats`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'A friend’s stats' })).toBeVisible();
  await expect(stranger.getByRole('alert')).toHaveText('Only friends can see each other’s stats.');

  // They become friends (through the API, as the friends page does).
  const headers = { origin: APP_ORIGIN };
  const sent = await stranger.request.post('/api/friend-requests', { data: { toUserId: myId }, headers });
  expect(sent.status(), await sent.text()).toBe(201);
  const { incoming } = (await (await page.request.get('/api/friend-requests')).json()) as {
    incoming: { id: string }[];
  };
  const accepted = await page.request.post(`/api/friend-requests/${incoming[0]?.id}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await stranger.goto('/friends');
  // Pages of contexts made with browser.newContext() do not get waitForAppOnLoads: wait here for the app to listen.
  await stranger.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await stranger.getByRole('link', { name: `Stats: ${me.firstName} ${me.lastName}` }).click();
  await expect(stranger).toHaveURL(new RegExp(`/users/${myId}/stats$`));
  await expect(total(stranger, 'Plays')).toHaveText('2');
  await other.close();
});
