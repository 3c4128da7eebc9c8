import { expect, fillPersonalInfo, newUser, pickTitles, registerThroughUi, test } from './support';

test.describe('registration', () => {
  test('a new user registers through both steps and lands on home, signed in', async ({ page }) => {
    const user = await registerThroughUi(page);
    // The session is real: a reload keeps the user signed in, and members-only pages open.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(200);
    const body = await me.json();
    expect(body.displayName).toBe(`${user.firstName} ${user.lastName}`);
    expect(body.nickname).toBe(user.nickname);
    expect(body.preferences.genres).toEqual([18, 35]);
    expect(body.preferences.favoriteMovies).toHaveLength(2);
    expect(body.preferences.favoriteShows).toHaveLength(1);
  });

  test('step 1 shows each validation message of the spec, in the spec order', async ({ page }) => {
    const user = newUser();
    await page.goto('/register');
    const alert = page.getByRole('alert');
    const submit = page.getByRole('button', { name: 'Continue to Preferences' });

    // Start from an empty form and fix one rule at a time: each submit shows the next rule's message.
    await submit.click();
    await expect(alert).toHaveText('Name and surname fields are required!');
    await page.getByLabel('First Name', { exact: true }).fill(user.firstName);
    await page.getByLabel('Last Name', { exact: true }).fill(user.lastName);
    await submit.click();
    await expect(alert).toHaveText('Nickname is required!');
    await page.getByLabel('Nickname', { exact: true }).fill('ab');
    await submit.click();
    await expect(alert).toHaveText('Nickname must be at least 3 characters long!');
    await page.getByLabel('Nickname', { exact: true }).fill(user.nickname);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password', { exact: true }).fill('54321');
    await submit.click();
    await expect(alert).toHaveText('Passwords do not match!');
    await page.getByLabel('Confirm Password', { exact: true }).fill('12345');
    await submit.click();
    await expect(alert).toHaveText('Password must be at least 6 characters long!');
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
    await submit.click();
    await expect(alert).toHaveText('Birth date is required!');
    await page.getByLabel('Birth Date', { exact: true }).fill('1990-01-31');
    await submit.click();
    await expect(alert).toHaveText('Occupation selection is required!');
    await page.getByLabel('Occupation', { exact: true }).selectOption('Teacher');
    await submit.click();
    await expect(alert).toHaveText('City selection is required!');
    await page.getByLabel('City', { exact: true }).selectOption('Ankara');
    await submit.click();
    await expect(alert).toHaveText('Email is required!');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await submit.click();
    await expect(alert).toHaveText('Please enter a valid email address.');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Choose your favourite genres' })).toBeVisible();
  });

  test('a nickname already in use (in any letter case) is refused with the Turkish-spec message', async ({ page }) => {
    const taken = await registerThroughUi(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/register');
    await fillPersonalInfo(page, newUser(), { nickname: taken.nickname.toUpperCase() });
    await page.getByRole('button', { name: 'Continue to Preferences' }).click();
    await expect(page.getByRole('alert')).toHaveText('This nickname is already in use, please choose another one.');
    // What was typed is kept.
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Zeynep');
  });

  test('the preferences wizard enforces its limits and steps', async ({ page }) => {
    await page.goto('/register');
    await fillPersonalInfo(page, newUser());
    await page.getByRole('button', { name: 'Continue to Preferences' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();

    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    for (const genre of ['Action', 'Drama', 'Comedy', 'Crime']) {
      await page.getByRole('button', { name: genre, exact: true }).click();
    }
    // A fifth genre cannot be added.
    await expect(page.getByRole('button', { name: 'Horror', exact: true })).toBeDisabled();
    await next.click();

    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(next).toBeDisabled();
    const cards = page.getByRole('list').locator('button[aria-pressed]');
    // Four genres × 2 titles each: more cards than the 5 a person may pick.
    await expect(cards.nth(5)).toBeVisible();
    await pickTitles(page, 5);
    await expect(cards.nth(5)).toBeDisabled();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drama', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Back to Login goes to the sign-in page', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });
});
