import {
  COMMENT_EVENTS,
  COMMENT_LIMITS,
  type CommentsChangedEvent,
  SOCKET_EVENTS,
  type TitleCommentsResponse,
} from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, importMadeUpTitles, type TestMember } from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;
let ayse: TestMember;
let mehmet: TestMember;
let zeynep: TestMember;
/** The catalog's titles; each test takes its own, so comments of one test never show up in another's list. */
let freeTitles: { mediaType: 'movie' | 'tv'; id: number }[] = [];

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  await importMadeUpTitles(database, 30);
  [ayse, mehmet, zeynep] = [await member(), await member(), await member()];
  freeTitles = (
    await database.db.selectFrom('titles').select(['media_type', 'id']).orderBy('media_type').orderBy('id').execute()
  ).map((row) => ({ mediaType: row.media_type as 'movie' | 'tv', id: row.id }));
});
afterAll(async () => {
  await app.close();
});

function takeTitle() {
  const title = freeTitles.shift();
  if (!title) throw new Error('the test ran out of titles');
  return title;
}

type Title = ReturnType<typeof takeTitle>;
const commentsUrl = (title: Title) => `/api/titles/${title.mediaType}/${title.id}/comments`;

function list(title: Title, who?: TestMember, query = '') {
  return app.inject({
    method: 'GET',
    url: `${commentsUrl(title)}${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });
}

async function listJson(title: Title, who?: TestMember, query = ''): Promise<TitleCommentsResponse> {
  const response = await list(title, who, query);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function create(who: TestMember, title: Title, payload: object) {
  return app.inject({ method: 'POST', url: commentsUrl(title), headers: { cookie: who.cookie }, payload });
}

function update(who: TestMember, commentId: string, payload: object) {
  return app.inject({ method: 'PUT', url: `/api/comments/${commentId}`, headers: { cookie: who.cookie }, payload });
}

function remove(who: TestMember, commentId: string) {
  return app.inject({ method: 'DELETE', url: `/api/comments/${commentId}`, headers: { cookie: who.cookie } });
}

async function countRows(title: Title): Promise<number> {
  const rows = await database.db
    .selectFrom('comments')
    .select('id')
    .where('media_type', '=', title.mediaType)
    .where('title_id', '=', title.id)
    .execute();
  return rows.length;
}

/** A pause long enough for the clock to move on (an edit's time must differ from the creation time). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * Runs with the clock stopped, so every comment written shares one created_at: "newest first" must then come
 * from the ids alone (a random id shuffled such comments).
 */
async function inOneMillisecond(work: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    await work();
  } finally {
    vi.useRealTimers();
  }
}

describe('reading comments', () => {
  it('shows a visitor an empty list and no average before anyone rated', async () => {
    const body = await listJson(takeTitle());
    expect(body).toEqual({
      comments: [],
      nextCursor: null,
      summary: { average: null, count: 0 },
      mine: null,
      viewerId: null,
    });
  });

  it('lists newest first with author, stars, times and the average to one decimal', async () => {
    const title = takeTitle();
    expect((await create(ayse, title, { rating: 5, text: 'A masterpiece.' })).statusCode).toBe(201);
    await tick();
    expect((await create(mehmet, title, { rating: 4, text: 'Very good.' })).statusCode).toBe(201);
    await tick();
    expect((await create(zeynep, title, { rating: 4, text: 'Good.' })).statusCode).toBe(201);

    const body = await listJson(title);
    expect(body.comments.map((c) => c.text)).toEqual(['Good.', 'Very good.', 'A masterpiece.']);
    // (5 + 4 + 4) / 3 = 4.33…
    expect(body.summary).toEqual({ average: 4.3, count: 3 });
    const first = body.comments[2];
    expect(first).toMatchObject({
      rating: 5,
      text: 'A masterpiece.',
      isMine: false,
      author: { id: ayse.userId, displayName: 'Ayşe Yılmaz', nickname: ayse.info.nickname, photoUrl: null },
    });
    expect(first?.createdAt).toBe(first?.updatedAt);
    expect(Number.isNaN(Date.parse(first?.createdAt ?? ''))).toBe(false);
  });

  it('lists comments written in the same millisecond newest first', async () => {
    const title = takeTitle();
    await inOneMillisecond(async () => {
      for (const [who, text] of [
        [ayse, 'First.'],
        [mehmet, 'Second.'],
        [zeynep, 'Third.'],
      ] as const) {
        expect((await create(who, title, { rating: 3, text })).statusCode).toBe(201);
      }
    });
    const body = await listJson(title);
    expect(new Set(body.comments.map((c) => c.createdAt)).size).toBe(1);
    expect(body.comments.map((c) => c.text)).toEqual(['Third.', 'Second.', 'First.']);
  });

  it('never reveals an author’s e-mail', async () => {
    const title = takeTitle();
    await create(ayse, title, { rating: 3, text: 'Fine.' });
    const response = await list(title);
    expect(response.body).not.toContain(ayse.info.email);
  });

  it('marks the viewer’s own comment and gives it separately, wherever it is in the list', async () => {
    const title = takeTitle();
    const own = (await create(ayse, title, { rating: 2, text: 'Not for me.' })).json().comment;
    await create(mehmet, title, { rating: 5, text: 'Loved it.' });

    const asAyse = await listJson(title, ayse, '?limit=1');
    expect(asAyse.viewerId).toBe(ayse.userId);
    // Her comment is on the second page, but the form still needs it.
    expect(asAyse.comments.map((c) => c.text)).toEqual(['Loved it.']);
    expect(asAyse.comments[0]?.isMine).toBe(false);
    expect(asAyse.mine).toMatchObject({ id: own.id, isMine: true, text: 'Not for me.' });

    const asMehmet = await listJson(title, mehmet);
    expect(asMehmet.comments.map((c) => [c.text, c.isMine])).toEqual([
      ['Loved it.', true],
      ['Not for me.', false],
    ]);
    expect(asMehmet.mine?.text).toBe('Loved it.');
    expect((await listJson(title, zeynep)).mine).toBeNull();
  });

  it('pages through a long list without repeating or skipping anyone', async () => {
    const title = takeTitle();
    const people = [ayse, mehmet, zeynep, await member(), await member()];
    // Written in one millisecond: the cursor has to go on by id where created_at ties.
    await inOneMillisecond(async () => {
      for (const [index, person] of people.entries()) {
        await create(person, title, { rating: (index % 5) + 1, text: `Comment ${index + 1}` });
      }
    });
    const seen: string[] = [];
    let query = '?limit=2';
    for (let page = 0; page < 5; page += 1) {
      const body = await listJson(title, undefined, query);
      seen.push(...body.comments.map((c) => c.text));
      expect(body.summary.count).toBe(5);
      if (!body.nextCursor) break;
      query = `?limit=2&cursor=${encodeURIComponent(body.nextCursor)}`;
    }
    expect(seen).toEqual(['Comment 5', 'Comment 4', 'Comment 3', 'Comment 2', 'Comment 1']);

    const unlimited = await listJson(title);
    expect(unlimited.comments).toHaveLength(5);
    expect(unlimited.nextCursor).toBeNull();
  });

  it('rejects a made-up cursor and a page size beyond the cap', async () => {
    const title = takeTitle();
    const badCursor = await list(title, undefined, '?cursor=not-a-cursor');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.code).toBe('invalidCursor');
    const tooMany = await list(title, undefined, `?limit=${COMMENT_LIMITS.pageSizeMax + 1}`);
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('writing a comment', () => {
  it('stores trimmed text with the rating and answers the new average', async () => {
    const title = takeTitle();
    const response = await create(ayse, title, { rating: 4, text: '  Worth a watch.  \n' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.comment).toMatchObject({ rating: 4, text: 'Worth a watch.', isMine: true });
    expect(body.summary).toEqual({ average: 4, count: 1 });
    expect((await listJson(title, ayse)).mine?.id).toBe(body.comment.id);
  });

  it('explains each broken rule with a clear 400 and stores nothing', async () => {
    const title = takeTitle();
    const cases: [object, string, string][] = [
      [{ text: 'No stars given.' }, 'ratingRequired', 'Select a rating from 1 to 5 stars.'],
      [{ rating: 0, text: 'Zero stars.' }, 'ratingRequired', 'Select a rating from 1 to 5 stars.'],
      [{ rating: null, text: 'Null stars.' }, 'ratingRequired', 'Select a rating from 1 to 5 stars.'],
      [{ rating: 6, text: 'Six stars.' }, 'ratingInvalid', 'The rating must be a whole number of stars from 1 to 5.'],
      [{ rating: -1, text: 'Minus.' }, 'ratingInvalid', 'The rating must be a whole number of stars from 1 to 5.'],
      [{ rating: 3.5, text: 'Half.' }, 'ratingInvalid', 'The rating must be a whole number of stars from 1 to 5.'],
      [{ rating: 3 }, 'textRequired', 'Please write a comment.'],
      [{ rating: 3, text: '' }, 'textRequired', 'Please write a comment.'],
      [{ rating: 3, text: ' \n\t ' }, 'textRequired', 'Please write a comment.'],
      [
        { rating: 3, text: 'x'.repeat(COMMENT_LIMITS.textMax + 1) },
        'textTooLong',
        `A comment can be at most ${COMMENT_LIMITS.textMax} characters long.`,
      ],
    ];
    for (const [payload, code, message] of cases) {
      const response = await create(ayse, title, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error).toMatchObject({ code, message });
    }
    const notANumber = await create(ayse, title, { rating: '5', text: 'A string rating.' });
    expect(notANumber.statusCode).toBe(400);
    expect(await countRows(title)).toBe(0);
  });

  it('accepts text of exactly the limit, counting an emoji as one character', async () => {
    const text = `${'🎬'.repeat(10)}${'a'.repeat(COMMENT_LIMITS.textMax - 10)}`;
    const response = await create(ayse, takeTitle(), { rating: 5, text });
    expect(response.statusCode).toBe(201);
    expect(response.json().comment.text).toBe(text);
  });

  it('keeps HTML-looking text exactly as written (it is shown as text, never run)', async () => {
    const text = '<img src=x onerror="alert(1)"><script>alert("hi")</script> & <b>bold</b>';
    const title = takeTitle();
    const created = await create(ayse, title, { rating: 1, text });
    expect(created.json().comment.text).toBe(text);
    expect((await listJson(title)).comments[0]?.text).toBe(text);
  });

  it('allows one comment per user per title: a second answers 409 and changes nothing', async () => {
    const title = takeTitle();
    await create(ayse, title, { rating: 5, text: 'First thoughts.' });
    const second = await create(ayse, title, { rating: 1, text: 'Second thoughts.' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'commentExists',
      message: 'You have already commented on this title. Edit your comment instead.',
    });
    const body = await listJson(title);
    expect(body.comments.map((c) => c.text)).toEqual(['First thoughts.']);
    expect(body.summary).toEqual({ average: 5, count: 1 });

    // The same person may still comment on another title.
    expect((await create(ayse, takeTitle(), { rating: 1, text: 'Elsewhere.' })).statusCode).toBe(201);
  });

  it('stores exactly one of two creates racing each other (double click, two tabs)', async () => {
    const title = takeTitle();
    const responses = await Promise.all([
      create(mehmet, title, { rating: 4, text: 'Tab one.' }),
      create(mehmet, title, { rating: 2, text: 'Tab two.' }),
      create(mehmet, title, { rating: 3, text: 'Tab three.' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await countRows(title)).toBe(1);
    const winner = responses.find((r) => r.statusCode === 201)?.json().comment.text;
    expect((await listJson(title)).comments.map((c) => c.text)).toEqual([winner]);
  });

  it('answers 404 for a title that does not exist', async () => {
    const response = await create(ayse, { mediaType: 'movie', id: 999_999_999 }, { rating: 3, text: 'Ghost film.' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('titleNotFound');
  });

  it('asks a visitor to sign in', async () => {
    const title = takeTitle();
    const response = await app.inject({ method: 'POST', url: commentsUrl(title), payload: { rating: 5, text: 'Hi' } });
    expect(response.statusCode).toBe(401);
    expect(await countRows(title)).toBe(0);
  });
});

describe('editing and deleting', () => {
  it('updates rating and text, keeps the creation time, and recomputes the average', async () => {
    const title = takeTitle();
    const created = (await create(ayse, title, { rating: 2, text: 'Meh.' })).json().comment;
    await create(mehmet, title, { rating: 5, text: 'Great.' });
    await tick();

    const response = await update(ayse, created.id, { rating: 4, text: '  On a second viewing: good.  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.comment).toMatchObject({
      id: created.id,
      rating: 4,
      text: 'On a second viewing: good.',
      createdAt: created.createdAt,
      isMine: true,
    });
    expect(body.comment.updatedAt > created.createdAt).toBe(true);
    expect(body.summary).toEqual({ average: 4.5, count: 2 });
    expect((await listJson(title)).comments.find((c) => c.id === created.id)?.text).toBe('On a second viewing: good.');
  });

  it('validates an update like a new comment', async () => {
    const title = takeTitle();
    const created = (await create(ayse, title, { rating: 2, text: 'Keep me.' })).json().comment;
    const blank = await update(ayse, created.id, { rating: 3, text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.code).toBe('textRequired');
    const noRating = await update(ayse, created.id, { rating: 0, text: 'New text' });
    expect(noRating.json().error.code).toBe('ratingRequired');
    expect((await listJson(title)).comments[0]).toMatchObject({ rating: 2, text: 'Keep me.' });
  });

  it('deletes, answers the new average, and lets the author write a new comment afterwards', async () => {
    const title = takeTitle();
    const created = (await create(ayse, title, { rating: 1, text: 'Bad.' })).json().comment;
    await create(mehmet, title, { rating: 4, text: 'Good.' });

    const response = await remove(ayse, created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ summary: { average: 4, count: 1 } });
    const body = await listJson(title, ayse);
    expect(body.comments.map((c) => c.text)).toEqual(['Good.']);
    expect(body.mine).toBeNull();

    expect((await remove(ayse, created.id)).statusCode).toBe(404);
    expect((await update(ayse, created.id, { rating: 3, text: 'Too late' })).statusCode).toBe(404);
    expect((await create(ayse, title, { rating: 3, text: 'A fresh start.' })).statusCode).toBe(201);
  });

  it('shows no average again once the last rating is deleted', async () => {
    const title = takeTitle();
    const created = (await create(zeynep, title, { rating: 3, text: 'Alone here.' })).json().comment;
    expect((await remove(zeynep, created.id)).json().summary).toEqual({ average: null, count: 0 });
  });

  it("refuses to change someone else's comment (403) and leaves it as it was", async () => {
    const title = takeTitle();
    const created = (await create(ayse, title, { rating: 5, text: 'Mine.' })).json().comment;
    const edit = await update(mehmet, created.id, { rating: 1, text: 'Hijacked.' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toEqual({ code: 'notYourComment', message: 'You can only change your own comments.' });
    expect((await remove(mehmet, created.id)).statusCode).toBe(403);
    expect((await listJson(title)).comments[0]).toMatchObject({ id: created.id, rating: 5, text: 'Mine.' });
  });
});

describe('live updates', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(app);
  });

  async function follow(title: Title, cookie?: string) {
    const socket = await connectSocket(baseUrl, cookie);
    socket.emit(SOCKET_EVENTS.followTitle, title);
    // The join is processed in order with later events; give it a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return socket;
  }

  it('tells everyone following the title about a new, changed and deleted comment with the new average', async () => {
    const title = takeTitle();
    const other = takeTitle();
    const [visitor, reader, elsewhere] = await Promise.all([
      follow(title),
      follow(title, mehmet.cookie),
      follow(other, zeynep.cookie),
    ]);
    let strayEvents = 0;
    elsewhere.on(COMMENT_EVENTS.changed, () => {
      strayEvents += 1;
    });

    const createdEvents = Promise.all([
      nextEvent<CommentsChangedEvent>(visitor, COMMENT_EVENTS.changed),
      nextEvent<CommentsChangedEvent>(reader, COMMENT_EVENTS.changed),
    ]);
    const created = (await create(ayse, title, { rating: 3, text: 'Live <b>hello</b>' })).json().comment;
    const [toVisitor, toReader] = await createdEvents;
    expect(toVisitor).toEqual(toReader);
    expect(toVisitor).toEqual({
      type: 'created',
      title,
      comment: {
        id: created.id,
        author: { id: ayse.userId, nickname: ayse.info.nickname, displayName: 'Ayşe Yılmaz', photoUrl: null },
        rating: 3,
        text: 'Live <b>hello</b>',
        createdAt: created.createdAt,
        updatedAt: created.updatedAt,
        spoiler: false,
        likeCount: 0,
        replyCount: 0,
      },
      summary: { average: 3, count: 1 },
    });

    const updatedEvent = nextEvent<CommentsChangedEvent>(visitor, COMMENT_EVENTS.changed);
    await update(ayse, created.id, { rating: 5, text: 'Even better live.' });
    expect(await updatedEvent).toMatchObject({
      type: 'updated',
      comment: { id: created.id, rating: 5, text: 'Even better live.' },
      summary: { average: 5, count: 1 },
    });

    const deletedEvent = nextEvent<CommentsChangedEvent>(visitor, COMMENT_EVENTS.changed);
    await remove(ayse, created.id);
    expect(await deletedEvent).toEqual({
      type: 'deleted',
      title,
      commentId: created.id,
      summary: { average: null, count: 0 },
    });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(strayEvents).toBe(0);
    for (const socket of [visitor, reader, elsewhere]) socket.disconnect();
  });

  it('announces nothing for a refused write', async () => {
    const title = takeTitle();
    const created = (await create(ayse, title, { rating: 3, text: 'Quiet.' })).json().comment;
    const socket = await follow(title);
    let events = 0;
    socket.on(COMMENT_EVENTS.changed, () => {
      events += 1;
    });
    await create(ayse, title, { rating: 1, text: 'Duplicate.' });
    await update(mehmet, created.id, { rating: 1, text: 'Not mine.' });
    await remove(mehmet, created.id);
    await update(ayse, created.id, { rating: 0, text: 'Invalid.' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(events).toBe(0);
    socket.disconnect();
  });
});
