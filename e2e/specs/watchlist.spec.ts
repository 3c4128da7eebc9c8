import type { Page } from '@playwright/test';
import { chooseTurkish, expect, registerViaApi, test } from './support';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks a watchlist button and waits until the server has stored the change (not just the optimistic state). */
async function clickAndSave(page: Page, button: ReturnType<Page['getByRole']>) {
  const saved = page.waitForResponse(
    (response) => /\/api\/watchlist\/(movie|tv)\/\d+$/.test(response.url()) && response.ok(),
  );
  await button.click();
  await saved;
}

/** The first trending title of a type in the running app's catalog. */
async function firstTrending(page: Page, type: 'movie' | 'tv') {
  const response = await page.request.get(`/api/catalog/trending?type=${type}&limit=1`);
  const { results } = (await response.json()) as { results: { id: number; title: string }[] };
  const [first] = results;
  if (!first) throw new Error('empty catalog');
  return first;
}

test.describe('a visitor', () => {
  test('is asked to sign in, with a link, wherever they click a watchlist button', async ({ page }) => {
    const show = await firstTrending(page, 'tv');
    const places: [string, (page: Page) => Promise<void>][] = [
      [
        '/',
        (p) =>
          p
            .getByRole('region', { name: 'Top Movies' })
            .getByRole('button', { name: 'Add to watchlist' })
            .first()
            .click(),
      ],
      [
        '/search?q=godfather',
        (p) => p.getByRole('button', { name: 'Add The Godfather to watchlist', exact: true }).click(),
      ],
      ['/shows', (p) => p.getByRole('button', { name: `Add ${show.title} to watchlist` }).click()],
      [`/title/tv/${show.id}`, (p) => p.getByRole('main').getByRole('button', { name: 'Add to watchlist' }).click()],
    ];
    for (const [path, click] of places) {
      await page.goto(path);
      await click(page);
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please sign in first' });
      await expect(toast, path).toBeVisible();
      await toast.getByRole('button', { name: 'Sign In' }).click();
      // Signing in brings the visitor back to where they were (home needs no `next`).
      const login = path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(login)}$`));
      await expect(toast).toHaveCount(0);
    }
  });

  test('is told to sign in on /watchlist', async ({ page }) => {
    await page.goto('/watchlist');
    await expect(page.getByText('Please login to view your watchlist.')).toBeVisible();
  });
});

test.describe('a member', () => {
  test('toggles titles from home, search, trending and the detail view, and sees their state', async ({ page }) => {
    await registerViaApi(page);
    const show = await firstTrending(page, 'tv');

    // Home: a top movie (not The Godfather, which the search below adds).
    await page.goto('/');
    const firstMovie = page
      .getByRole('region', { name: 'Top Movies' })
      .getByRole('listitem')
      .filter({ hasNotText: 'Godfather' })
      .first();
    const movieTitle = (await firstMovie.getByRole('heading').textContent()) ?? '';
    await firstMovie.getByRole('button', { name: 'Add to watchlist' }).click();
    await expect(page.getByText('Added to your watchlist')).toBeVisible();
    await expect(firstMovie.getByRole('button', { name: 'Remove from watchlist' })).toBeVisible();

    // Search: the card shows the real state, and toggles both ways.
    await page.goto('/search?q=godfather');
    await clickAndSave(page, page.getByRole('button', { name: 'Add The Godfather to watchlist', exact: true }));
    await expect(page.getByRole('button', { name: 'Remove The Godfather from watchlist', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove The Godfather from watchlist', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Remove The Godfather from watchlist', exact: true }).click();
    await expect(page.getByText('Removed from your watchlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add The Godfather to watchlist', exact: true })).toBeVisible();
    await clickAndSave(page, page.getByRole('button', { name: 'Add The Godfather to watchlist', exact: true }));
    await expect(page.getByRole('button', { name: 'Remove The Godfather from watchlist', exact: true })).toBeVisible();

    // Trending: the same.
    await page.goto('/shows');
    await clickAndSave(page, page.getByRole('button', { name: `Add ${show.title} to watchlist` }));
    await expect(page.getByRole('button', { name: `Remove ${show.title} from watchlist` })).toBeVisible();

    // The detail view knows the state and toggles too.
    await page.goto(`/title/tv/${show.id}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Remove from watchlist' }).click();
    await expect(page.getByText('Removed from your watchlist')).toBeVisible();
    await clickAndSave(page, main.getByRole('button', { name: 'Add to watchlist' }));
    await expect(main.getByRole('button', { name: 'Remove from watchlist' })).toBeVisible();

    // Everything is on /watchlist once.
    await page.goto('/watchlist');
    const list = page.getByRole('list', { name: 'Saved titles' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('3 titles')).toBeVisible();
    for (const title of [movieTitle, 'The Godfather', show.title]) {
      await expect(list.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
  });

  test('sorts, opens and removes items on /watchlist, and the empty state follows', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/search?q=godfather');
    for (const title of ['The Godfather', 'The Godfather: Part II']) {
      await clickAndSave(page, page.getByRole('button', { name: `Add ${title} to watchlist`, exact: true }));
    }

    await page.goto('/watchlist');
    const list = page.getByRole('list', { name: 'Saved titles' });
    const titles = list.getByRole('heading');
    // Newest first by default.
    await expect(titles).toHaveText(['The Godfather: Part II', 'The Godfather']);
    await page.getByLabel('Sort by').selectOption({ label: 'Title (A–Z)' });
    await expect(page).toHaveURL(/sort=title/);
    await expect(titles).toHaveText(['The Godfather', 'The Godfather: Part II']);
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
    await expect(titles).toHaveText(['The Godfather', 'The Godfather: Part II']);

    // Details open over the list.
    await page.getByRole('button', { name: 'Details of The Godfather', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'The Godfather' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Remove The Godfather from watchlist', exact: true }).click();
    await expect(page.getByText('Removed from your watchlist')).toBeVisible();
    await expect(titles).toHaveText(['The Godfather: Part II']);
    await page.reload();
    await expect(titles).toHaveText(['The Godfather: Part II']);
    await page.getByRole('button', { name: 'Remove The Godfather: Part II from watchlist', exact: true }).click();
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  });

  test("a change in one tab shows in the member's other tab without a reload", async ({ context, page }) => {
    await registerViaApi(page);
    const other = await context.newPage();
    await page.goto('/search?q=godfather');
    await other.goto('/watchlist');
    await expect(other.getByText('Your watchlist is empty.')).toBeVisible();
    // The other tab's cards follow too.
    const otherSearch = await context.newPage();
    await otherSearch.goto('/search?q=godfather');
    await expect(
      otherSearch.getByRole('button', { name: 'Add The Godfather to watchlist', exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add The Godfather to watchlist', exact: true }).click();
    await expect(other.getByRole('list', { name: 'Saved titles' }).getByRole('heading')).toHaveText(['The Godfather']);
    await expect(
      otherSearch.getByRole('button', { name: 'Remove The Godfather from watchlist', exact: true }),
    ).toBeVisible();
  });
});

test('in Turkish: the sign-in prompt, the toasts and /watchlist speak Turkish', async ({ page }) => {
  await chooseTurkish(page);
  const movie = await firstTrending(page, 'movie');
  const main = page.getByRole('main');
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  // A visitor is asked to sign in first, and /watchlist says so too.
  await page.goto(`/title/movie/${movie.id}`);
  await main.getByRole('button', { name: 'İzleme listesine ekle' }).click();
  await expect(toast('Lütfen önce giriş yapın').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await page.goto('/watchlist');
  await expect(page.getByText('İzleme listenizi görmek için lütfen giriş yapın.')).toBeVisible();

  // A member adds and removes, with the Turkish toasts, and finds the title on /watchlist.
  await registerViaApi(page);
  await page.goto(`/title/movie/${movie.id}`);
  await clickAndSave(page, main.getByRole('button', { name: 'İzleme listesine ekle' }));
  await expect(toast('İzleme listenize eklendi')).toBeVisible();
  await main.getByRole('button', { name: 'İzleme listesinden çıkar' }).click();
  await expect(toast('İzleme listenizden kaldırıldı')).toBeVisible();
  await clickAndSave(page, main.getByRole('button', { name: 'İzleme listesine ekle' }));
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { name: 'İzleme Listem' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Kaydedilen yapımlar' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { name: movie.title, exact: true })).toBeVisible();
  await expect(list.getByText('Film', { exact: true })).toBeVisible();
  await expect(page.getByText('1 yapım')).toBeVisible();
});
