import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, newUser, registerViaApi, signIn, test } from './support';

// A real 8×8 PNG (red), made at test time from raw pixels: a minimal PNG encoder keeps the e2e package free of
// image libraries. The server decodes it, so it has to be a genuine image.
function redPng(size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([220, 30, 30]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

test.describe('profile', () => {
  test("edit and save: the page and the footer's handles follow at once", async ({ page }) => {
    const user = await registerViaApi(page);
    await openProfile(page);
    const personal = page.getByRole('region', { name: 'Personal Information' });
    await expect(personal.getByText(user.nickname, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' }).getByText(user.email)).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(field(page, 'Email')).toHaveAttribute('readonly', '');
    await expect(field(page, 'Country')).toHaveAttribute('readonly', '');
    await field(page, 'First Name').fill('Deniz');
    await field(page, 'City').selectOption('Antalya');
    await field(page, 'Occupation').selectOption('Chef');
    await field(page, 'Instagram').fill('@deniz.cooks');
    await field(page, 'Twitter').fill('deniz_x');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(personal.getByText('Deniz', { exact: true })).toBeVisible();
    await expect(personal.getByText('Antalya')).toBeVisible();
    await expect(personal.getByText('Chef')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Deniz ${user.lastName}` })).toBeVisible();

    // The footer reads the handles from the stored record: updated without a reload, and still there after one.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/deniz.cooks',
    );
    await expect(footer.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute('href', 'https://x.com/deniz_x');
    await page.reload();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/deniz.cooks',
    );
    await expect(page.getByRole('region', { name: 'Personal Information' }).getByText('Antalya')).toBeVisible();
  });

  test('cancel drops the edits and shows the stored data', async ({ page }) => {
    const user = await registerViaApi(page);
    await openProfile(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'Last Name').fill('Temporary');
    await field(page, 'City').selectOption('Van');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const personal = page.getByRole('region', { name: 'Personal Information' });
    await expect(personal.getByText(user.lastName, { exact: true })).toBeVisible();
    await expect(personal.getByText('İzmir')).toBeVisible();
    await expect(personal.getByText('Temporary')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(field(page, 'Last Name')).toHaveValue(user.lastName);
  });

  test('nickname rules: too short, and taken by someone else', async ({ page, browser }) => {
    const other = await browser.newContext();
    const otherUser = await registerViaApi(await other.newPage(), newUser());
    await other.close();

    await registerViaApi(page);
    await openProfile(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'Nickname').fill('ab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Nickname must be at least 3 characters long!')).toBeVisible();
    await expect(field(page, 'Nickname')).toBeFocused();

    await field(page, 'Nickname').fill(otherUser.nickname.toUpperCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This nickname is already in use. Please choose another nickname.')).toBeVisible();
    await expect(field(page, 'Nickname')).toHaveAttribute('aria-invalid', 'true');
    // Still editing: nothing was saved.
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  test('upload a photo: shown on the page and in the header, served as a small WebP', async ({ page }) => {
    await registerViaApi(page);
    await openProfile(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Profile' }).locator('img')).toHaveCount(0);

    // A text file named like an image is refused by the browser's check, before any upload.
    await page.getByLabel('Upload photo').setInputFiles({
      name: 'notes.png',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText('Error uploading photo')).toBeVisible();

    await page.getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: redPng() });
    await expect(page.getByText('Profile photo updated successfully')).toBeVisible();

    const headerPhoto = header.getByRole('link', { name: 'Profile' }).locator('img');
    await expect(headerPhoto).toHaveAttribute('src', /^\/api\/users\/[^/]+\/photo\?v=/);
    await expect
      .poll(() => headerPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(256);
    const pagePhoto = page.getByRole('img', { name: /^Profile photo of / });
    await expect(pagePhoto).toHaveAttribute('src', /\/photo\?v=/);

    const src = (await headerPhoto.getAttribute('src')) ?? '';
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(header.getByRole('link', { name: 'Profile' }).locator('img')).toHaveCount(0);
  });

  test('change password: the other browser is signed out, only the new password signs in', async ({
    page,
    browser,
  }) => {
    const user = await registerViaApi(page);
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto('/login');
    await signIn(other, user.email, user.password);
    await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await openProfile(page);
    const section = page.getByRole('region', { name: 'Change Password' });
    await section.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await section.getByLabel('New Password', { exact: true }).fill('brand-new-42');
    await section.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-42');
    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(section.getByText('Your current password is incorrect.')).toBeVisible();
    await expect(section.getByLabel('Current Password', { exact: true })).toBeFocused();

    await section.getByLabel('Current Password', { exact: true }).fill(user.password);
    await section.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expect(page.getByText('You were signed out of 1 other session.')).toBeVisible();
    await expect(section.getByLabel('New Password', { exact: true })).toHaveValue('');

    // The other browser's session is over: its next page asks it to sign in, and only the new password works.
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login/);
    await signIn(other, user.email, user.password);
    await expect(other.getByRole('alert')).toHaveText('Invalid email or password!');
    await signIn(other, user.email, 'brand-new-42');
    await expect(other.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await otherContext.close();

    // This browser stayed signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('/account shows the same record under Account Settings', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' }).getByText(user.email)).toBeVisible();
  });
});
