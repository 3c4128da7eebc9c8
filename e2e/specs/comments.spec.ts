import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { APP_ORIGIN, chooseTurkish, expect, newUser, registerViaApi, test } from './support';

/** A signed-in person in a browser context of their own. */
async function person(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerViaApi(page, { ...newUser(), firstName, lastName: 'Test' });
  return { context, page, name: `${user.firstName} ${user.lastName}` };
}

let titleIndex = 0;
/** A movie of the running app's catalog no other test of this file comments on. */
async function freshMovie(page: Page): Promise<{ id: number; title: string }> {
  titleIndex += 1;
  const response = await page.request.get(`/api/catalog/trending?type=movie&limit=${titleIndex}`);
  const { results } = (await response.json()) as { results: { id: number; title: string }[] };
  const movie = results[titleIndex - 1];
  if (!movie) throw new Error('the catalog has too few movies');
  return movie;
}

const comments = (page: Page) => page.getByRole('list', { name: 'Comments, newest first' }).getByRole('listitem');
const commentBy = (page: Page, name: string) => comments(page).filter({ hasText: name });
const average = (page: Page) => page.getByTestId('average-user-rating');
const form = (page: Page) => page.getByRole('form', { name: 'Your comment' });
const starName = (count: number) => (count === 1 ? '1 star' : `${count} stars`);
const star = (page: Page, count: number) => form(page).getByRole('radio', { name: starName(count) });
const textBox = (page: Page) => form(page).getByRole('textbox', { name: 'Comment' });
/** Chooses a rating the way a person does: a click on the star (the radio itself is visually hidden). */
const pickStars = (page: Page, count: number) =>
  form(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: starName(count) }) })
    .click();

