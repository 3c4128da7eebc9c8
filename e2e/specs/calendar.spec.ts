import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_ORIGIN, chooseTurkish, expect, registerViaApi, seriousAccessibilityIssues, test } from './support';

// The demo catalog has no date to come, so a made-up show and film dated from today are imported into the running
// app, as a self-hoster imports a dump: one episode aired (to start watching), one three days ahead.
const SHOW = 990_800_001;
const MOVIE = 990_800_101;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('the release calendar', () => {
  test.beforeAll(() => {
    const dump = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-e2e-calendar-')), 'titles.jsonl');
    const records = [
      {
        media_type: 'tv',
        id: SHOW,
        name: 'Kalender Nights',
        first_air_date: day(-30),
        genres: [{ id: 18, name: 'Drama' }],
        seasons: [
          {
            season_number: 1,
            air_date: day(-30),
            episodes: [
              { episode_number: 1, name: 'Pilot', air_date: day(-30) },
              { episode_number: 2, name: 'Midnight, Again', air_date: day(3) },
            ],
          },
        ],
      },
      {
        media_type: 'movie',
        id: MOVIE,
        title: 'Premiere Day',
        release_date: day(10),
        genres: [{ id: 18, name: 'Drama' }],
      },
    ];
    fs.writeFileSync(dump, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
    execFileSync('npm', ['run', 'catalog:import', '--', dump], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'ignore',
    });
  });

  /** A new member watching the show (its first episode) with the film on their watchlist. */
  async function follow(page: import('@playwright/test').Page) {
    await registerViaApi(page);
    const headers = { origin: APP_ORIGIN };
    const marked = await page.request.post('/api/plays', {
      headers,
      data: { mediaType: 'tv', id: SHOW, season: 1, episode: 1, watchedOn: null, requestId: `e2e-${Date.now()}` },
    });
    expect(marked.status(), await marked.text()).toBe(201);
    const listed = await page.request.put(`/api/watchlist/movie/${MOVIE}`, { headers });
    expect(listed.ok(), await listed.text()).toBe(true);
  }

  test('shows an upcoming episode and film in the month grid and the agenda, and a feed link that serves iCal', async ({
    page,
  }) => {
    await follow(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Release calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Release calendar' })).toBeVisible();

    const agenda = page.getByRole('region', { name: 'Agenda' });
    const episode = agenda.getByRole('link', { name: 'Kalender Nights S01E02 · Midnight, Again' });
    await expect(episode).toBeVisible();
    await expect(episode).toHaveAttribute('href', `/title/tv/${SHOW}`);
    await expect(agenda.getByRole('link', { name: 'Premiere Day' })).toHaveAttribute('href', `/title/movie/${MOVIE}`);

    // The grid: today is the one day in the tab order; the arrow keys reach the episode's day, named with its count.
    const month = page.getByRole('region', { name: 'Month' });
    const today = month.locator('button[aria-current="date"]');
    await today.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(month.locator('button:focus')).toHaveAttribute('aria-label', /: 1 release$/);
    await page.keyboard.press('Enter');
    await expect(page.locator('h3:focus')).toBeVisible();
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create link' }).click();
    const link = page.getByRole('textbox', { name: 'Your calendar link' });
    await expect(link).toHaveValue(/\/api\/calendar\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const feedPath = new URL(await link.inputValue()).pathname;
    await expect(page.getByRole('button', { name: 'Reset link' })).toBeVisible();
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    // A calendar app fetches it without a session.
    const feed = await page.request.get(feedPath, { headers: { cookie: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
    expect(text).toContain(`UID:tv-${SHOW}-s1e2@watchify`);
    expect(text).toContain('SUMMARY:Kalender Nights S01E02 · Midnight\\, Again');

    await page.getByRole('button', { name: 'Reset link' }).click();
    await expect(link).not.toHaveValue(`${APP_ORIGIN}${feedPath}`);
    expect((await page.request.get(feedPath)).status()).toBe(404);
  });

  test('speaks Turkish', async ({ page }) => {
    await chooseTurkish(page);
    await follow(page);
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Yayın takvimi' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ajanda' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kalender Nights S01E02 · Midnight, Again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bağlantı oluştur' })).toBeVisible();
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
  });
});
