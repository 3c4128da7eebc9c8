import { useQueryClient } from '@tanstack/react-query';
import {
  LIST_EVENTS,
  type ListChangedEvent,
  type ListFollowAck,
  listChangedEventSchema,
  listsMineChangedEventSchema,
} from '@watchify/contract';
import { useEffect } from 'react';
import { loadSocket, useSocketEvent } from '../../../lib/realtime';
import { listKeys } from '../api/keys';

/**
 * Follows a list's room while its page is open: every change another member makes (a title added, removed, moved,
 * a note, the details) refetches what the page shows, so it appears without a reload. The server acknowledges the
 * follow only for someone who may read the list. After a dropped connection the room is joined again and the page
 * refetched, so a missed event loses nothing.
 */
export function useFollowList(listId: string, onDeleted?: (event: ListChangedEvent) => void): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKeys.list(listId) });

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void loadSocket().then((socket) => {
      if (disposed) return;
      // Rooms do not survive a new connection: follow again on every (re)connect.
      const follow = () => socket.emit(LIST_EVENTS.follow, { listId }, (_ack: ListFollowAck) => {});
      if (socket.connected) follow();
      socket.on('connect', follow);
      cleanup = () => {
        socket.off('connect', follow);
        socket.emit(LIST_EVENTS.unfollow, { listId });
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [listId]);

  useSocketEvent(
    LIST_EVENTS.changed,
    (event: ListChangedEvent) => {
      if (event.listId !== listId) return;
      if (event.change === 'deleted') {
        queryClient.removeQueries({ queryKey: listKeys.list(listId) });
        void queryClient.invalidateQueries({ queryKey: listKeys.mine() });
        onDeleted?.(event);
        return;
      }
      refresh();
      if (event.change === 'detailsChanged' || event.change === 'collaboratorsChanged') {
        void queryClient.invalidateQueries({ queryKey: listKeys.mine() });
      }
    },
    refresh,
    import.meta.env.DEV && listChangedEventSchema,
  );
}

/** Keeps the /lists overview current: a list of mine changed, was deleted, or I was invited or removed. */
export function useMyListsEvents(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKeys.mine() });
  useSocketEvent(LIST_EVENTS.mineChanged, refresh, refresh, import.meta.env.DEV && listsMineChangedEventSchema);
}
