import type { CommentRepliesResponse, TitleCommentsResponse } from '@watchify/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, importMadeUpTitles, type TestMember } from './helpers.js';

/**
 * Who may do what with comments (product §6): everyone reads; a signed-in user writes one comment per title and edits
 * or deletes only their own. Friendship grants nothing here — a friend is treated like any other user. Likes and
 * replies (decision 039): any member likes someone else's review, never their own; any member replies to a review,
 * never to a reply; a reply's author edits it, and it or the review's author deletes it.
 */
type Role = 'visitor' | 'owner' | 'another user' | 'friend' | 'non-friend';
const ROLES: Role[] = ['visitor', 'owner', 'another user', 'friend', 'non-friend'];

let app: App;
let database: DatabaseHandle;
let people: Record<Exclude<Role, 'visitor'>, TestMember>;
let titles: { mediaType: 'movie' | 'tv'; id: number }[] = [];

beforeAll(async () => {
  const created = await createSocialTestApp();
  app = created.app;
  database = created.database;
  people = {
    owner: await created.member(),
    'another user': await created.member(),
    friend: await created.member(),
    'non-friend': await created.member(),
  };
  await befriend(database, people.owner.userId, people.friend.userId);
  await importMadeUpTitles(database, 80);
  titles = (await database.db.selectFrom('titles').select(['media_type', 'id']).orderBy('id').execute()).map((row) => ({
    mediaType: row.media_type as 'movie' | 'tv',
    id: row.id,
  }));
});
afterAll(async () => {
  await app.close();
});

const headersOf = (role: Role) => (role === 'visitor' ? {} : { cookie: people[role].cookie });

let titleIndex = 0;
/** A title nobody has commented on yet, so each case starts from a known state. */
function freshTitle() {
  const title = titles[titleIndex];
  titleIndex += 1;
  if (!title) throw new Error('the test ran out of titles');
  return title;
}

/** The owner's comment on a fresh title. */
async function ownersComment() {
  const title = freshTitle();
  const response = await app.inject({
    method: 'POST',
    url: `/api/titles/${title.mediaType}/${title.id}/comments`,
    headers: { cookie: people.owner.cookie },
    payload: { rating: 4, text: "The owner's words." },
  });
  expect(response.statusCode).toBe(201);
  return { title, id: response.json().comment.id as string };
}

/** A reply by 'another user' under the owner's review (the owner hosts the thread, another user wrote it). */
async function anotherUsersReply() {
  const review = await ownersComment();
  const response = await app.inject({
    method: 'POST',
    url: `/api/comments/${review.id}/replies`,
    headers: { cookie: people['another user'].cookie },
    payload: { text: "Another user's reply." },
  });
  expect(response.statusCode).toBe(201);
  return { review, id: response.json().reply.id as string };
}

async function repliesOf(commentId: string): Promise<CommentRepliesResponse> {
  return (await app.inject({ method: 'GET', url: `/api/comments/${commentId}/replies` })).json();
}

async function commentsOf(title: { mediaType: string; id: number }): Promise<TitleCommentsResponse> {
  return (await app.inject({ method: 'GET', url: `/api/titles/${title.mediaType}/${title.id}/comments` })).json();
}

interface Case {
  endpoint: string;
  expected: Record<Role, number>;
  /** Sends the request as `role`; returns the status and checks what must (not) have changed. */
  run: (role: Role) => Promise<{ status: number; verify: (status: number) => Promise<void> }>;
}

