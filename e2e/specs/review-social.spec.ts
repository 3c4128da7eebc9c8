import type { Browser, Page } from '@playwright/test';
import {
  APP_ORIGIN,
  chooseTurkish,
  expect,
  newUser,
  registerViaApi,
  seriousAccessibilityIssues,
  test,
} from './support';

/**
 * Reviews as a social object (issue 24 §2): one member writes a spoiler review, another sees it hidden behind "Show
 * spoiler" (live, without a reload), reveals it, likes it and replies; the author sees the like and the reply arrive.
 */

/** A signed-in person in a browser context of their own. */
async function person(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerViaApi(page, { ...newUser(), firstName, lastName: 'Test' });
  return { context, page, name: `${user.firstName} ${user.lastName}` };
}

let titleIndex = 0;
/** A movie no other spec comments on: from the far end of the trending list (comments.spec takes the first ones). */
async function freshMovie(page: Page): Promise<{ id: number; title: string }> {
  titleIndex += 1;
  const response = await page.request.get('/api/catalog/trending?type=movie&limit=40');
  const { results } = (await response.json()) as { results: { id: number; title: string }[] };
  const movie = results[results.length - titleIndex];
  if (!movie) throw new Error('the catalog has too few movies');
  return movie;
}

/**
 * Opens the title's detail and waits until its comments are loaded. A first open loads the detail's code and data,
 * which takes longer than the usual expect timeout on the shared two-core machine, so this wait is longer.
 */
async function openTitle(page: Page, id: number, heading = 'Comments') {
  await page.goto(`/title/movie/${id}`);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('average-user-rating')).not.toContainText(/Loading|Yükleniyor/, { timeout: 20_000 });
}

const reviewBy = (page: Page, name: string) => page.getByTestId('comment').filter({ hasText: name });

/** No serious or critical accessibility issue in the comments section. */
async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityIssues(page, 'main section:has([data-testid="comment"])')).toEqual([]);
}

interface Texts {
  comments: string;
  form: string;
  stars: (count: number) => string;
  comment: string;
  spoilerBox: RegExp;
  submit: string;
  notice: string;
  showSpoiler: string;
  like: (name: string) => string;
  likes: (count: number) => string;
  reply: string;
  replyForm: string;
  replyText: string;
  sendReply: string;
  showReplies: (count: number) => string;
  thread: (name: string) => string;
}

const ENGLISH: Texts = {
  comments: 'Comments',
  form: 'Your comment',
  stars: (count) => (count === 1 ? '1 star' : `${count} stars`),
  comment: 'Comment',
  spoilerBox: /^Contains spoilers/,
  submit: 'Submit',
  notice: 'This review contains spoilers.',
  showSpoiler: 'Show spoiler',
  like: (name) => `Like ${name}'s review`,
  likes: (count) => (count === 1 ? '1 like' : `${count} likes`),
  reply: 'Reply',
  replyForm: 'Your reply',
  replyText: 'Reply',
  sendReply: 'Send reply',
  showReplies: (count) => (count === 1 ? 'Show 1 reply' : `Show ${count} replies`),
  thread: (name) => `Replies to ${name}'s review`,
};

const TURKISH: Texts = {
  comments: 'Yorumlar',
  form: 'Yorumunuz',
  stars: (count) => `${count} yıldız`,
  comment: 'Yorum',
  spoilerBox: /^Sürprizbozan içeriyor/,
  submit: 'Gönder',
  notice: 'Bu yorum sürprizbozan içeriyor.',
  showSpoiler: 'Sürprizbozanı göster',
  like: (name) => `${name} kullanıcısının yorumunu beğen`,
  likes: (count) => `${count} beğeni`,
  reply: 'Yanıtla',
  replyForm: 'Yanıtınız',
  replyText: 'Yanıt',
  sendReply: 'Yanıtı gönder',
  showReplies: (count) => `${count} yanıtı göster`,
  thread: (name) => `${name} kullanıcısının yorumuna verilen yanıtlar`,
};

