import { expect, type Page } from '@playwright/test';

let counter = 0;

export interface NewUser {
  firstName: string;
  lastName: string;
  nickname: string;
  email: string;
  password: string;
}

/** A user nobody has registered yet in this run. */
export function newUser(): NewUser {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Zeynep',
    lastName: 'Demir',
    nickname: `zeynep_${unique}`,
    email: `zeynep.${unique}@example.com`,
    password: 'watchify-123',
  };
}

/** Fills registration step 1 with valid values; `skip` leaves the named fields empty. */
export async function fillPersonalInfo(page: Page, user: NewUser, values: Partial<Record<string, string>> = {}) {
  const text: [string, string][] = [
    ['First Name', values.firstName ?? user.firstName],
    ['Last Name', values.lastName ?? user.lastName],
    ['Nickname', values.nickname ?? user.nickname],
    ['Email', values.email ?? user.email],
    ['Password', values.password ?? user.password],
    ['Confirm Password', values.passwordConfirm ?? user.password],
    ['Birth Date', values.birthDate ?? '1994-05-17'],
  ];
  for (const [label, value] of text) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Gender', { exact: true }).selectOption(values.gender ?? 'Woman');
  await page.getByLabel('Occupation', { exact: true }).selectOption(values.occupation ?? 'Engineer');
  await page.getByLabel('City', { exact: true }).selectOption(values.city ?? 'İzmir');
}

/** Picks the first `count` poster cards of the current wizard step. */
export async function pickTitles(page: Page, count: number) {
  const cards = page.getByRole('list').locator('button[aria-pressed]');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < count; i += 1) await cards.nth(i).click();
}

/** Registers through both steps and waits for the home page, signed in. */
export async function registerThroughUi(page: Page, user: NewUser = newUser(), { accessibility = false } = {}) {
  await page.goto('/register');
  await fillPersonalInfo(page, user);
  await page.getByRole('button', { name: 'Continue to Preferences' }).click();

  await expect(page.getByRole('heading', { name: 'Choose your favourite genres' })).toBeVisible();
  await page.getByRole('button', { name: 'Drama', exact: true }).click();
  await page.getByRole('button', { name: 'Comedy', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Pick your favourite movies' })).toBeVisible();
  await pickTitles(page, 2);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Pick your favourite TV shows' })).toBeVisible();
  await pickTitles(page, 1);
  await page.getByRole('button', { name: 'Next' }).click();

  if (accessibility) await page.getByLabel('Yes, I need accessibility support').check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return user;
}

/** Signs in through the login form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}
