import { SOCKET_PATH } from '@watchify/contract';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../../src/app.js';

/** Starts the app on a free port (sockets need a real server) and returns its base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A socket.io client for a member (cookie) or a visitor (no cookie), connected before it returns. */
export async function connectSocket(baseUrl: string, cookie?: string): Promise<Socket> {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The next `event` this socket receives (rejects after `timeoutMs`). */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 2000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
