import AxeBuilder from '@axe-core/playwright';
import { APP_ORIGIN, expect, registerViaApi, test } from './support';

/** The floating assistant on the built app with the built-in demo catalog. */
test.describe('assistant', () => {
  test('a visitor opens it in Turkish, asks about a film and gets the answer from our catalog', async ({ page }) => {
    // Several questions and an accessibility scan: more than the default budget on a busy machine.
    test.slow();
    await page.addInitScript(() => window.localStorage.setItem('lang', 'tr'));
    const assistantRequests: string[] = [];
    page.on('request', (request) => {
      if (/assistant-panel|\/api\/chat$/.test(request.url())) assistantRequests.push(request.url());
    });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Yapay zekâ asistanını aç' });
    await expect(open).toBeVisible();
    // Nothing of the panel is fetched before it is opened.
    expect(assistantRequests).toEqual([]);

    await open.click();
    const panel = page.getByRole('dialog', { name: 'Yapay zekâ asistanı' });
    await expect(panel.getByRole('heading', { name: 'Yapay zekâ asistanı' })).toBeVisible();
    const log = panel.getByRole('log');
    await expect(log.getByRole('listitem')).toHaveCount(5);
    await expect(log.getByRole('listitem').first()).toContainText('Merhaba! Ben Watchify asistanıyım.');

    await panel.getByRole('textbox', { name: 'Sorunuz' }).fill('Inception kaç dakika?');
    await panel.getByRole('button', { name: 'Gönder' }).click();
    await expect(log.getByRole('listitem').nth(5)).toContainText('Inception kaç dakika?');
    await expect(log.getByRole('listitem').nth(6)).toContainText('Inception (2010) 147 dakika sürüyor');

    // Typed without Turkish letters and with a suffix, still Turkish and still from the catalog.
    await panel.getByRole('textbox', { name: 'Sorunuz' }).fill("titanic'in yonetmeni kim");
    await panel.getByRole('textbox', { name: 'Sorunuz' }).press('Enter');
    await expect(log.getByRole('listitem').nth(8)).toContainText('James Cameron');

    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await panel.getByRole('button', { name: 'Asistanı küçült' }).click();
    await expect(panel).toBeHidden();
    await open.click();
    await expect(log.getByRole('listitem')).toHaveCount(9);
  });

  test('a signed-in user is greeted by name and asks in English about their own watchlist', async ({ page }) => {
    const user = await registerViaApi(page);
    const search = await page.request.get('/api/search?q=Titanic&type=movie');
    const titanic = ((await search.json()) as { results: { id: number; title: string }[] }).results.find(
      (result) => result.title === 'Titanic',
    );
    expect(titanic).toBeDefined();
    const added = await page.request.put(`/api/watchlist/movie/${titanic?.id}`, { headers: { origin: APP_ORIGIN } });
    expect(added.ok()).toBe(true);

    await page.goto('/watchlist');
    await page.getByRole('button', { name: 'Open the AI assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI assistant' });
    const log = panel.getByRole('log');
    await expect(log.getByRole('listitem').first()).toContainText(`Hello, ${user.firstName}!`);
    await expect(log).not.toContainText('Create an account');
    await panel.getByRole('textbox', { name: 'Your question' }).fill("What's on my watchlist?");
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('log')).toContainText('Your watchlist has 1 title: Titanic (1997).');
  });
});
