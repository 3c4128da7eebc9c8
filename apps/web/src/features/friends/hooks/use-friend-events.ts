import { FRIEND_EVENTS } from '@watchify/contract';
import { useEffect, useRef } from 'react';
import { loadSocket } from '../../../lib/realtime';

export type FriendEventName = (typeof FRIEND_EVENTS)[keyof typeof FRIEND_EVENTS];

/**
 * Calls `onEvent` for each of `events` the server sends me (a request arrived, was answered or withdrawn; a
 * friendship began or ended), and `onReconnect` whenever the connection opens after the subscription (it came
 * back after a drop, or was not open yet), so a screen can refetch what it missed. Nothing is loaded or subscribed while `enabled` is false (e.g. for a visitor).
 */
export function useFriendEvents(
  events: readonly FriendEventName[],
  onEvent: (event: FriendEventName, payload: unknown) => void,
  { enabled = true, onReconnect }: { enabled?: boolean; onReconnect?: () => void } = {},
): void {
  const onEventRef = useRef(onEvent);
  const onReconnectRef = useRef(onReconnect);
  onEventRef.current = onEvent;
  onReconnectRef.current = onReconnect;
  const eventsKey = events.join('|');

  useEffect(() => {
    if (!enabled || eventsKey === '') return;
    const names = eventsKey.split('|') as FriendEventName[];
    let disposed = false;
    let cleanup = () => {};
    void loadSocket().then((socket) => {
      if (disposed) return;
      const listeners = names.map((name) => [name, (payload: unknown) => onEventRef.current(name, payload)] as const);
      // Events sent while there was no connection are lost: every connection that opens after this subscription
      // (a reconnect, or the first one when the socket was still connecting) catches up.
      const onConnect = () => onReconnectRef.current?.();
      for (const [name, listener] of listeners) socket.on(name, listener);
      socket.on('connect', onConnect);
      cleanup = () => {
        for (const [name, listener] of listeners) socket.off(name, listener);
        socket.off('connect', onConnect);
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [enabled, eventsKey]);
}

/** Every friend event: what the friends page listens to. */
export const ALL_FRIEND_EVENTS = Object.values(FRIEND_EVENTS);
