import { type RealtimeTitleRef, SOCKET_EVENTS, SOCKET_PATH } from '@watchify/contract';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { ResponseSchema } from './api-client';

/**
 * The app's one socket.io connection (live comments, chat, friend requests). socket.io-client is loaded only
 * when a screen first needs it, so it stays out of the first page's bundle. The server reads the session
 * cookie when the socket connects; `refreshSocketSession` reconnects after sign-in or sign-out.
 */
let socketPromise: Promise<Socket> | null = null;

export function loadSocket(): Promise<Socket> {
  socketPromise ??= import('socket.io-client').then(({ io }) =>
    io({
      path: SOCKET_PATH,
      withCredentials: true,
      transports: ['websocket', 'polling'],
      // A chat should be back soon after a drop: retry from 0.5 s, never waiting more than 3 s between attempts
      // (socket.io's default grows to 5 s, plus jitter).
      reconnectionDelay: 500,
      reconnectionDelayMax: 3000,
      // An attempt that hangs (a network that swallows the handshake) is given up after 5 s and tried again,
      // instead of socket.io's default 20 s of a chat that silently stays offline.
      timeout: 5000,
    }),
  );
  return socketPromise;
}

/** Reconnects an open socket so the server sees the current session (no-op before any screen used one). */
export function refreshSocketSession(): void {
  void socketPromise?.then((socket) => {
    socket.disconnect();
    socket.connect();
  });
}

/**
 * Calls `handler` for every `event` while the component is mounted. `onReconnect`, when given, runs after the
 * connection came back, so a screen can fetch what it missed while offline. `schema` is the contract's schema of the
 * payload, given like an answer's (`import.meta.env.DEV && schema`, see api-client's `ResponseSchema`): in
 * development and tests a payload that breaks it is reported and dropped; production builds carry neither.
 */
export function useSocketEvent<T>(
  event: string,
  handler: (payload: T) => void,
  onReconnect?: () => void,
  schema?: ResponseSchema<T>,
): void {
  const handlerRef = useRef(handler);
  const reconnectRef = useRef(onReconnect);
  const schemaRef = useRef(schema);
  handlerRef.current = handler;
  reconnectRef.current = onReconnect;
  schemaRef.current = schema;
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void loadSocket().then((socket) => {
      if (disposed) return;
      const listener = (payload: T) => {
        const contract = schemaRef.current;
        if (import.meta.env.DEV && contract && !contract.safeParse(payload).success) {
          console.error(`The ${event} event does not match the contract`, payload);
          return;
        }
        handlerRef.current(payload);
      };
      // 'connect' fires again after every reconnect; the first connect needs no catch-up.
      let connectedBefore = socket.connected;
      const onConnect = () => {
        if (connectedBefore) reconnectRef.current?.();
        connectedBefore = true;
      };
      socket.on(event, listener);
      socket.on('connect', onConnect);
      cleanup = () => {
        socket.off(event, listener);
        socket.off('connect', onConnect);
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [event]);
}

/** Follows a title's live events (comments, average rating) while the component is mounted. */
export function useFollowTitle(title: RealtimeTitleRef | null): void {
  const mediaType = title?.mediaType;
  const id = title?.id;
  useEffect(() => {
    if (mediaType === undefined || id === undefined) return;
    const ref = { mediaType, id };
    let disposed = false;
    let cleanup = () => {};
    void loadSocket().then((socket) => {
      if (disposed) return;
      // Rooms do not survive a new connection: follow again on every (re)connect.
      const follow = () => socket.emit(SOCKET_EVENTS.followTitle, ref);
      if (socket.connected) follow();
      socket.on('connect', follow);
      cleanup = () => {
        socket.off('connect', follow);
        socket.emit(SOCKET_EVENTS.unfollowTitle, ref);
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [mediaType, id]);
}
