import {
  COMMENT_EVENTS,
  COMMENT_LIMITS,
  type CommentLikesChangedEvent,
  type CommentRepliesChangedEvent,
  type CommentRepliesResponse,
  SOCKET_EVENTS,
  type TitleCommentsResponse,
} from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { createSocialTestApp, importMadeUpTitles, type TestMember } from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

/**
 * Reviews as a social object (issue 24 §2, decision 039): likes (one per person, never one's own), replies one level
 * deep under a review, and the spoiler flag; with live updates in the title's room.
 */

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;
let ayse: TestMember;
let mehmet: TestMember;
let zeynep: TestMember;
let freeTitles: { mediaType: 'movie' | 'tv'; id: number }[] = [];

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  await importMadeUpTitles(database, 40);
  [ayse, mehmet, zeynep] = [await member(), await member(), await member()];
  freeTitles = (
    await database.db.selectFrom('titles').select(['media_type', 'id']).orderBy('media_type').orderBy('id').execute()
  ).map((row) => ({ mediaType: row.media_type as 'movie' | 'tv', id: row.id }));
});
afterAll(async () => {
  await app.close();
});

type Title = { mediaType: 'movie' | 'tv'; id: number };

function takeTitle(): Title {
  const title = freeTitles.shift();
  if (!title) throw new Error('the test ran out of titles');
  return title;
}

const headers = (who?: TestMember) => (who ? { cookie: who.cookie } : {});

async function review(who: TestMember, title: Title, payload: object = { rating: 4, text: 'Worth it.' }) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/titles/${title.mediaType}/${title.id}/comments`,
    headers: headers(who),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().comment as TitleCommentsResponse['comments'][number];
}

async function page(title: Title, who?: TestMember, query = ''): Promise<TitleCommentsResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/titles/${title.mediaType}/${title.id}/comments${query}`,
    headers: headers(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const like = (who: TestMember | undefined, commentId: string) =>
  app.inject({ method: 'PUT', url: `/api/comments/${commentId}/like`, headers: headers(who) });
const unlike = (who: TestMember | undefined, commentId: string) =>
  app.inject({ method: 'DELETE', url: `/api/comments/${commentId}/like`, headers: headers(who) });
const reply = (who: TestMember | undefined, commentId: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/comments/${commentId}/replies`, headers: headers(who), payload });
const replies = (commentId: string, who?: TestMember, query = '') =>
  app.inject({ method: 'GET', url: `/api/comments/${commentId}/replies${query}`, headers: headers(who) });
const editReply = (who: TestMember, replyId: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/replies/${replyId}`, headers: headers(who), payload });
const deleteReply = (who: TestMember, replyId: string) =>
  app.inject({ method: 'DELETE', url: `/api/replies/${replyId}`, headers: headers(who) });

