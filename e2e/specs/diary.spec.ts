import type { Page } from '@playwright/test';
import { chooseTurkish, expect, newUser, registerViaApi, seriousAccessibilityIssues, test } from './support';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Waits until the server has stored a play (201 for a new one). */
const playStored = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/plays') && response.status() === 201);

/** This month as the diary heads it, in the browser's calendar and the given language. */
const thisMonth = (page: Page, language: string) =>
  page.evaluate(
    (lang) => new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(new Date()),
    language,
  );

test.describe('a visitor', () => {
  test('is asked to sign in from Mark as watched, and on /diary', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Top Movies' })
      .getByRole('button', { name: 'Mark as watched' })
      .first()
      .click();
    await expect(toast(page, 'Please sign in first').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.goto('/diary');
    await expect(page.getByText('Please login to view your diary.')).toBeVisible();
  });
});

test.describe('a member', () => {
  test('marks titles watched from cards and the form, finds them in the diary by month, and deletes one', async ({
    page,
  }) => {
    test.slow();
    await registerViaApi(page);

    // One click: today.
    await page.goto('/search?q=godfather');
    const stored = playStored(page);
    await page.getByRole('button', { name: 'Mark The Godfather as watched', exact: true }).click();
    await stored;
    await expect(toast(page, 'Marked as watched')).toBeVisible();

    // The form: a date and a rewatch.
    await page.getByRole('button', { name: 'Log The Godfather: Part II with details…', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Log a play' });
    await form.getByRole('radio', { name: 'On a date' }).check();
    await form.getByLabel('Date', { exact: true }).fill('2024-03-15');
    await form.getByRole('checkbox', { name: /Rewatch/ }).check();
    const storedFromForm = playStored(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await storedFromForm;
    await expect(form).toHaveCount(0);

    await page.goto('/diary');
    await expect(page.getByRole('heading', { level: 1, name: 'My Diary' })).toBeVisible();
    const month = await thisMonth(page, 'en');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([month, 'March 2024']);
    const march = page.getByRole('region', { name: 'March 2024' });
    await expect(march.getByRole('link', { name: 'The Godfather: Part II' })).toBeVisible();
    await expect(march.getByText('Rewatch')).toBeVisible();
    await expect(page.getByRole('region', { name: month }).getByRole('link', { name: 'The Godfather' })).toBeVisible();

    // No serious accessibility problems on the diary.
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    // The title opens over the diary and says when I watched it.
    await page.getByRole('link', { name: 'The Godfather', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'The Godfather' });
    await expect(detail.getByText(/^You watched this on /)).toBeVisible();
    await detail.getByRole('button', { name: 'Close' }).click();

    // Delete, after the question.
    await page.getByRole('button', { name: 'Delete the play of The Godfather: Part II' }).click();
    await page.getByRole('alertdialog', { name: 'Delete play' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Play deleted')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([month]);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([month]);
  });
});

test('the diary in Turkish', async ({ page }) => {
  test.slow();
  await chooseTurkish(page);
  await registerViaApi(page);
  await page.goto('/search?q=godfather');
  const stored = playStored(page);
  await page.getByRole('button', { name: 'İzledim olarak işaretle: The Godfather', exact: true }).click();
  await stored;
  await expect(toast(page, 'İzlendi olarak işaretlendi')).toBeVisible();

  await page.getByRole('button', { name: 'Ayrıntılarla kaydet: The Godfather: Part II', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'İzleme kaydet' });
  await form.getByRole('radio', { name: 'Hatırlamıyorum' }).check();
  const storedFromForm = playStored(page);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await storedFromForm;

  await page.goto('/diary');
  await expect(page.getByRole('heading', { level: 1, name: 'Günlüğüm' })).toBeVisible();
  const month = await thisMonth(page, 'tr');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([month, 'Tarih hatırlanmıyor']);
  await expect(page.getByText('İzlediğiniz her şey, en yeniden en eskiye.')).toBeVisible();
  for (const label of ['Yıl', 'Yapım', 'Tür']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Günlük' }).first()).toBeVisible();
});

/** The texts of the rating journey, per language. */
const RATING_TEXTS = {
  en: {
    moreInfo: 'More info about The Godfather',
    comments: 'Comments',
    logPlay: 'Log with details…',
    form: 'Log a play',
    onDate: 'On a date',
    date: 'Date',
    rewatch: /Rewatch/,
    rating: 'Your rating',
    fourStars: '4 stars',
    review: 'Review',
    save: 'Save',
    cancel: 'Cancel',
    reviewRequired: 'Please write a comment.',
    logged: 'Marked as watched',
    list: 'Comments, newest first',
    fourOutOfFive: '4 out of 5 stars',
    watchedOn: /^You watched this on /,
  },
  tr: {
    moreInfo: 'Daha fazla bilgi: The Godfather',
    comments: 'Yorumlar',
    logPlay: 'Ayrıntılarla kaydet…',
    form: 'İzleme kaydet',
    onDate: 'Bir tarihte',
    date: 'Tarih',
    rewatch: /Yeniden izleme/,
    rating: 'Puanınız',
    fourStars: '4 yıldız',
    review: 'İnceleme',
    save: 'Kaydet',
    cancel: 'Vazgeç',
    reviewRequired: 'Lütfen bir yorum yazın.',
    logged: 'İzlendi olarak işaretlendi',
    list: 'Yorumlar, en yeniden eskiye',
    fourOutOfFive: '5 üzerinden 4 yıldız',
    watchedOn: /^Bunu .* tarihinde izlediniz/,
  },
} as const;

for (const language of ['en', 'tr'] as const) {
  test(`a member rates a movie while logging it from the detail view (${language})`, async ({ page }) => {
    test.slow();
    const text = RATING_TEXTS[language];
    if (language === 'tr') await chooseTurkish(page);
    // A name of its own: the comment is found by its author among everyone's.
    const user = await registerViaApi(page, { ...newUser(), firstName: language === 'en' ? 'Selin' : 'Deniz' });
    const review = language === 'en' ? 'Still the best there is.' : 'Hâlâ en iyisi.';

    await page.goto('/search?q=godfather');
    await page.getByRole('button', { name: text.moreInfo, exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'The Godfather' });
    await expect(detail.getByRole('heading', { name: text.comments, exact: true })).toBeVisible();

    await detail.getByRole('button', { name: text.logPlay }).click();
    const form = page.getByRole('dialog', { name: text.form });
    await form.getByRole('radio', { name: text.onDate }).check();
    await form.getByLabel(text.date, { exact: true }).fill('2024-03-15');
    await form.getByRole('checkbox', { name: text.rewatch }).check();
    const fourStars = form.getByRole('group', { name: text.rating }).getByRole('radio', { name: text.fourStars });
    await expect(fourStars).toBeEnabled();
    // A person clicks the star (the radio itself is visually hidden).
    await form
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: text.fourStars }) })
      .click();
    await expect(fourStars).toBeChecked();

    // Stars need a review: the rule's message, and nothing is sent.
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) sent += 1;
    });
    await form.getByRole('button', { name: text.save }).click();
    await expect(form.getByText(text.reviewRequired)).toBeVisible();
    expect(sent).toBe(0);

    await form.getByRole('textbox', { name: text.review }).fill(review);
    const stored = playStored(page);
    const commented = page.waitForResponse(
      (response) =>
        /\/api\/titles\/movie\/\d+\/comments$/.test(response.url()) &&
        response.request().method() === 'POST' &&
        response.status() === 201,
    );
    await form.getByRole('button', { name: text.save }).click();
    await stored;
    await commented;
    await expect(form).toHaveCount(0);
    await expect(toast(page, text.logged)).toBeVisible();

    // The detail's comments show mine with its four stars, without a reload.
    const mine = detail
      .getByRole('list', { name: text.list })
      .getByRole('listitem')
      .filter({ hasText: `${user.firstName} ${user.lastName}` });
    await expect(mine).toContainText(review);
    await expect(mine.getByRole('img', { name: text.fourOutOfFive })).toBeVisible();
    await expect(detail.getByText(text.watchedOn)).toBeVisible();

    // The form starts from my rating next time.
    await detail.getByRole('button', { name: text.logPlay }).click();
    await expect(fourStars).toBeChecked();
    await expect(form.getByRole('textbox', { name: text.review })).toHaveValue(review);
    await form.getByRole('button', { name: text.cancel }).click();
    await expect(form).toHaveCount(0);
  });
}
