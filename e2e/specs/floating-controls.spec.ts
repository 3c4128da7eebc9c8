import type { Locator, Page } from '@playwright/test';
import { expect, registerViaApi, test } from './support';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  return box as Box;
}

/** Where an element comes to rest once it has finished moving in (a toast slides in). */
async function settledBox(locator: Locator): Promise<Box> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const current = JSON.stringify(await locator.boundingBox());
        const settled = current === previous;
        previous = current;
        return settled;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return boxOf(locator);
}

const assistantButton = (page: Page) => page.getByRole('button', { name: 'Open the AI assistant' });

/** The visible controls (links, buttons, fields) under the floating assistant button, by their names. */
async function controlsUnderAssistant(page: Page): Promise<string[]> {
  const assistant = await boxOf(assistantButton(page));
  return page.evaluate((corner) => {
    const names: string[] = [];
    for (const control of Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
    )) {
      if (control.getAttribute('aria-haspopup') === 'dialog' || control.closest('[inert], [aria-hidden="true"]')) {
        continue;
      }
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const under =
        box.left < corner.x + corner.width &&
        corner.x < box.right &&
        box.top < corner.y + corner.height &&
        corner.y < box.bottom;
      if (under) names.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
    }
    return names;
  }, assistant);
}

test.describe('nothing floating covers a control', () => {
  for (const [width, height] of [
    [390, 844],
    [360, 740],
  ] as const) {
    test(`on a ${width}×${height} phone the hero slider's controls are free and "next" moves the slider`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const slider = page.getByRole('region', { name: 'Trending today' });
      const next = slider.getByRole('button', { name: 'Next slide' });
      await expect(next).toBeVisible();
      const assistant = await boxOf(assistantButton(page));
      for (const name of ['Pause slideshow', 'Previous slide', 'Next slide']) {
        expect(overlaps(await boxOf(slider.getByRole('button', { name })), assistant), name).toBe(false);
      }

      // Real clicks, which fail if anything lies on top: stop the rotation, then go one slide on.
      await slider.getByRole('button', { name: 'Pause slideshow' }).click();
      const current = slider.getByRole('group');
      const before = Number((await current.getAttribute('aria-label'))?.split(' ')[0]);
      await next.click();
      await expect(current).toHaveAttribute('aria-label', `${(before % 4) + 1} of 4`);

      // The assistant's panel, opened and minimized, covers nothing either.
      await assistantButton(page).click();
      await page.getByRole('button', { name: 'Minimize the assistant' }).click();
      await expect(assistantButton(page)).toBeVisible();
      await next.click();
      await expect(current).toHaveAttribute('aria-label', `${((before + 1) % 4) + 1} of 4`);
    });
  }

  test('at every width from 360 to 1440 px, the hero and the end of a page are clear of the assistant button', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const [width, height] of [
      [360, 740],
      [414, 896],
      [768, 1024],
      [1024, 768],
      [1280, 800],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of ['/', '/help', '/contact']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (path === '/') {
          await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
          // A page loaded again gets its last scroll position back: look at its first screen.
          await page.evaluate(() => window.scrollTo(0, 0));
          expect(await controlsUnderAssistant(page), `${width}×${height} ${path}, first screen`).toEqual([]);
        }
        // The footer (language menu, links) at the very end, where no scrolling can move it away.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByLabel('Language')).toBeInViewport();
        expect(await controlsUnderAssistant(page), `${width}×${height} ${path}, end of page`).toEqual([]);
      }
    }
  });

  test('a recommendation toast appears away from the row that was clicked, and off the assistant button', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await registerViaApi(page);
    await page.goto('/recommendations');
    const cards = page.getByRole('main').getByRole('list').getByRole('listitem');
    await expect(cards.nth(5)).toBeVisible();

    // Once with the row low on the screen, once with it high: each time the toast keeps out of the row's band.
    for (const [index, at] of [
      [4, 0.85],
      [2, 0.3],
    ] as const) {
      const like = cards.nth(index).getByRole('button', { name: /^Like / });
      await like.evaluate((button, share) => {
        const box = button.getBoundingClientRect();
        window.scrollBy(0, box.top + box.height / 2 - window.innerHeight * share);
      }, at);
      const band = await boxOf(like);
      const title = (await like.getAttribute('aria-label'))?.replace(/^Like /, '') ?? '';
      const saved = page.waitForResponse((response) => /\/api\/recommendations\/feedback\//.test(response.url()));
      await like.click();
      await saved;
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: `You like ${title}.` });
      await expect(toast).toBeVisible();
      const toastBox = await settledBox(toast);
      const rowBand = { x: 0, y: band.y, width: 390, height: band.height };
      expect(overlaps(toastBox, rowBand), `the toast for ${title} covers the clicked row`).toBe(false);
      expect(overlaps(toastBox, await boxOf(assistantButton(page))), 'the toast covers the assistant').toBe(false);
      await toast.getByRole('button', { name: 'Close toast' }).click();
      await expect(toast).toBeHidden();
    }
  });
});
