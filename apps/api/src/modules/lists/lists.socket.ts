import { followListPayloadSchema, LIST_EVENTS, LIST_MESSAGES, type ListFollowAck } from '@watchify/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../../realtime/realtime.js';
import type { ListsService } from './lists.service.js';

const NOT_FOUND: ListFollowAck = { ok: false, error: { code: 'listNotFound', message: LIST_MESSAGES.listNotFound } };

/**
 * `list:follow` / `list:unfollow` over the socket, while a list's page is open: a socket follows only a list its
 * person may read (a visitor's socket, public lists), answered through the acknowledgement exactly as the HTTP read
 * would be (404 for a list it may not see). Changes then reach it as `list:changed`.
 */
export function registerListsSocket(
  realtime: Pick<Realtime, 'onConnection' | 'followList' | 'unfollowList'>,
  lists: Pick<ListsService, 'canRead'>,
  log: FastifyBaseLogger,
) {
  realtime.onConnection((socket, user) => {
    socket.on(LIST_EVENTS.follow, async (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: ListFollowAck) => void) : () => {};
      const parsed = followListPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        reply(NOT_FOUND);
        return;
      }
      try {
        if (!(await lists.canRead(user?.id ?? null, parsed.data.listId))) {
          reply(NOT_FOUND);
          return;
        }
        realtime.followList(socket, parsed.data.listId);
        reply({ ok: true });
      } catch (error) {
        log.error({ err: error }, 'list:follow failed');
        reply({ ok: false, error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
      }
    });
    socket.on(LIST_EVENTS.unfollow, (payload: unknown) => {
      const parsed = followListPayloadSchema.safeParse(payload);
      if (parsed.success) realtime.unfollowList(socket, parsed.data.listId);
    });
  });
}