async function repliesJson(commentId: string, who?: TestMember, query = ''): Promise<CommentRepliesResponse> {
  const response = await replies(commentId, who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function countRows(table: 'comment_likes' | 'comment_replies', commentId: string): Promise<number> {
  return (await database.db.selectFrom(table).select('comment_id').where('comment_id', '=', commentId).execute())
    .length;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('likes', () => {
  it("counts a like on everyone's copy and marks it pressed only for the person who liked", async () => {
    const title = takeTitle();
    const written = await review(ayse, title);
    // A visitor's copy is cached until the next write: the like must reach it too.
    expect((await page(title)).comments[0]).toMatchObject({ likeCount: 0, likedByMe: false });

    const liked = await like(mehmet, written.id);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ commentId: written.id, likeCount: 1, likedByMe: true });

    expect((await page(title)).comments[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await page(title, mehmet)).comments[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await page(title, zeynep)).comments[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await page(title, ayse)).mine).toMatchObject({ likeCount: 1, likedByMe: false, isMine: true });

    expect((await like(zeynep, written.id)).json().likeCount).toBe(2);
    expect((await page(title, zeynep)).comments[0]).toMatchObject({ likeCount: 2, likedByMe: true });
  });

  it('stores one like however often it is sent, at once or one after another (double click, two tabs)', async () => {
    const written = await review(ayse, takeTitle());
    const racing = await Promise.all([like(mehmet, written.id), like(mehmet, written.id), like(mehmet, written.id)]);
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(racing.map((r) => r.json().likeCount)).toEqual([1, 1, 1]);
    expect((await like(mehmet, written.id)).json()).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(await countRows('comment_likes', written.id)).toBe(1);
  });

  it('unlikes, and unliking what is not liked is no error', async () => {
    const title = takeTitle();
    const written = await review(ayse, title);
    await like(mehmet, written.id);
    const undone = await unlike(mehmet, written.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ commentId: written.id, likeCount: 0, likedByMe: false });
    expect((await unlike(mehmet, written.id)).json()).toEqual({
      commentId: written.id,
      likeCount: 0,
      likedByMe: false,
    });
    expect((await page(title, mehmet)).comments[0]).toMatchObject({ likeCount: 0, likedByMe: false });
    expect(await countRows('comment_likes', written.id)).toBe(0);
  });

  it('refuses a like of one’s own review with a clear 403 and stores nothing', async () => {
    const written = await review(ayse, takeTitle());
    for (const response of [await like(ayse, written.id), await unlike(ayse, written.id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'cannotLikeOwnComment',
        message: 'You cannot like your own review.',
      });
    }
    expect(await countRows('comment_likes', written.id)).toBe(0);
  });

  it('answers 404 for a review that does not exist, and 401 to a visitor', async () => {
    const missing = await like(mehmet, 'no-such-review');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('commentNotFound');
    const written = await review(ayse, takeTitle());
    expect((await like(undefined, written.id)).statusCode).toBe(401);
    expect((await unlike(undefined, written.id)).statusCode).toBe(401);
    expect(await countRows('comment_likes', written.id)).toBe(0);
  });
});

