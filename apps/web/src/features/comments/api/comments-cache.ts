import type { PublicComment, RatingSummary, TitleComment } from '@watchify/contract';
import type { CommentPages } from './get-title-comments';

/** A change to a title's comments: from a live event, or from the answer to one's own write. */
export type CommentChange =
  | { type: 'created' | 'updated'; comment: PublicComment; summary: RatingSummary }
  | { type: 'deleted'; commentId: string; summary: RatingSummary };

/** The server's order: newest first, ties by id. */
function newestFirst(a: TitleComment, b: TitleComment): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The loaded pages with a change merged in by comment id, so the same change applied twice (the answer to my write
 * and then its live event) leaves one copy. A comment counts as mine when its author is the viewer the list was
 * loaded for. Returns the input unchanged when nothing is loaded yet.
 */
export function applyCommentChange(data: CommentPages | undefined, change: CommentChange): CommentPages | undefined {
  const first = data?.pages[0];
  if (!data || !first) return data;

  if (change.type === 'deleted') {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        summary: change.summary,
        comments: page.comments.filter((comment) => comment.id !== change.commentId),
        mine: page.mine?.id === change.commentId ? null : page.mine,
      })),
    };
  }

  const comment: TitleComment = {
    ...change.comment,
    isMine: first.viewerId !== null && change.comment.author.id === first.viewerId,
    // A new comment is liked by nobody yet; an edited one keeps the viewer's like (the event does not know it).
    likedByMe: false,
  };
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    summary: change.summary,
    comments: page.comments.map((existing) => {
      if (existing.id !== comment.id) return existing;
      found = true;
      return { ...comment, likedByMe: existing.likedByMe };
    }),
    mine: comment.isMine ? comment : page.mine,
  }));
  // A comment not loaded yet is new: it belongs at the top. (An update to one on a page not loaded yet has no place.)
  if (!found && change.type === 'created' && pages[0]) {
    pages[0] = { ...pages[0], comments: [comment, ...pages[0].comments].sort(newestFirst) };
  }
  return { ...data, pages };
}

/** What changed about one review besides its own text: its like count (and the viewer's like), its reply count. */
export type ReviewCountsChange = {
  commentId: string;
  likeCount?: number;
  /** Only from the viewer's own like or unlike; a live event leaves it as it is. */
  likedByMe?: boolean;
  replyCount?: number;
};

/** The loaded pages with one review's counts changed, wherever it is (and as `mine`); unchanged when not loaded. */
export function applyReviewCounts(
  data: CommentPages | undefined,
  change: ReviewCountsChange,
): CommentPages | undefined {
  if (!data) return data;
  const { commentId, ...counts } = change;
  const defined = Object.fromEntries(Object.entries(counts).filter(([, value]) => value !== undefined));
  const update = (comment: TitleComment): TitleComment =>
    comment.id === commentId ? { ...comment, ...defined } : comment;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      comments: page.comments.map(update),
      mine: page.mine && update(page.mine),
    })),
  };
}
