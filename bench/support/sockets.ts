import { io, type Socket } from 'socket.io-client';

/** A member's socket to an instance, as the app's own opens it (websocket, the session cookie). */
export function connectSocket(base: string, cookie: string): Promise<Socket> {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
