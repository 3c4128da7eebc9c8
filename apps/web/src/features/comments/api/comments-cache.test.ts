import { describe, expect, it } from 'vitest';
import { buildComment, buildCommentsPage } from '../test-data';
import { applyCommentChange, applyReviewCounts } from './comments-cache';
import type { CommentPages } from './get-title-comments';

const pages = (...list: ReturnType<typeof buildCommentsPage>[]): CommentPages => ({
  pages: list,
  pageParams: list.map((_, index) => (index === 0 ? null : `cursor-${index}`)),
});

const older = buildComment({
  id: 'c-old',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const me = { id: 'user-me', nickname: 'me', displayName: 'Me Myself', photoUrl: null };

describe('applyCommentChange', () => {
  it('puts a new comment at the top with the new average, once however often it arrives', () => {
    const data = pages(buildCommentsPage({ comments: [older], viewerId: 'user-me' }));
    const { isMine: _, ...fresh } = buildComment({ id: 'c-new', createdAt: '2026-11-21T00:00:00.000Z' });
    const change = { type: 'created' as const, comment: fresh, summary: { average: 4, count: 2 } };
    const once = applyCommentChange(data, change);
    const twice = applyCommentChange(once, change);
    expect(twice?.pages[0]?.comments.map((c) => c.id)).toEqual(['c-new', 'c-old']);
    expect(twice?.pages[0]?.summary).toEqual({ average: 4, count: 2 });
    expect(twice?.pages[0]?.mine).toBeNull();
  });

  it("recognises the viewer's own comment written in another tab", () => {
    const data = pages(buildCommentsPage({ comments: [older], viewerId: 'user-me' }));
    const { isMine: _, ...mine } = buildComment({ id: 'c-mine', author: me, createdAt: '2026-11-22T00:00:00.000Z' });
    const next = applyCommentChange(data, { type: 'created', comment: mine, summary: { average: 4, count: 2 } });
    expect(next?.pages[0]?.comments[0]).toMatchObject({ id: 'c-mine', isMine: true });
    expect(next?.pages[0]?.mine?.id).toBe('c-mine');
  });

  it('never marks a comment as mine for a visitor', () => {
    const data = pages(buildCommentsPage({ viewerId: null }));
    const { isMine: _, ...comment } = buildComment({ author: me });
    const next = applyCommentChange(data, { type: 'created', comment, summary: { average: 4, count: 1 } });
    expect(next?.pages[0]?.comments[0]?.isMine).toBe(false);
    expect(next?.pages[0]?.mine).toBeNull();
  });

  it('replaces an edited comment where it is, on whichever page', () => {
    const first = buildComment({ id: 'c-1', createdAt: '2026-11-20T00:00:00.000Z' });
    const data = pages(buildCommentsPage({ comments: [first] }), buildCommentsPage({ comments: [older] }));
    const { isMine: _, ...edited } = { ...older, text: 'Changed my mind.', rating: 1 };
    const next = applyCommentChange(data, { type: 'updated', comment: edited, summary: { average: 2.5, count: 2 } });
    expect(next?.pages[1]?.comments[0]).toMatchObject({ id: 'c-old', text: 'Changed my mind.', rating: 1 });
    expect(next?.pages[0]?.comments.map((c) => c.id)).toEqual(['c-1']);
    expect(next?.pages[0]?.summary.average).toBe(2.5);
  });

  it('ignores an edit of a comment on a page not loaded yet (it is not new)', () => {
    const data = pages(buildCommentsPage({ comments: [buildComment()] }));
    const { isMine: _, ...elsewhere } = buildComment({ id: 'c-unloaded' });
    const next = applyCommentChange(data, { type: 'updated', comment: elsewhere, summary: { average: 4, count: 9 } });
    expect(next?.pages[0]?.comments.map((c) => c.id)).toEqual(['c-1']);
  });

  it('removes a deleted comment and forgets it as mine', () => {
    const mine = buildComment({ id: 'c-mine', author: me, isMine: true });
    const data = pages(buildCommentsPage({ comments: [mine, older], mine, viewerId: 'user-me' }));
    const next = applyCommentChange(data, { type: 'deleted', commentId: 'c-mine', summary: { average: 4, count: 1 } });
    expect(next?.pages[0]?.comments.map((c) => c.id)).toEqual(['c-old']);
    expect(next?.pages[0]?.mine).toBeNull();
    expect(next?.pages[0]?.summary).toEqual({ average: 4, count: 1 });
  });

  it('leaves a list that is not loaded yet alone', () => {
    expect(
      applyCommentChange(undefined, { type: 'deleted', commentId: 'x', summary: { average: null, count: 0 } }),
    ).toBeUndefined();
  });
});

describe('applyReviewCounts', () => {
  it("changes one review's like and reply counts, wherever it is, and my like only when told", () => {
    const mine = buildComment({ id: 'c-mine', author: me, isMine: true });
    const liked = buildComment({ id: 'c-liked', likeCount: 2, likedByMe: true });
    const data = pages(
      buildCommentsPage({ comments: [mine], mine, viewerId: 'user-me' }),
      buildCommentsPage({ comments: [liked] }),
    );
    // A live event: someone else's like; mine stays as it was.
    const counted = applyReviewCounts(data, { commentId: 'c-liked', likeCount: 3 });
    expect(counted?.pages[1]?.comments[0]).toMatchObject({ likeCount: 3, likedByMe: true });
    const unliked = applyReviewCounts(counted, { commentId: 'c-liked', likeCount: 2, likedByMe: false });
    expect(unliked?.pages[1]?.comments[0]).toMatchObject({ likeCount: 2, likedByMe: false });
    const replied = applyReviewCounts(unliked, { commentId: 'c-mine', replyCount: 4 });
    expect(replied?.pages[0]?.comments[0]?.replyCount).toBe(4);
    expect(replied?.pages[0]?.mine?.replyCount).toBe(4);
    expect(applyReviewCounts(undefined, { commentId: 'x', likeCount: 1 })).toBeUndefined();
  });

  it('keeps my like on a review its author edits (the live event cannot know it)', () => {
    const liked = buildComment({ id: 'c-liked', likeCount: 1, likedByMe: true });
    const data = pages(buildCommentsPage({ comments: [liked], viewerId: 'user-me' }));
    const { isMine: _, likedByMe: __, ...edited } = { ...liked, text: 'Edited.' };
    const next = applyCommentChange(data, { type: 'updated', comment: edited, summary: { average: 4, count: 1 } });
    expect(next?.pages[0]?.comments[0]).toMatchObject({ text: 'Edited.', likedByMe: true });
  });
});