const CASES: Case[] = [
  {
    endpoint: 'GET /api/titles/:mediaType/:id/comments',
    expected: { visitor: 200, owner: 200, 'another user': 200, friend: 200, 'non-friend': 200 },
    run: async (role) => {
      const { title } = await ownersComment();
      const response = await app.inject({
        method: 'GET',
        url: `/api/titles/${title.mediaType}/${title.id}/comments`,
        headers: headersOf(role),
      });
      return {
        status: response.statusCode,
        verify: async () => {
          const body: TitleCommentsResponse = response.json();
          expect(body.comments).toHaveLength(1);
          // Only the owner is offered Edit and Delete.
          expect(body.comments[0]?.isMine).toBe(role === 'owner');
          expect(body.mine !== null).toBe(role === 'owner');
        },
      };
    },
  },
  {
    endpoint: 'POST /api/titles/:mediaType/:id/comments (first comment on the title)',
    expected: { visitor: 401, owner: 201, 'another user': 201, friend: 201, 'non-friend': 201 },
    run: async (role) => {
      const title = freshTitle();
      const response = await app.inject({
        method: 'POST',
        url: `/api/titles/${title.mediaType}/${title.id}/comments`,
        headers: headersOf(role),
        payload: { rating: 3, text: `Written by the ${role}.` },
      });
      return {
        status: response.statusCode,
        verify: async (status) => {
          const body = await commentsOf(title);
          expect(body.comments.map((c) => c.text)).toEqual(status === 201 ? [`Written by the ${role}.`] : []);
          if (status === 201) expect(body.comments[0]?.author.id).toBe(people[role as Exclude<Role, 'visitor'>].userId);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/titles/:mediaType/:id/comments (a second comment on the title)',
    expected: { visitor: 401, owner: 409, 'another user': 201, friend: 201, 'non-friend': 201 },
    run: async (role) => {
      const { title } = await ownersComment();
      const response = await app.inject({
        method: 'POST',
        url: `/api/titles/${title.mediaType}/${title.id}/comments`,
        headers: headersOf(role),
        payload: { rating: 1, text: 'Another opinion.' },
      });
      return {
        status: response.statusCode,
        verify: async (status) => {
          const body = await commentsOf(title);
          expect(body.summary.count).toBe(status === 201 ? 2 : 1);
          expect(body.comments.at(-1)?.text).toBe("The owner's words.");
        },
      };
    },
  },
  {
    endpoint: "PUT /api/comments/:commentId (the owner's comment)",
    expected: { visitor: 401, owner: 200, 'another user': 403, friend: 403, 'non-friend': 403 },
    run: async (role) => {
      const { title, id } = await ownersComment();
      const response = await app.inject({
        method: 'PUT',
        url: `/api/comments/${id}`,
        headers: headersOf(role),
        payload: { rating: 1, text: `Changed by the ${role}.` },
      });
      return {
        status: response.statusCode,
        verify: async (status) => {
          const [comment] = (await commentsOf(title)).comments;
          expect(comment?.text).toBe(status === 200 ? `Changed by the ${role}.` : "The owner's words.");
          expect(comment?.rating).toBe(status === 200 ? 1 : 4);
        },
      };
    },
  },
  {
    endpoint: "DELETE /api/comments/:commentId (the owner's comment)",
    expected: { visitor: 401, owner: 200, 'another user': 403, friend: 403, 'non-friend': 403 },
    run: async (role) => {
      const { title, id } = await ownersComment();
      const response = await app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: headersOf(role) });
      return {
        status: response.statusCode,
        verify: async (status) => {
          expect((await commentsOf(title)).summary.count).toBe(status === 200 ? 0 : 1);
        },
      };
    },
  },
  {
    endpoint: 'PUT /api/comments/:commentId (no such comment)',
    expected: { visitor: 401, owner: 404, 'another user': 404, friend: 404, 'non-friend': 404 },
    run: async (role) => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/comments/does-not-exist',
        headers: headersOf(role),
        payload: { rating: 2, text: 'Into the void.' },
      });
      return { status: response.statusCode, verify: async () => {} };
    },
  },
  {
    endpoint: 'DELETE /api/comments/:commentId (no such comment)',
    expected: { visitor: 401, owner: 404, 'another user': 404, friend: 404, 'non-friend': 404 },
    run: async (role) => {
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/comments/does-not-exist',
        headers: headersOf(role),
      });
      return { status: response.statusCode, verify: async () => {} };
    },
  },
  {
    endpoint: "PUT /api/comments/:commentId/like (the owner's review)",
    expected: { visitor: 401, owner: 403, 'another user': 200, friend: 200, 'non-friend': 200 },
    run: async (role) => {
      const { title, id } = await ownersComment();
      const response = await app.inject({ method: 'PUT', url: `/api/comments/${id}/like`, headers: headersOf(role) });
      return {
        status: response.statusCode,
        verify: async (status) => {
          expect((await commentsOf(title)).comments[0]?.likeCount).toBe(status === 200 ? 1 : 0);
        },
      };
    },
  },
  {
    endpoint: "DELETE /api/comments/:commentId/like (the owner's review, liked by the caller)",
    expected: { visitor: 401, owner: 403, 'another user': 200, friend: 200, 'non-friend': 200 },
    run: async (role) => {
      const { title, id } = await ownersComment();
      if (role !== 'visitor' && role !== 'owner') {
        await app.inject({ method: 'PUT', url: `/api/comments/${id}/like`, headers: headersOf(role) });
      }
      // Someone else's like stays whoever takes theirs off.
      const keeper = role === 'friend' ? 'non-friend' : 'friend';
      await app.inject({ method: 'PUT', url: `/api/comments/${id}/like`, headers: headersOf(keeper) });
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/comments/${id}/like`,
        headers: headersOf(role),
      });
      return {
        status: response.statusCode,
        verify: async () => {
          expect((await commentsOf(title)).comments[0]?.likeCount).toBe(1);
        },
      };
    },
  },
  {
    endpoint: "GET /api/comments/:commentId/replies (a reply under the owner's review)",
    expected: { visitor: 200, owner: 200, 'another user': 200, friend: 200, 'non-friend': 200 },
    run: async (role) => {
      const { review } = await anotherUsersReply();
      const response = await app.inject({
        method: 'GET',
        url: `/api/comments/${review.id}/replies`,
        headers: headersOf(role),
      });
      return {
        status: response.statusCode,
        verify: async () => {
          const [reply] = (response.json() as CommentRepliesResponse).replies;
          expect(reply?.isMine).toBe(role === 'another user');
          expect(reply?.canDelete).toBe(role === 'another user' || role === 'owner');
        },
      };
    },
  },
  {
    endpoint: "POST /api/comments/:commentId/replies (the owner's review)",
    expected: { visitor: 401, owner: 201, 'another user': 201, friend: 201, 'non-friend': 201 },
    run: async (role) => {
      const { id } = await ownersComment();
      const response = await app.inject({
        method: 'POST',
        url: `/api/comments/${id}/replies`,
        headers: headersOf(role),
        payload: { text: `Reply by the ${role}.` },
      });
      return {
        status: response.statusCode,
        verify: async (status) => {
          const { replies } = await repliesOf(id);
          expect(replies.map((r) => r.text)).toEqual(status === 201 ? [`Reply by the ${role}.`] : []);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/comments/:commentId/replies (a reply: one level only)',
    expected: { visitor: 401, owner: 400, 'another user': 400, friend: 400, 'non-friend': 400 },
    run: async (role) => {
      const { review, id } = await anotherUsersReply();
      const response = await app.inject({
        method: 'POST',
        url: `/api/comments/${id}/replies`,
        headers: headersOf(role),
        payload: { text: 'A reply to a reply.' },
      });
      return {
        status: response.statusCode,
        verify: async () => {
          expect((await repliesOf(review.id)).replyCount).toBe(1);
        },
      };
    },
  },
  {
    endpoint: "PUT /api/replies/:replyId (another user's reply under the owner's review)",
    expected: { visitor: 401, owner: 403, 'another user': 200, friend: 403, 'non-friend': 403 },
    run: async (role) => {
      const { review, id } = await anotherUsersReply();
      const response = await app.inject({
        method: 'PUT',
        url: `/api/replies/${id}`,
        headers: headersOf(role),
        payload: { text: `Changed by the ${role}.` },
      });
      return {
        status: response.statusCode,
        verify: async (status) => {
          const [reply] = (await repliesOf(review.id)).replies;
          expect(reply?.text).toBe(status === 200 ? `Changed by the ${role}.` : "Another user's reply.");
        },
      };
    },
  },
  {
    endpoint: "DELETE /api/replies/:replyId (another user's reply under the owner's review)",
    expected: { visitor: 401, owner: 200, 'another user': 200, friend: 403, 'non-friend': 403 },
    run: async (role) => {
      const { review, id } = await anotherUsersReply();
      const response = await app.inject({ method: 'DELETE', url: `/api/replies/${id}`, headers: headersOf(role) });
      return {
        status: response.statusCode,
        verify: async (status) => {
          expect((await repliesOf(review.id)).replyCount).toBe(status === 200 ? 0 : 1);
        },
      };
    },
  },
  {
    endpoint: 'PUT and DELETE /api/replies/:replyId, PUT /api/comments/:commentId/like (no such reply or review)',
    expected: { visitor: 401, owner: 404, 'another user': 404, friend: 404, 'non-friend': 404 },
    run: async (role) => {
      const responses = await Promise.all([
        app.inject({ method: 'PUT', url: '/api/replies/nope', headers: headersOf(role), payload: { text: 'x' } }),
        app.inject({ method: 'DELETE', url: '/api/replies/nope', headers: headersOf(role) }),
        app.inject({ method: 'PUT', url: '/api/comments/nope/like', headers: headersOf(role) }),
      ]);
      const statuses = new Set(responses.map((r) => r.statusCode));
      expect(statuses.size).toBe(1);
      return { status: responses[0]?.statusCode ?? 0, verify: async () => {} };
    },
  },
];

describe('comments authorization matrix', () => {
  for (const { endpoint, expected, run } of CASES) {
    describe(endpoint, () => {
      for (const role of ROLES) {
        it(`${role} → ${expected[role]}`, async () => {
          const { status, verify } = await run(role);
          expect(status).toBe(expected[role]);
          await verify(status);
        });
      }
    });
  }
});
