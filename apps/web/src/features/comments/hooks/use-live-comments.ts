import { useQueryClient } from '@tanstack/react-query';
import { COMMENT_EVENTS, type CommentsChangedEvent, commentsChangedEventSchema } from '@watchify/contract';
import { useEffect } from 'react';
import { loadSocket, useFollowTitle, useSocketEvent } from '../../../lib/realtime';
import type { TitleRef } from '../../../lib/title-links';
import { applyCommentChange } from '../api/comments-cache';
import { type CommentPages, commentsQueryKey } from '../api/get-title-comments';

/**
 * Keeps a title's comments and average current while its detail is open: follows the title's room, merges every
 * `comments:changed` event into the loaded list, and refetches whenever the list may have missed events (the
 * socket's first connection came after the list was loaded, or the connection dropped and came back).
 */
export function useLiveComments(title: TitleRef, signedIn: boolean): void {
  const queryClient = useQueryClient();
  const { mediaType, id } = title;
  const key = commentsQueryKey(title, signedIn);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });

  useFollowTitle(title);
  useSocketEvent(
    COMMENT_EVENTS.changed,
    (event: CommentsChangedEvent) => {
      if (event.title.mediaType !== mediaType || event.title.id !== id) return;
      if (queryClient.getQueryData<CommentPages>(key) === undefined) {
        // The first page is still loading and may have been read before this change: read it again.
        refetch();
        return;
      }
      queryClient.setQueryData<CommentPages>(key, (data) => applyCommentChange(data, event));
    },
    refetch,
    import.meta.env.DEV && commentsChangedEventSchema,
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
