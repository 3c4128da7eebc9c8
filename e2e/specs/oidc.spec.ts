import type { Page } from '@playwright/test';
import {
  APP_ORIGIN,
  chooseTurkish,
  expect,
  newUser,
  pickTitles,
  registerViaApi,
  seriousAccessibilityIssues,
  signIn,
  test,
} from './support';

// The provider playwright.config.ts starts next to the app (e2e/oidc-provider.mjs): its development login page takes
// any login, and each login's e-mail is `<login>@idp.test`.
const PROVIDER_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 7}`;

let counter = 0;
/** A login nobody has used at the provider yet in this run. */
function freshLogin(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}`;
}

/**
 * Signs in at the provider's own pages as `login` (its login form, then its consent page if it asks) and waits for
 * the browser to be back in the app. The provider's cookies are dropped first, so it always asks who is signing in.
 */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL((url) => url.origin === PROVIDER_ORIGIN);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue', exact: true });
  const backInApp = () => new URL(page.url()).origin === APP_ORIGIN;
  await expect.poll(async () => backInApp() || (await consent.isVisible())).toBe(true);
  if (!backInApp()) await consent.click();
  await expect(page).toHaveURL((url) => url.origin === APP_ORIGIN);
}

/** Forgets the provider's session (its cookies start with an underscore; the app's do not). */
async function leaveProvider(page: Page) {
  await page.context().clearCookies({ name: /^_/ });
}

/** The OIDC registration's step 1 (no e-mail or password: the provider vouched) and the preferences wizard. */
async function finishRegistration(
  page: Page,
  nickname: string,
  text: { continue: string; genres: string[]; next: string; complete: string; movies: string; shows: string },
) {
  await page.getByLabel(/^(Nickname|Kullanıcı Adı)$/).fill(nickname);
  await page.getByLabel(/^(Birth Date|Doğum Tarihi)$/).fill('1991-03-02');
  await page.getByLabel(/^(Gender|Cinsiyet)$/).selectOption('Woman');
  await page.getByLabel(/^(Occupation|Meslek)$/).selectOption('Engineer');
  await page.getByLabel(/^(City|Şehir)$/).selectOption('İzmir');
  await page.getByRole('button', { name: text.continue }).click();
  for (const genre of text.genres) await page.getByRole('button', { name: genre, exact: true }).click();
  await page.getByRole('button', { name: text.next }).click();
  await expect(page.getByRole('heading', { name: text.movies })).toBeVisible();
  await pickTitles(page, 1);
  await page.getByRole('button', { name: text.next }).click();
  await expect(page.getByRole('heading', { name: text.shows })).toBeVisible();
  await pickTitles(page, 1);
  await page.getByRole('button', { name: text.next }).click();
  await page.getByRole('button', { name: text.complete }).click();
}

test.describe('signing in with an OpenID Connect provider', () => {
  // Each test walks the provider's pages and the app's, with axe checks: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a new person signs in at the provider, finishes the registration wizard and is home, signed in', async ({
    page,
  }) => {
    await page.goto('/login');
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    const login = freshLogin('new');
    await page.getByRole('button', { name: 'Sign in with Test ID' }).click();
    await signInAtProvider(page, login);

    await expect(page).toHaveURL(/\/register\/oidc$/);
    await expect(page.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
    // Prefilled from the provider; the e-mail is the provider's, and there is no password to choose.
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Deniz');
    await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue('Kaya');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`${login}@idp.test`);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    const nickname = `deniz_${login.replace(/-/g, '_')}`.slice(0, 30);
    await finishRegistration(page, nickname, {
      continue: 'Continue to Preferences',
      genres: ['Drama', 'Comedy'],
      next: 'Next',
      complete: 'Complete Registration',
      movies: 'Pick your favourite movies',
      shows: 'Pick your favourite TV shows',
    });
    await expect(page).toHaveURL(`${APP_ORIGIN}/`);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    // Next time the provider's sign-in goes straight home.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await leaveProvider(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Test ID' }).click();
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(`${APP_ORIGIN}/`);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('in Turkish: the button, the wizard and the message of a cancelled sign-in', async ({ page }) => {
    await chooseTurkish(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Test ID ile giriş yap' }).click();
    // Cancelling at the provider comes back as access_denied.
    await expect(page).toHaveURL((url) => url.origin === PROVIDER_ORIGIN);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(/\/login\?error=access_denied/);
    await expect(page.getByRole('alert')).toHaveText('Sağlayıcıda giriş iptal edildi ya da reddedildi.');

    const login = freshLogin('yeni');
    await leaveProvider(page);
    await page.getByRole('button', { name: 'Test ID ile giriş yap' }).click();
    await signInAtProvider(page, login);
    await expect(page.getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();
    await expect(page.getByLabel('E-posta', { exact: true })).toHaveValue(`${login}@idp.test`);
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    await finishRegistration(page, `yeni_${login.replace(/-/g, '_')}`.slice(0, 30), {
      continue: 'Tercihlere Devam Et',
      genres: ['Dram', 'Komedi'],
      next: 'İleri',
      complete: 'Kaydı Tamamla',
      movies: 'Favori filmlerinizi seçin',
      shows: 'Favori dizilerinizi seçin',
    });
    await expect(page).toHaveURL(`${APP_ORIGIN}/`);
    await expect(page.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
  });

  test('an e-mail that already has an account is not linked by the provider: the page says what to do', async ({
    page,
  }) => {
    const login = freshLogin('taken');
    await registerViaApi(page, { ...newUser(), email: `${login}@idp.test` });
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Test ID' }).click();
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/login\?error=account_not_linked/);
    await expect(page.getByRole('alert')).toHaveText(
      'An account with that e-mail address already exists. Sign in with your password, then link the provider from Account Settings.',
    );
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

    await chooseTurkish(page);
    await page.goto('/login?error=account_not_linked');
    await expect(page.getByRole('alert')).toHaveText(
      'Bu e-posta adresiyle bir hesap zaten var. Şifrenizle giriş yapın, ardından sağlayıcıyı Hesap Ayarları’ndan bağlayın.',
    );
  });

  test('a member links the provider with their password, signs out and signs in with it', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Sign-in methods' });
    await expect(section.getByText('Not linked')).toBeVisible();

    // A wrong password is refused before anything leaves for the provider.
    await section.getByRole('button', { name: 'Link Test ID' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link Test ID' });
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your password is wrong.');
    await dialog.getByLabel('Your password').fill(user.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const login = freshLogin('member');
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/account(\?linked=1)?$/);
    await expect(page.getByText('The provider is linked. You can now sign in with it.')).toBeVisible();
    await expect(section.getByText('Linked', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await leaveProvider(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Test ID' }).click();
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(`${APP_ORIGIN}/`);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    // Unlinking asks for the password too; afterwards the password still signs in.
    await page.goto('/account');
    await section.getByRole('button', { name: 'Unlink Test ID' }).click();
    const unlink = page.getByRole('dialog', { name: 'Unlink Test ID' });
    await unlink.getByLabel('Your password').fill(user.password);
    await unlink.getByRole('button', { name: 'Unlink' }).click();
    await expect(section.getByText('Not linked')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await page.goto('/login');
    await signIn(page, user.email, user.password);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
