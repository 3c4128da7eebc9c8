import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chooseTurkish, expect, registerViaApi, seriousAccessibilityIssues, test } from './support';

// Jellyfin's webhook plugin's real delivery of The Menu played to the end (recorded by the Movary project).
const jellyfinMovie = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/webhooks/jellyfin-movie-scrobble.json'),
    'utf8',
  ),
) as Record<string, unknown>;
const THE_MENU = 593643;

test.describe('automatic tracking from a media server', () => {
  // The demo catalog has no The Menu: it is imported into the running app as a self-hoster imports a dump.
  test.beforeAll(() => {
    const dump = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-e2e-media-')), 'titles.jsonl');
    const record = {
      media_type: 'movie',
      id: THE_MENU,
      title: 'The Menu',
      release_date: '2022-11-17',
      imdb_id: 'tt9764362',
      genres: [{ id: 35, name: 'Comedy' }],
    };
    fs.writeFileSync(dump, `${JSON.stringify(record)}\n`);
    execFileSync('npm', ['run', 'catalog:import', '--', dump], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'ignore',
    });
  });

  test.beforeEach(async ({ context }) => {
    // Each journey registers, signs in and runs axe several times: more than the default half minute on a busy machine.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  /** Makes the webhook URL on the settings page and copies it, as a person does; answers the copied URL. */
  async function copyWebhookUrl(page: Page, texts: { create: string; label: string; copy: string; copied: string }) {
    await page.getByRole('button', { name: texts.create }).click();
    const field = page.getByRole('textbox', { name: texts.label });
    await expect(field).toHaveValue(/\/api\/webhooks\/media\/[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: texts.copy }).click();
    await expect(page.getByRole('status')).toHaveText(texts.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await field.inputValue());
    return copied;
  }

  test('a Jellyfin play lands in the diary, an unknown title in the unmatched list', async ({ page, request }) => {
    await registerViaApi(page);
    await page.goto('/account');
    await page.getByRole('link', { name: 'Media server tracking' }).click();
    await expect(page).toHaveURL(/\/settings\/media-server$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Media server' })).toBeVisible();
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    const url = await copyWebhookUrl(page, {
      create: 'Create webhook URL',
      label: 'Your webhook URL',
      copy: 'Copy URL',
      copied: 'URL copied.',
    });
    // Jellyfin posts without a session, from another machine: the URL is the only key.
    const played = await request.post(url, { data: jellyfinMovie });
    expect(played.status(), await played.text()).toBe(200);
    expect(await played.json()).toEqual({ result: 'logged' });
    const unknown = { ...jellyfinMovie, Provider_tmdb: '', Provider_imdb: '', Name: 'A Film Nobody Made', Year: 1999 };
    expect(await (await request.post(url, { data: unknown })).json()).toEqual({ result: 'unmatched' });

    await page.reload();
    const list = page.getByRole('region', { name: 'Not matched' });
    await expect(list.getByText('A Film Nobody Made (1999)')).toBeVisible();
    await expect(list.getByText(/Jellyfin · Movie/)).toBeVisible();
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    await list.getByRole('button', { name: 'Dismiss A Film Nobody Made (1999)' }).click();
    await expect(list.getByText('Nothing here: every play your server sent was matched.')).toBeVisible();

    await page.goto('/diary');
    const january = page.getByRole('region', { name: 'January 2023' });
    await expect(january.getByRole('link', { name: 'The Menu' })).toBeVisible();

    // A reset (confirmed) stops the old URL at once.
    await page.goto('/settings/media-server');
    await page.getByRole('button', { name: 'Reset URL' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset your webhook URL?' });
    await dialog.getByRole('button', { name: 'Reset URL' }).click();
    await expect(page.getByRole('textbox', { name: 'Your webhook URL' })).not.toHaveValue(url);
    const old = await request.post(url, { data: jellyfinMovie });
    expect(old.status()).toBe(404);
    expect((await old.json()).error.code).toBe('webhookNotFound');
  });

  test('speaks Turkish', async ({ page, request }) => {
    await chooseTurkish(page);
    await registerViaApi(page);
    await page.goto('/settings/media-server');
    await expect(page.getByRole('heading', { level: 1, name: 'Medya sunucusu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sunucunu ayarlamak' })).toBeVisible();
    const url = await copyWebhookUrl(page, {
      create: 'Webhook adresi oluştur',
      label: 'Webhook adresin',
      copy: 'Adresi kopyala',
      copied: 'Adres kopyalandı.',
    });
    expect(await (await request.post(url, { data: jellyfinMovie })).json()).toEqual({ result: 'logged' });
    const episode = {
      ...jellyfinMovie,
      ItemType: 'Episode',
      SeriesName: 'Bilinmeyen Dizi',
      SeasonNumber: 2,
      EpisodeNumber: 7,
    };
    expect(await (await request.post(url, { data: episode })).json()).toEqual({ result: 'unmatched' });
    await page.reload();
    const list = page.getByRole('region', { name: 'Eşleşmeyenler' });
    await expect(list.getByText('Bilinmeyen Dizi · 2. Sezon 7. Bölüm')).toBeVisible();
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    await page.goto('/diary');
    await expect(page.getByRole('region', { name: 'Ocak 2023' }).getByRole('link', { name: 'The Menu' })).toBeVisible();
  });
});
