import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * A visitor's discovery pages arrive rendered by the server (decision 020): visible, but not answering clicks until
 * the app has taken them over. After each full page load (goto, reload) the tests wait for that, as a person would
 * wait for a page to finish loading; without it a click could land before the app listens.
 */
function waitForAppOnLoads(page: Page) {
  const untilReady = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (response?.headers()['content-type']?.includes('text/html')) {
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    }
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => untilReady(await goto(...args));
  const reload = page.reload.bind(page);
  page.reload = async (...args) => untilReady(await reload(...args));
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForAppOnLoads);
    await use(context);
  },
});
export { expect };

/**
 * Switches the app to Turkish the way a person does, with the header's language menu. The choice is kept in a cookie
 * for the whole browser context, so every page opened afterwards (and a sign-up through the API) stays in Turkish.
 */
export async function chooseTurkish(page: Page) {
  await page.goto('/');
  // Pages of contexts made with browser.newContext() do not get waitForAppOnLoads: wait here for the app to listen.
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.getByLabel('Language').selectOption('tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
}

/**
 * Waits until no finite animation or transition runs (a toast fading in, a dialog opening), so an accessibility check
 * sees colours as they settle rather than half-faded. Endless ones (spinners) do not count.
 */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * axe's serious and critical findings on the page (or the part `include` selects) once its animations have settled,
 * as "rule: help" lines, so a failure says what is wrong.
 */
export async function seriousAccessibilityIssues(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/** The app's origin in the e2e run (playwright.config.ts starts it on E2E_PORT). */
export const APP_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

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
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Registers a user through the API (both steps) in the given page's browser context, which is then signed in.
 * For specs about what happens after registration; registration itself is covered through the UI elsewhere.
 */
export async function registerViaApi(page: Page, user: NewUser = newUser()): Promise<NewUser> {
  const info = {
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    email: user.email,
    password: user.password,
    passwordConfirm: user.password,
    birthDate: '1994-05-17',
    gender: 'Woman',
    occupation: 'Engineer',
    city: 'İzmir',
  };
  // The API checks Origin on writes (CSRF): send the app's own, as the browser would.
  const headers = { origin: APP_ORIGIN };
  const titles = await page.request.get('/api/registration/preference-titles?genres=18,35');
  const { movies, shows } = (await titles.json()) as { movies: { id: number }[]; shows: { id: number }[] };
  const reserved = await page.request.post('/api/registration/reservations', { data: info, headers });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const { reservationToken } = (await reserved.json()) as { reservationToken: string };
  const done = await page.request.post('/api/registration', {
    headers,
    data: {
      ...info,
      reservationToken,
      preferences: {
        genres: [18, 35],
        hasDisability: false,
        favoriteMovies: movies.slice(0, 1).map((t) => t.id),
        favoriteShows: shows.slice(0, 1).map((t) => t.id),
      },
    },
  });
  expect(done.status(), await done.text()).toBe(201);
  return user;
}