describe('replies', () => {
  it('threads replies under a review, oldest first, with author, trimmed text and dates, and counts them', async () => {
    const title = takeTitle();
    const written = await review(ayse, title);
    const first = await reply(mehmet, written.id, { text: '  Agreed, the ending!  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      reply: {
        commentId: written.id,
        text: 'Agreed, the ending!',
        author: { id: mehmet.userId, nickname: mehmet.info.nickname, displayName: 'Ayşe Yılmaz' },
        isMine: true,
        canDelete: true,
      },
      replyCount: 1,
    });
    await tick();
    // The review's author may answer in their own thread.
    expect((await reply(ayse, written.id, { text: 'Thanks!' })).json().replyCount).toBe(2);

    const thread = await repliesJson(written.id);
    expect(thread.replies.map((r) => r.text)).toEqual(['Agreed, the ending!', 'Thanks!']);
    expect(thread.replyCount).toBe(2);
    expect(thread.nextCursor).toBeNull();
    expect(thread.replies[0]?.createdAt).toBe(thread.replies[0]?.updatedAt);
    expect(thread.replies.every((r) => !r.isMine && !r.canDelete)).toBe(true);
    expect(JSON.stringify(thread)).not.toContain(mehmet.info.email);
    // Everyone's copy of the reviews counts them.
    expect((await page(title)).comments[0]?.replyCount).toBe(2);
  });

  it('tells each viewer what they may do: the author edits and deletes, the review’s author deletes', async () => {
    const written = await review(ayse, takeTitle());
    await reply(mehmet, written.id, { text: 'A reply.' });
    const as = async (who: TestMember) => (await repliesJson(written.id, who)).replies[0];
    expect(await as(mehmet)).toMatchObject({ isMine: true, canDelete: true });
    expect(await as(ayse)).toMatchObject({ isMine: false, canDelete: true });
    expect(await as(zeynep)).toMatchObject({ isMine: false, canDelete: false });
  });

  it('explains bad text with a clear 400 (the comment length rule) and writes nothing', async () => {
    const written = await review(ayse, takeTitle());
    const cases: [object, string, string][] = [
      [{}, 'replyTextRequired', 'Please write a reply.'],
      [{ text: ' \n ' }, 'replyTextRequired', 'Please write a reply.'],
      [{ text: null }, 'replyTextRequired', 'Please write a reply.'],
      [
        { text: 'x'.repeat(COMMENT_LIMITS.textMax + 1) },
        'replyTextTooLong',
        `A reply can be at most ${COMMENT_LIMITS.textMax} characters long.`,
      ],
    ];
    for (const [payload, code, message] of cases) {
      const response = await reply(mehmet, written.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code, message, field: 'text' });
    }
    expect((await reply(mehmet, written.id, { text: 42 })).statusCode).toBe(400);
    expect(await countRows('comment_replies', written.id)).toBe(0);
    // Exactly the limit, an emoji counted as one character, is fine.
    const longest = `${'🎬'.repeat(10)}${'a'.repeat(COMMENT_LIMITS.textMax - 10)}`;
    expect((await reply(mehmet, written.id, { text: longest })).statusCode).toBe(201);
  });

  it('refuses a reply to a reply with a clear 400 and writes nothing (one level only)', async () => {
    const written = await review(ayse, takeTitle());
    const answer = (await reply(mehmet, written.id, { text: 'First level.' })).json().reply;
    const nested = await reply(zeynep, answer.id, { text: 'Second level?' });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error).toEqual({
      code: 'replyToReply',
      message: 'You can reply to a review, not to a reply.',
    });
    expect((await replies(answer.id)).statusCode).toBe(400);
    const rows = await database.db.selectFrom('comment_replies').select('id').where('user_id', '=', zeynep.userId);
    expect(await rows.execute()).toEqual([]);
    expect((await repliesJson(written.id)).replyCount).toBe(1);
  });

  it('answers 404 for a review that does not exist, 401 to a visitor', async () => {
    const missing = await reply(mehmet, 'no-such-review', { text: 'Hello?' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('commentNotFound');
    expect((await replies('no-such-review')).statusCode).toBe(404);
    const written = await review(ayse, takeTitle());
    expect((await reply(undefined, written.id, { text: 'Anonymous' })).statusCode).toBe(401);
    expect(await countRows('comment_replies', written.id)).toBe(0);
  });

  it('lets only its author edit a reply (trimmed, by the same rule) and keeps its creation time', async () => {
    const written = await review(ayse, takeTitle());
    const answer = (await reply(mehmet, written.id, { text: 'Typo hree.' })).json().reply;
    await tick();
    const edited = await editReply(mehmet, answer.id, { text: ' Typo here. ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().reply).toMatchObject({ id: answer.id, text: 'Typo here.', createdAt: answer.createdAt });
    expect(edited.json().reply.updatedAt > answer.createdAt).toBe(true);

    for (const who of [ayse, zeynep]) {
      const refused = await editReply(who, answer.id, { text: 'Not mine to change.' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({ code: 'notYourReply', message: 'You can only change your own replies.' });
    }
    const blank = await editReply(mehmet, answer.id, { text: '' });
    expect(blank.json().error.code).toBe('replyTextRequired');
    expect((await repliesJson(written.id)).replies[0]?.text).toBe('Typo here.');
    expect((await editReply(mehmet, 'no-such-reply', { text: 'x' })).statusCode).toBe(404);
  });

  it("lets the reply's author and the review's author delete it, nobody else", async () => {
    const title = takeTitle();
    const written = await review(ayse, title);
    const byMehmet = (await reply(mehmet, written.id, { text: 'One.' })).json().reply;
    const byZeynep = (await reply(zeynep, written.id, { text: 'Two.' })).json().reply;

    const stranger = await deleteReply(zeynep, byMehmet.id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toEqual({
      code: 'replyDeleteForbidden',
      message: "Only the reply's author or the review's author can delete a reply.",
    });

    const own = await deleteReply(mehmet, byMehmet.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ commentId: written.id, replyCount: 1 });
    const host = await deleteReply(ayse, byZeynep.id);
    expect(host.json()).toEqual({ commentId: written.id, replyCount: 0 });

    expect((await deleteReply(mehmet, byMehmet.id)).statusCode).toBe(404);
    expect((await repliesJson(written.id)).replies).toEqual([]);
    expect((await page(title)).comments[0]?.replyCount).toBe(0);
  });

  it('pages a long thread without repeating or skipping anyone, and rejects a made-up cursor', async () => {
    const written = await review(ayse, takeTitle());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // One millisecond: the cursor must go on by id where the times tie.
      for (let n = 1; n <= 5; n += 1) await reply(mehmet, written.id, { text: `Reply ${n}` });
    } finally {
      vi.useRealTimers();
    }
    const seen: string[] = [];
    let query = '?limit=2';
    for (let n = 0; n < 5; n += 1) {
      const thread = await repliesJson(written.id, undefined, query);
      seen.push(...thread.replies.map((r) => r.text));
      if (!thread.nextCursor) break;
      query = `?limit=2&cursor=${encodeURIComponent(thread.nextCursor)}`;
    }
    expect(seen).toEqual(['Reply 1', 'Reply 2', 'Reply 3', 'Reply 4', 'Reply 5']);
    const bad = await replies(written.id, undefined, '?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalidCursor');
  });
});

describe('deleting', () => {
  it('a review deletes its replies and likes', async () => {
    const written = await review(ayse, takeTitle());
    await like(mehmet, written.id);
    await reply(mehmet, written.id, { text: 'Gone soon.' });
    expect(await countRows('comment_likes', written.id)).toBe(1);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/comments/${written.id}`, headers: headers(ayse) });
    expect(deleted.statusCode).toBe(200);
    expect(await countRows('comment_likes', written.id)).toBe(0);
    expect(await countRows('comment_replies', written.id)).toBe(0);
    expect((await replies(written.id)).statusCode).toBe(404);
  });

  it("an account takes its likes and replies off other people's counts", async () => {
    const title = takeTitle();
    const written = await review(ayse, title);
    const leaving = await member();
    await like(leaving, written.id);
    await like(mehmet, written.id);
    await reply(leaving, written.id, { text: 'Bye.' });
    await database.db.deleteFrom('users').where('id', '=', leaving.userId).execute();
    // A later write invalidates the cached page; read the row itself here.
    const row = await database.db
      .selectFrom('comments')
      .select(['like_count', 'reply_count'])
      .where('id', '=', written.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ like_count: 1, reply_count: 0 });
  });
});

describe('spoiler flag', () => {
  it('is off unless set, kept by an edit that leaves it out, and changed by one that sends it', async () => {
    const title = takeTitle();
    expect((await review(mehmet, title)).spoiler).toBe(false);
    const other = takeTitle();
    const written = await review(ayse, other, { rating: 5, text: 'He was dead all along.', spoiler: true });
    expect(written.spoiler).toBe(true);
    expect((await page(other)).comments[0]?.spoiler).toBe(true);

    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/comments/${written.id}`, headers: headers(ayse), payload });
    // The play log form changes only the stars: the flag stays.
    expect((await put({ rating: 4, text: 'He was dead all along.' })).json().comment.spoiler).toBe(true);
    expect((await put({ rating: 4, text: 'No spoilers now.', spoiler: false })).json().comment.spoiler).toBe(false);
    expect((await page(other)).comments[0]?.spoiler).toBe(false);
    expect((await put({ rating: 4, text: 'x', spoiler: 'yes' })).statusCode).toBe(400);
  });
});

describe('a page of reviews', () => {
  /** Runs `work` and counts the database queries it makes. */
  async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
    const spy = vi.spyOn(database.db.getExecutor(), 'executeQuery');
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  /** A title with `count` reviews, each liked by the reader and answered once. */
  async function busyTitle(count: number, reader: TestMember): Promise<Title> {
    const title = takeTitle();
    for (let n = 0; n < count; n += 1) {
      const author = await member();
      const written = await review(author, title, { rating: 3, text: `Review ${n}` });
      await like(reader, written.id);
      await reply(author, written.id, { text: `Reply ${n}` });
    }
    return title;
  }

  it('reads its like and reply counts and my likes in as many queries for 20 reviews as for 2 (no query per review)', async () => {
    const reader = await member();
    const small = await busyTitle(2, reader);
    const large = await busyTitle(20, reader);
    // The session is looked up once and cached: a first request takes that out of the count.
    await page(takeTitle(), reader);

    let smallPage: TitleCommentsResponse | undefined;
    let largePage: TitleCommentsResponse | undefined;
    const forSmall = await queriesDuring(async () => {
      smallPage = await page(small, reader);
    });
    const forLarge = await queriesDuring(async () => {
      largePage = await page(large, reader);
    });
    expect(largePage?.comments).toHaveLength(20);
    expect(largePage?.comments.every((c) => c.likeCount === 1 && c.replyCount === 1 && c.likedByMe)).toBe(true);
    expect(smallPage?.comments.every((c) => c.likedByMe)).toBe(true);
    expect(forSmall).toBeGreaterThan(0);
    expect(forLarge).toBe(forSmall);
    // The page with its counts, the rating totals, and which of the page I like.
    expect(forLarge).toBeLessThanOrEqual(3);
  }, 60_000);
});

describe('live updates in the title room', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(app);
  });

  async function follow(title: Title, cookie?: string) {
    const socket = await connectSocket(baseUrl, cookie);
    socket.emit(SOCKET_EVENTS.followTitle, title);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return socket;
  }

  it('carries like counts (not who liked), once per change', async () => {
    const title = takeTitle();
    const written = await review(ayse, title);
    const visitor = await follow(title);
    const events: CommentLikesChangedEvent[] = [];
    visitor.on(COMMENT_EVENTS.likes, (event: CommentLikesChangedEvent) => events.push(event));

    const first = nextEvent<CommentLikesChangedEvent>(visitor, COMMENT_EVENTS.likes);
    await like(mehmet, written.id);
    expect(await first).toEqual({ title, commentId: written.id, likeCount: 1 });
    await like(mehmet, written.id);
    await like(ayse, written.id);
    const undone = nextEvent<CommentLikesChangedEvent>(visitor, COMMENT_EVENTS.likes);
    await unlike(mehmet, written.id);
    expect(await undone).toEqual({ title, commentId: written.id, likeCount: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The repeated like and the refused own like announced nothing.
    expect(events.map((e) => e.likeCount)).toEqual([1, 0]);
    visitor.disconnect();
  });

  it('carries new, edited and deleted replies with the review’s reply count', async () => {
    const title = takeTitle();
    const written = await review(ayse, title);
    const reader = await follow(title, zeynep.cookie);

    const created = nextEvent<CommentRepliesChangedEvent>(reader, COMMENT_EVENTS.replies);
    const answer = (await reply(mehmet, written.id, { text: 'Live reply.' })).json().reply;
    expect(await created).toEqual({
      type: 'created',
      title,
      reply: {
        id: answer.id,
        commentId: written.id,
        author: { id: mehmet.userId, nickname: mehmet.info.nickname, displayName: 'Ayşe Yılmaz', photoUrl: null },
        text: 'Live reply.',
        createdAt: answer.createdAt,
        updatedAt: answer.updatedAt,
      },
      replyCount: 1,
    });

    const updated = nextEvent<CommentRepliesChangedEvent>(reader, COMMENT_EVENTS.replies);
    await editReply(mehmet, answer.id, { text: 'Live reply, edited.' });
    expect(await updated).toMatchObject({ type: 'updated', reply: { id: answer.id, text: 'Live reply, edited.' } });

    let refusedEvents = 0;
    reader.on(COMMENT_EVENTS.replies, () => {
      refusedEvents += 1;
    });
    await reply(zeynep, answer.id, { text: 'Nested.' });
    await reply(zeynep, written.id, { text: ' ' });
    await deleteReply(zeynep, answer.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(refusedEvents).toBe(0);

    const deleted = nextEvent<CommentRepliesChangedEvent>(reader, COMMENT_EVENTS.replies);
    await deleteReply(ayse, answer.id);
    expect(await deleted).toEqual({ type: 'deleted', title, commentId: written.id, replyId: answer.id, replyCount: 0 });
    reader.disconnect();
  });
});
