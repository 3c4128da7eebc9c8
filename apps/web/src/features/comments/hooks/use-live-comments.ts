import { useQueryClient } from '@tanstack/react-query';
import {
  COMMENT_EVENTS,
  type CommentLikesChangedEvent,
  type CommentRepliesChangedEvent,
  type CommentsChangedEvent,
  commentLikesChangedEventSchema,
  commentRepliesChangedEventSchema,
  commentsChangedEventSchema,
  type RealtimeTitleRef,
} from '@watchify/contract';
import { useEffect } from 'react';
import { loadSocket, useFollowTitle, useSocketEvent } from '../../../lib/realtime';
import type { TitleRef } from '../../../lib/title-links';
import { applyCommentChange, applyReviewCounts } from '../api/comments-cache';
import { REPLIES_QUERY_ROOT, type ReplyPages, repliesQueryKey } from '../api/get-comment-replies';
import { type CommentPages, commentsQueryKey } from '../api/get-title-comments';
import { applyReplyChange } from '../api/replies-cache';

/**
 * Keeps a title's comments and average current while its detail is open: follows the title's room, merges every
 * `comments:changed` event into the loaded list, like counts and replies (`comments:likes`, `comments:replies`) into
 * the reviews and their open threads, and refetches whenever the list may have missed events (the socket's first
 * connection came after the list was loaded, or the connection dropped and came back).
 */
export function useLiveComments(title: TitleRef, signedIn: boolean): void {
  const queryClient = useQueryClient();
  const { mediaType, id } = title;
  const key = commentsQueryKey(title, signedIn);
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: REPLIES_QUERY_ROOT });
  };
  const isThisTitle = (other: RealtimeTitleRef) => other.mediaType === mediaType && other.id === id;

  useFollowTitle(title);
  useSocketEvent(
    COMMENT_EVENTS.changed,
    (event: CommentsChangedEvent) => {
      if (!isThisTitle(event.title)) return;
      if (queryClient.getQueryData<CommentPages>(key) === undefined) {
        // The first page is still loading and may have been read before this change: read it again.
        refetch();
        return;
      }
      queryClient.setQueryData<CommentPages>(key, (data) => applyCommentChange(data, event));
      // A deleted review took its replies with it.
      if (event.type === 'deleted') queryClient.removeQueries({ queryKey: [...REPLIES_QUERY_ROOT, event.commentId] });
    },
    refetch,
    import.meta.env.DEV && commentsChangedEventSchema,
  );

  // The two events below carry counts that any later read has too; the reconnect catch-up above covers them.
  useSocketEvent(
    COMMENT_EVENTS.likes,
    (event: CommentLikesChangedEvent) => {
      if (!isThisTitle(event.title)) return;
      const counts = { commentId: event.commentId, likeCount: event.likeCount };
      queryClient.setQueryData<CommentPages>(key, (data) => applyReviewCounts(data, counts));
    },
    undefined,
    import.meta.env.DEV && commentLikesChangedEventSchema,
  );

  useSocketEvent(
    COMMENT_EVENTS.replies,
    (event: CommentRepliesChangedEvent) => {
      if (!isThisTitle(event.title)) return;
      const commentId = event.type === 'deleted' ? event.commentId : event.reply.commentId;
      const comments = queryClient.getQueryData<CommentPages>(key);
      if (event.type !== 'updated') {
        const counts = { commentId, replyCount: event.replyCount };
        queryClient.setQueryData<CommentPages>(key, (data) => applyReviewCounts(data, counts));
      }
      // Only an open thread is merged into; one opened later reads the thread as it is then.
      const review = comments?.pages.flatMap((page) => page.comments).find((comment) => comment.id === commentId);
      if (!review) return;
      const viewer = { viewerId: comments?.pages[0]?.viewerId ?? null, reviewAuthorId: review.author.id };
      queryClient.setQueryData<ReplyPages>(repliesQueryKey(commentId, signedIn), (data) =>
        applyReplyChange(data, event, viewer),
      );
    },
    undefined,
    import.meta.env.DEV && commentRepliesChangedEventSchema,
  );

  // The socket library loads on demand: changes made before its first connection reached no one here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch is rebuilt each render; the title decides.
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void loadSocket().then((socket) => {
      if (disposed || socket.connected) return;
      const onFirstConnect = () => {
        if (!disposed) refetch();
      };
      socket.once('connect', onFirstConnect);
      cleanup = () => socket.off('connect', onFirstConnect);
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [mediaType, id, signedIn]);
}