/** Opens the title's detail and waits until its comments are loaded. */
async function openTitle(page: Page, id: number) {
  await page.goto(`/title/movie/${id}`);
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(average(page)).not.toContainText('Loading');
  // Marks this document: still there later means the page was never reloaded.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

async function writeComment(page: Page, stars: number, text: string) {
  await pickStars(page, stars);
  await textBox(page).fill(text);
  await form(page).getByRole('button', { name: 'Submit' }).click();
}

test('a comment written in one browser appears live in another, with edit, cancel, update and delete', async ({
  browser,
}) => {
  const ayse = await person(browser, 'Ayse');
  const mehmet = await person(browser, 'Mehmet');
  try {
    const movie = await freshMovie(ayse.page);
    await openTitle(ayse.page, movie.id);
    await openTitle(mehmet.page, movie.id);
    await expect(average(mehmet.page)).toContainText('No ratings yet');
    await expect(form(ayse.page).getByText('Select a rating')).toBeVisible();

    // Ayşe comments; Mehmet sees it without reloading, with the new average.
    await writeComment(ayse.page, 4, 'Beautifully shot.');
    await expect(commentBy(ayse.page, 'Ayse Test').getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(form(ayse.page).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(commentBy(mehmet.page, 'Ayse Test')).toContainText('Beautifully shot.');
    await expect(commentBy(mehmet.page, 'Ayse Test').getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(average(mehmet.page)).toContainText('4.0 / 5');
    // Edit and Delete only on one's own comment (Like and Reply are on everyone else's).
    await expect(commentBy(mehmet.page, 'Ayse Test').getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);

    // Mehmet answers; his comment is on top for both.
    await writeComment(mehmet.page, 2, 'Too slow for me.');
    await expect(comments(ayse.page).first()).toContainText('Too slow for me.');
    await expect(average(ayse.page)).toContainText('3.0 / 5');
    await expect(average(ayse.page)).toContainText('(2 ratings)');

    // Edit holds the saved text and rating; Cancel restores them.
    await commentBy(ayse.page, 'Ayse Test').getByRole('button', { name: 'Edit' }).click();
    await expect(textBox(ayse.page)).toHaveValue('Beautifully shot.');
    await expect(star(ayse.page, 4)).toBeChecked();
    await pickStars(ayse.page, 1);
    await textBox(ayse.page).fill('Changed my mind.');
    await form(ayse.page).getByRole('button', { name: 'Cancel' }).click();
    await expect(textBox(ayse.page)).toHaveValue('Beautifully shot.');
    await expect(star(ayse.page, 4)).toBeChecked();

    // Edit → Update reaches Mehmet live.
    await commentBy(ayse.page, 'Ayse Test').getByRole('button', { name: 'Edit' }).click();
    await pickStars(ayse.page, 5);
    await textBox(ayse.page).fill('Even better the second time.');
    await form(ayse.page).getByRole('button', { name: 'Update' }).click();
    await expect(commentBy(mehmet.page, 'Ayse Test')).toContainText('Even better the second time.');
    await expect(commentBy(mehmet.page, 'Ayse Test').getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(average(mehmet.page)).toContainText('3.5 / 5');

    // Delete asks first, then removes the comment and resets the form.
    await commentBy(ayse.page, 'Ayse Test').getByRole('button', { name: 'Delete' }).click();
    const question = ayse.page.getByRole('alertdialog', { name: 'Delete comment' });
    await expect(question).toContainText('Are you sure you want to delete this comment?');
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(question).toBeHidden();
    await expect(commentBy(ayse.page, 'Ayse Test')).toHaveCount(0);
    await expect(textBox(ayse.page)).toHaveValue('');
    await expect(form(ayse.page).getByText('Select a rating')).toBeVisible();
    await expect(form(ayse.page).getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(commentBy(mehmet.page, 'Ayse Test')).toHaveCount(0);
    await expect(average(mehmet.page)).toContainText('2.0 / 5');
    await expect(average(mehmet.page)).toContainText('(1 rating)');

    expect(await notReloaded(ayse.page)).toBe(true);
    expect(await notReloaded(mehmet.page)).toBe(true);
  } finally {
    await ayse.context.close();
    await mehmet.context.close();
  }
});

test('a visitor reads comments and is asked to sign in to write one', async ({ browser }) => {
  const author = await person(browser, 'Zeynep');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    const movie = await freshMovie(author.page);
    const written = await author.page.request.post(`/api/titles/movie/${movie.id}/comments`, {
      headers: { origin: APP_ORIGIN },
      data: { rating: 5, text: 'A must-see.' },
    });
    expect(written.status(), await written.text()).toBe(201);

    await openTitle(visitor, movie.id);
    await expect(commentBy(visitor, 'Zeynep Test')).toContainText('A must-see.');
    await expect(average(visitor)).toContainText('5.0 / 5');
    await expect(visitor.getByText('Please login to write a comment.')).toBeVisible();
    await expect(form(visitor)).toHaveCount(0);
    await expect(visitor.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/title/movie/${movie.id}`)}`,
    );
    // Visitors follow live changes too.
    await author.page.request.delete(
      `/api/comments/${((await written.json()) as { comment: { id: string } }).comment.id}`,
      { headers: { origin: APP_ORIGIN } },
    );
    await expect(commentBy(visitor, 'Zeynep Test')).toHaveCount(0);
    await expect(average(visitor)).toContainText('No ratings yet');
  } finally {
    await author.context.close();
    await visitorContext.close();
  }
});

test('a comment that looks like HTML is shown as text and never runs', async ({ browser }) => {
  const author = await person(browser, 'Deniz');
  try {
    const movie = await freshMovie(author.page);
    await openTitle(author.page, movie.id);
    const html = '<img src=x onerror="window.injected=1"><b>bold</b> & <script>window.injected=2</script>';
    await writeComment(author.page, 3, html);
    const item = commentBy(author.page, 'Deniz Test');
    await expect(item.getByText(html, { exact: true })).toBeVisible();
    await expect(item.locator('b, img[src="x"], script')).toHaveCount(0);

    // Also after a reload, rendered from the server's copy.
    await author.page.reload();
    await expect(commentBy(author.page, 'Deniz Test').getByText(html, { exact: true })).toBeVisible();
    expect(await author.page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  } finally {
    await author.context.close();
  }
});

test('in the detail modal: accessible form and question, Escape answers only the question', async ({ browser }) => {
  const member = await person(browser, 'Ece');
  const { page } = member;
  try {
    await page.goto('/movies');
    // A card far down the list: the other tests here comment on the first trending movies.
    await page
      .getByRole('button', { name: /^More info about / })
      .nth(9)
      .click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(form(page)).toBeVisible();

    const scan = async (selector: string) =>
      (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(await scan('[role="dialog"] section')).toEqual([]);

    await writeComment(page, 3, 'Watched it in the modal.');
    const mine = commentBy(page, 'Ece Test');
    await expect(mine.getByRole('button', { name: 'Edit' })).toBeFocused();
    expect(await scan('[role="dialog"] section')).toEqual([]);

    // Keyboard only: the question takes focus on Cancel; Escape closes it and leaves the detail open.
    await mine.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Delete comment' });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await scan('[role="alertdialog"]')).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(detail).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Delete' })).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(mine).toHaveCount(0);
    await expect(textBox(page)).toBeFocused();
    await expect(detail).toBeVisible();
  } finally {
    await member.context.close();
  }
});

test("in Turkish: the form, the comment and a visitor's prompt speak Turkish", async ({ browser }) => {
  const ayse = await person(browser, 'Ayse');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    const movie = await freshMovie(ayse.page);
    await chooseTurkish(ayse.page);
    await chooseTurkish(visitor);
    await visitor.goto(`/title/movie/${movie.id}`);
    await expect(visitor.getByText('Yorum yazmak için lütfen giriş yapın.')).toBeVisible();
    await expect(visitor.getByRole('main').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expect(average(visitor)).toContainText('Henüz puan yok');

    await ayse.page.goto(`/title/movie/${movie.id}`);
    const turkishForm = ayse.page.getByRole('form', { name: 'Yorumunuz' });
    await expect(turkishForm.getByText('Bir puan seçin')).toBeVisible();
    await turkishForm
      .locator('label')
      .filter({ has: ayse.page.getByRole('radio', { name: '4 yıldız' }) })
      .click();
    await turkishForm.getByRole('textbox', { name: 'Yorum' }).fill('Çok güzel çekilmiş.');
    await turkishForm.getByRole('button', { name: 'Gönder' }).click();

    // The visitor's page follows live, in Turkish.
    const visitorsComment = visitor
      .getByRole('list', { name: 'Yorumlar, en yeniden eskiye' })
      .getByRole('listitem')
      .filter({ hasText: 'Ayse Test' });
    await expect(visitorsComment).toContainText('Çok güzel çekilmiş.');
    await expect(visitorsComment.getByRole('img', { name: '5 üzerinden 4 yıldız' })).toBeVisible();
    await expect(average(visitor)).toContainText('4,0 / 5');
    await expect(
      ayse.page
        .getByRole('list', { name: 'Yorumlar, en yeniden eskiye' })
        .getByRole('listitem')
        .filter({ hasText: 'Ayse Test' })
        .getByRole('button', { name: 'Düzenle' }),
    ).toBeVisible();
  } finally {
    await ayse.context.close();
    await visitorContext.close();
  }
});
