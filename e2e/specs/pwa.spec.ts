import type { Page } from '@playwright/test';
import { expect, registerViaApi, seriousAccessibilityIssues, test } from './support';

/** Waits until the service worker controls the page (it claims open pages once it is active). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test('Watchify is an installable app: Chromium finds nothing missing', async ({ page }) => {
  await page.goto('/');
  await controlledByWorker(page);
  const devtools = await page.context().newCDPSession(page);
  const manifest = (await devtools.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // A Playwright context is an incognito profile, where Chromium installs nothing; every other check must pass.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  const served = await page.request.get('/manifest.webmanifest');
  expect(served.headers()['content-type']).toContain('application/manifest+json');
  const { icons } = (await served.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
  for (const icon of icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
});

test('offline, a page shows the offline page in both languages, and the app comes back online', async ({ page }) => {
  test.slow();
  await registerViaApi(page);
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  await controlledByWorker(page);

  await page.context().setOffline(true);
  // Not page.goto, which waits for the app to start: here the offline page answers instead.
  await page.evaluate(() => window.location.assign('/diary'));
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Çevrimdışısınız' })).toBeVisible();
  expect(await seriousAccessibilityIssues(page)).toEqual([]);

  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Try again · Yeniden dene' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Diary' })).toBeVisible();

  // What the worker keeps is the app's own files: no answer of the API, which would be the member's.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/socket.io'))).toEqual([]);
});
