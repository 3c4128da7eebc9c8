import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { APP_ORIGIN, expect, newUser, registerViaApi, test } from './support';

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${label}: ${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('service and membership', () => {
  test('the service tabs work with the keyboard and show the three plans', async ({ page }) => {
    await page.goto('/service');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const tablist = page.getByRole('tablist', { name: 'About Watchify' });
    await expect(tablist.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Everything in one place' })).toBeVisible();

    await tablist.getByRole('tab', { name: 'Features' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.getByRole('tab', { name: 'Membership' })).toBeFocused();
    await expect(page).toHaveURL(/\/service\?tab=membership$/);

    const panel = page.getByRole('tabpanel', { name: 'Membership' });
    const free = panel.getByRole('article', { name: 'Free' });
    const premium = panel.getByRole('article', { name: 'Premium' });
    const family = panel.getByRole('article', { name: 'Family' });
    await expect(free).toContainText('$0');
    await expect(free).toContainText('forever');
    await expect(premium).toContainText('$4');
    await expect(premium).toContainText('Most Popular');
    await expect(family).toContainText('$9');
    await expect(family).toContainText('Up to 5 profiles');
    await expect(premium.getByRole('button', { name: 'Not available yet' })).toBeDisabled();
    await expect(family.getByRole('button', { name: 'Not available yet' })).toBeDisabled();

    await page.keyboard.press('End');
    await expect(page.getByRole('heading', { name: 'How Watchify’s AI helps you choose' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What members say' }).getByRole('figure')).toHaveCount(3);

    // A visitor starts with the free plan by registering.
    await page.keyboard.press('ArrowLeft');
    await panel.getByRole('link', { name: 'Get started free' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a member sees their Free plan and that paid plans are not available', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.goto('/service/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    const yours = page.getByRole('region', { name: 'Your plan' });
    await expect(yours.getByRole('article', { name: 'Free' })).toBeVisible();
    await expect(yours).toContainText('Your current plan');
    await expect(yours).toContainText(`Signed in as ${user.email}`);
    const others = page.getByRole('region', { name: 'Other plans' });
    await expect(others.getByRole('article')).toHaveCount(2);
    await expect(others.getByRole('button', { name: 'Not available yet' })).toHaveCount(2);
    for (const button of await others.getByRole('button').all()) await expect(button).toBeDisabled();
    await expect(page.getByText(/There are no payments in Watchify/)).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`service, membership, contact and help have no accessibility violations (${colorScheme})`, async ({
      page,
    }) => {
      // Four pages, each analysed by axe: more than the default 30 s on a busy machine.
      test.slow();
      await registerViaApi(page);
      await page.emulateMedia({ colorScheme });
      for (const [path, heading] of [
        ['/service?tab=membership', 'Services'],
        ['/service/membership', 'Membership'],
        ['/contact', 'Contact'],
        ['/help', 'Help Center'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page, `${colorScheme} ${path}`);
      }
    });
  }
});

test.describe('contact', () => {
  test('checks the form, sends the message, clears the form and hides the thanks after 5 s', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.getByText('support@watchify.app')).toBeVisible();
    await expect(page.getByText('Monday – Friday')).toBeVisible();

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(page.getByLabel('Full Name')).toBeFocused();

    await page.getByLabel('Full Name').fill('Mehmet Kaya');
    await page.getByLabel('Email', { exact: true }).fill('mehmet@example');
    await page.getByLabel('Message', { exact: true }).fill('The trailer of Dune stops after a few seconds.');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');

    await page.getByLabel('Email', { exact: true }).fill('mehmet@example.com');
    await page.getByLabel('Subject (optional)').fill('Trailers');
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await send.click();
    expect((await stored).status()).toBe(201);
    const thanks = page.getByText('Thank you! Your message has been sent.', { exact: false });
    await expect(thanks).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    for (const label of ['Full Name', 'Email', 'Subject (optional)', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(thanks).toBeHidden({ timeout: 7_000 });
  });

  test('the API refuses bad input with the spec’s message', async ({ request }) => {
    const headers = { origin: APP_ORIGIN };
    const bad = await request.post('/api/contact', {
      headers,
      data: { fullName: 'Ada', email: 'ada@example.com', message: '   ' },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.message).toBe('Please fill in all required fields');
  });
});

test.describe('help', () => {
  test('categories, disclosures, search across categories and the no-match state', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const categories = page.getByRole('group', { name: 'FAQ categories' });
    await expect(categories.getByRole('button')).toHaveCount(6);

    await categories.getByRole('button', { name: 'Account & Billing' }).click();
    const plans = page.getByRole('button', { name: 'What plans are there and what do they cost?' });
    await expect(plans).toHaveAttribute('aria-expanded', 'false');
    await plans.click();
    await expect(plans).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByRole('region', { name: 'What plans are there and what do they cost?' });
    await expect(answer).toContainText('$4 a month');
    await expect(answer).toContainText('$9 a month for up to 5 profiles');
    await plans.click();
    await expect(answer).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Search help articles' });
    await search.fill('youtube');
    await expect(page.getByRole('heading', { level: 2, name: /answers for “youtube”/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'A trailer does not play. What can I do?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Can I watch full movies or episodes on Watchify?' })).toBeVisible();

    await search.fill('quantum refrigerator');
    await expect(page.getByText('No questions match “quantum refrigerator”.')).toBeVisible();

    await categories.getByRole('button', { name: 'Troubleshooting' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('button', { name: 'I cannot sign in.' })).toBeVisible();

    await page.getByRole('region', { name: 'Still need help?' }).getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('searches Turkish answers regardless of accents and case', async ({ page }) => {
    await page.goto('/help');
    await page.getByLabel('Language', { exact: true }).selectOption('tr');
    await expect(page.getByRole('heading', { level: 1, name: 'Yardım Merkezi' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Yardım makalelerinde ara' }).fill('UCRET');
    await expect(page.getByRole('button', { name: 'Benden hiç ücret alınacak mı?' })).toBeVisible();
    await page.getByLabel('Dil', { exact: true }).selectOption('en');
  });
});

test.describe('footer', () => {
  test('links lead to real pages, for visitors and members', async ({ page }) => {
    await page.goto('/help');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await footer.getByRole('link', { name: 'Our Services' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await footer.getByRole('link', { name: 'Plans' }).click();
    await expect(page.getByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
    await footer.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('shows a member’s own Instagram and X handles', async ({ page }) => {
    const user = await registerViaApi(page, newUser());
    const saved = await page.request.put('/api/me/profile', {
      headers: { origin: APP_ORIGIN },
      data: {
        firstName: user.firstName,
        lastName: user.lastName,
        nickname: user.nickname,
        birthDate: '1994-05-17',
        gender: 'Woman',
        occupation: 'Engineer',
        city: 'İzmir',
        instagram: '@zeynep.films',
        twitter: 'zeynep_watches',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto('/service/membership');
    const socials = page.getByRole('list', { name: 'Social links' });
    await expect(socials.getByRole('link', { name: 'Your Instagram: @zeynep.films' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/zeynep.films',
    );
    await expect(socials.getByRole('link', { name: 'Your X (Twitter): @zeynep_watches' })).toHaveAttribute(
      'href',
      'https://x.com/zeynep_watches',
    );
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Membership' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  });
});