async function spoilerReviewLikedAndAnswered(browser: Browser, texts: Texts, turkish: boolean) {
  const ayse = await person(browser, 'Ayse');
  const mehmet = await person(browser, 'Mehmet');
  try {
    if (turkish) {
      await chooseTurkish(ayse.page);
      await chooseTurkish(mehmet.page);
    }
    const movie = await freshMovie(ayse.page);
    await openTitle(ayse.page, movie.id, texts.comments);
    await openTitle(mehmet.page, movie.id, texts.comments);

    // Ayşe writes her review and marks it as a spoiler.
    const form = ayse.page.getByRole('form', { name: texts.form });
    await form
      .locator('label')
      .filter({ has: ayse.page.getByRole('radio', { name: texts.stars(5) }) })
      .click();
    await form.getByRole('textbox', { name: texts.comment, exact: true }).fill('The twist: it was all a dream.');
    await form.getByRole('checkbox', { name: texts.spoilerBox }).check();
    await form.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(reviewBy(ayse.page, ayse.name).getByRole('button', { name: texts.showSpoiler })).toBeVisible();

    // Mehmet's open page gets it live, text hidden until he asks.
    const aysesReview = reviewBy(mehmet.page, ayse.name);
    await expect(aysesReview.getByText(texts.notice)).toBeVisible();
    await expect(aysesReview).not.toContainText('it was all a dream');
    await expectAccessible(mehmet.page);
    await aysesReview.getByRole('button', { name: texts.showSpoiler }).click();
    await expect(aysesReview).toContainText('The twist: it was all a dream.');

    // He likes it: pressed, and the count goes to 1 for both.
    const like = aysesReview.getByRole('button', { name: texts.like(ayse.name) });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(aysesReview.getByTestId('like-count')).toHaveText(texts.likes(1));
    await expect(reviewBy(ayse.page, ayse.name).getByTestId('like-count')).toHaveText(texts.likes(1));
    // Her own review offers her no Like.
    await expect(reviewBy(ayse.page, ayse.name).getByRole('button', { name: texts.like(ayse.name) })).toHaveCount(0);

    // He replies; the reply is threaded under her review.
    await aysesReview.getByRole('button', { name: texts.reply, exact: true }).click();
    const replyForm = mehmet.page.getByRole('form', { name: texts.replyForm });
    await replyForm.getByRole('textbox', { name: texts.replyText, exact: true }).fill('Saw it coming!');
    await replyForm.getByRole('button', { name: texts.sendReply }).click();
    const thread = aysesReview.getByRole('list', { name: texts.thread(ayse.name) });
    await expect(thread.getByRole('listitem').filter({ hasText: mehmet.name })).toContainText('Saw it coming!');
    await expectAccessible(mehmet.page);

    // Ayşe sees the reply arrive and opens the thread.
    const hers = reviewBy(ayse.page, ayse.name);
    await hers.getByRole('button', { name: texts.showReplies(1) }).click();
    await expect(hers.getByRole('list', { name: texts.thread(ayse.name) })).toContainText('Saw it coming!');
    await expectAccessible(ayse.page);
  } finally {
    await ayse.context.close();
    await mehmet.context.close();
  }
}

test('a spoiler review is hidden until shown, liked (count 1) and answered, live for its author', async ({
  browser,
}) => {
  test.slow();
  await spoilerReviewLikedAndAnswered(browser, ENGLISH, false);
});

test('in Turkish: the spoiler, the like and the reply speak Turkish', async ({ browser }) => {
  test.slow();
  await spoilerReviewLikedAndAnswered(browser, TURKISH, true);
});

test('a visitor sees the counts; Like and Reply ask them to sign in', async ({ browser }) => {
  test.slow();
  const author = await person(browser, 'Deniz');
  const reader = await person(browser, 'Ece');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    const movie = await freshMovie(author.page);
    // The API checks Origin on writes (CSRF): send the app's own, as the browser would.
    const headers = { origin: APP_ORIGIN };
    const written = await author.page.request.post(`/api/titles/movie/${movie.id}/comments`, {
      headers,
      data: { rating: 4, text: 'Quietly great.' },
    });
    expect(written.status(), await written.text()).toBe(201);
    const { comment } = (await written.json()) as { comment: { id: string } };
    const liked = await reader.page.request.put(`/api/comments/${comment.id}/like`, { headers });
    expect(liked.status(), await liked.text()).toBe(200);

    await openTitle(visitor, movie.id);
    const review = reviewBy(visitor, author.name);
    await expect(review.getByTestId('like-count')).toHaveText('1 like');
    await review.getByRole('button', { name: `Like ${author.name}'s review` }).click();
    await expect(visitor.getByText('Please sign in first')).toBeVisible();
    await expect(review.getByRole('button', { name: `Like ${author.name}'s review` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await review.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(visitor.getByRole('form', { name: 'Your reply' })).toHaveCount(0);
    await expect(review.getByTestId('like-count')).toHaveText('1 like');
  } finally {
    await author.context.close();
    await reader.context.close();
    await visitorContext.close();
  }
});
