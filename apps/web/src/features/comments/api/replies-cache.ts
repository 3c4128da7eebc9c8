import type { QueryClient } from '@tanstack/react-query';
import { type CommentReply, mayDeleteReply, type PublicReply } from '@watchify/contract';
import type { TitleRef } from '../../../lib/title-links';
import { applyReviewCounts } from './comments-cache';
import { type ReplyPages, repliesQueryKey } from './get-comment-replies';
import { type CommentPages, commentsQueryKey } from './get-title-comments';

/** A change to a review's replies: from a live event, or from the answer to one's own write. */
export type ReplyChange =
  | { type: 'created' | 'updated'; reply: PublicReply; replyCount?: number }
  | { type: 'deleted'; replyId: string; replyCount: number };

/** Who is looking (null: a visitor) and whose review the thread is under: what they may do with a reply follows. */
export interface ThreadViewer {
  viewerId: string | null;
  reviewAuthorId: string;
}

/**
 * The loaded pages of a thread with a change merged in by reply id, so my own write and its live event leave one
 * copy. A new reply goes at the end of the thread when the last page is loaded; otherwise it waits on a page not
 * loaded yet ("Show more replies"). Returns the input unchanged when nothing is loaded.
 */
export function applyReplyChange(
  data: ReplyPages | undefined,
  change: ReplyChange,
  { viewerId, reviewAuthorId }: ThreadViewer,
): ReplyPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const withCount = <T extends { replyCount: number }>(page: T): T =>
    change.replyCount === undefined ? page : { ...page, replyCount: change.replyCount };

  if (change.type === 'deleted') {
    return {
      ...data,
      pages: data.pages.map((page) =>
        withCount({ ...page, replies: page.replies.filter((reply) => reply.id !== change.replyId) }),
      ),
    };
  }

  const reply: CommentReply = {
    ...change.reply,
    isMine: viewerId !== null && change.reply.author.id === viewerId,
    canDelete: mayDeleteReply(viewerId, change.reply.author.id, reviewAuthorId),
  };
  let found = false;
  const pages = data.pages.map((page) =>
    withCount({
      ...page,
      replies: page.replies.map((existing) => {
        if (existing.id !== reply.id) return existing;
        found = true;
        return reply;
      }),
    }),
  );
  const last = pages.at(-1);
  if (!found && change.type === 'created' && last && last.nextCursor === null) {
    pages[pages.length - 1] = { ...last, replies: [...last.replies, reply] };
  }
  return { ...data, pages };
}

/** The review a thread is under: its id and author. */
export interface ThreadReview {
  id: string;
  authorId: string;
}

/**
 * Puts the answer to one of my reply writes into the loaded thread and the review's reply count in the title's
 * comments (a member's copies: only members write).
 */
export function storeReplyChange(
  queryClient: QueryClient,
  title: TitleRef,
  review: ThreadReview,
  change: ReplyChange,
  viewerId: string | null,
): void {
  queryClient.setQueryData<ReplyPages>(repliesQueryKey(review.id, true), (data) =>
    applyReplyChange(data, change, { viewerId, reviewAuthorId: review.authorId }),
  );
  if (change.replyCount !== undefined) {
    const counts = { commentId: review.id, replyCount: change.replyCount };
    queryClient.setQueryData<CommentPages>(commentsQueryKey(title, true), (data) => applyReviewCounts(data, counts));
  }
}
