import { CHAT_EVENTS, type ChatSendAck, chatSendPayloadSchema } from '@watchify/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, invalidInput } from '../../lib/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { ChatService } from './chat.service.js';

const SIGN_IN_FIRST: ChatSendAck = { ok: false, error: { code: 'unauthenticated', message: 'Please sign in first.' } };

/**
 * `chat:send` over the socket: the same service as the HTTP route, answered through the acknowledgement. The
 * socket's user was authenticated when it connected, and its session must still stand when it sends (a socket
 * whose session has ended is told so and closed); a visitor's socket is refused.
 */
export function registerChatSocket(
  realtime: Pick<Realtime, 'onConnection' | 'stillSignedIn'>,
  chat: ChatService,
  log: FastifyBaseLogger,
) {
  realtime.onConnection((socket, user) => {
    socket.on(CHAT_EVENTS.send, async (payload: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: ChatSendAck) => void;
      if (!user) {
        reply(SIGN_IN_FIRST);
        return;
      }
      const parsed = chatSendPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        // Answered as the HTTP route answers the same body: a broken rule with its code, else invalidRequest.
        reply({ ok: false, error: invalidInput(parsed.error.issues[0], 'payload') });
        return;
      }
      const { friendId, ...input } = parsed.data;
      try {
        if (!(await realtime.stillSignedIn(socket))) {
          reply(SIGN_IN_FIRST);
          socket.disconnect(true);
          return;
        }
        const { message } = await chat.send(user.id, friendId, input);
        reply({ ok: true, message });
      } catch (error) {
        if (error instanceof AppError) {
          reply({ ok: false, error: { code: error.code, message: error.message, field: error.field } });
          return;
        }
        log.error({ err: error }, 'chat:send failed');
        reply({ ok: false, error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
      }
    });
  });
}
