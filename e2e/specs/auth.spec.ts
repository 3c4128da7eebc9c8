import { expect, newUser, registerThroughUi, signIn, test } from './support';

test.describe('sign in and sign out', () => {
  test('signs out, refuses a wrong password, then signs in again', async ({ page }) => {
    const user = await registerThroughUi(page, newUser());
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

    await page.goto('/login');
    await signIn(page, user.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password!');

    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('asks for both fields before trying', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields!');
  });

  test('returns a visitor to the page they wanted after signing in', async ({ page }) => {
    const user = await registerThroughUi(page, newUser());
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

    await page.goto('/chat?with=friend');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/chat\?with=friend$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  });
});
