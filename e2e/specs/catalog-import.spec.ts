import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './support';

const SAMPLE = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/catalog-sample.jsonl');

test.describe('a catalog imported while the app runs', () => {
  test.beforeAll(() => {
    // The same command a self-hoster runs, into the running app's data directory.
    execFileSync('npm', ['run', 'catalog:import', '--', SAMPLE], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'ignore',
    });
  });

  test('its titles become searchable and show trailer and cast', async ({ page }) => {
    // The search index notices the import within a few seconds. (The demo catalog has its own Brooklyn Nine-Nine.)
    const result = page.getByRole('button', { name: 'More info about Brooklyn Nine-Nine', exact: true });
    await expect(async () => {
      await page.goto('/search?q=brooklyn%20nine');
      await expect(result).toHaveCount(2, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });

    await page.goto('/title/tv/48891');
    await expect(page.getByRole('heading', { level: 1, name: 'Brooklyn Nine-Nine' })).toBeVisible();
    await expect(page.locator('iframe[title="Trailer: Brooklyn Nine-Nine"]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/sEOuJ4z5aTc/,
    );
    await expect(page.getByRole('list', { name: 'Cast' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('list', { name: 'Cast' })).toContainText('Andy Samberg');
  });
});
