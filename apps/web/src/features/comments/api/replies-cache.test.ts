import { describe, expect, it } from 'vitest';
import { buildRepliesPage, buildReply } from '../test-data';
import type { ReplyPages } from './get-comment-replies';
import { applyReplyChange } from './replies-cache';

const pages = (...list: ReturnType<typeof buildRepliesPage>[]): ReplyPages => ({
  pages: list,
  pageParams: list.map((_, index) => (index === 0 ? null : `cursor-${index}`)),
});
const me = { id: 'user-me', nickname: 'me', displayName: 'Me Myself', photoUrl: null };
const asVisitor = { viewerId: null, reviewAuthorId: 'user-2' };
const asReviewAuthor = { viewerId: 'user-2', reviewAuthorId: 'user-2' };
const publicOf = ({ isMine: _m, canDelete: _c, ...reply }: ReturnType<typeof buildReply>) => reply;

describe('applyReplyChange', () => {
  it('adds a new reply at the end of a fully loaded thread, once however often it arrives', () => {
    const data = pages(buildRepliesPage({ replies: [buildReply()] }));
    const change = { type: 'created' as const, reply: publicOf(buildReply({ id: 'r-2' })), replyCount: 2 };
    const twice = applyReplyChange(applyReplyChange(data, change, asVisitor), change, asVisitor);
    expect(twice?.pages[0]?.replies.map((r) => r.id)).toEqual(['r-1', 'r-2']);
    expect(twice?.pages[0]?.replyCount).toBe(2);
  });

  it('leaves a new reply to a page not loaded yet', () => {
    const data = pages(buildRepliesPage({ replies: [buildReply()], nextCursor: 'more' }));
    const change = { type: 'created' as const, reply: publicOf(buildReply({ id: 'r-9' })), replyCount: 9 };
    expect(applyReplyChange(data, change, asVisitor)?.pages[0]?.replies.map((r) => r.id)).toEqual(['r-1']);
  });

  it('works out what the viewer may do with a live reply by the same rule as the API', () => {
    const data = pages(buildRepliesPage());
    const mine = publicOf(buildReply({ id: 'r-mine', author: me }));
    const asMe = applyReplyChange(
      data,
      { type: 'created', reply: mine, replyCount: 1 },
      {
        viewerId: 'user-me',
        reviewAuthorId: 'user-2',
      },
    );
    expect(asMe?.pages[0]?.replies[0]).toMatchObject({ isMine: true, canDelete: true });
    const hosted = applyReplyChange(data, { type: 'created', reply: mine, replyCount: 1 }, asReviewAuthor);
    expect(hosted?.pages[0]?.replies[0]).toMatchObject({ isMine: false, canDelete: true });
    const visitor = applyReplyChange(data, { type: 'created', reply: mine, replyCount: 1 }, asVisitor);
    expect(visitor?.pages[0]?.replies[0]).toMatchObject({ isMine: false, canDelete: false });
  });

  it('replaces an edited reply and removes a deleted one with the new count', () => {
    const data = pages(buildRepliesPage({ replies: [buildReply(), buildReply({ id: 'r-2' })] }));
    const edited = applyReplyChange(
      data,
      { type: 'updated', reply: publicOf(buildReply({ text: 'Changed.' })) },
      asVisitor,
    );
    expect(edited?.pages[0]?.replies[0]?.text).toBe('Changed.');
    const deleted = applyReplyChange(edited, { type: 'deleted', replyId: 'r-1', replyCount: 1 }, asVisitor);
    expect(deleted?.pages[0]?.replies.map((r) => r.id)).toEqual(['r-2']);
    expect(deleted?.pages[0]?.replyCount).toBe(1);
    expect(applyReplyChange(undefined, { type: 'deleted', replyId: 'r-1', replyCount: 0 }, asVisitor)).toBeUndefined();
  });
});
