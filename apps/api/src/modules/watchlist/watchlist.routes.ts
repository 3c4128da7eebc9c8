import {
  WATCHLIST_ENDPOINTS,
  watchlistChangeSchema,
  watchlistKeysSchema,
  watchlistPageSchema,
  watchlistQuerySchema,
  watchlistTitleRefSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonOnce } from '../../lib/send-json-once.js';
import type { WatchlistService } from './watchlist.service.js';

const tags = ['watchlist'];

/**
 * The signed-in user's own watchlist. There is no user id in any path: every route acts on the session's user, so
 * nobody can address another person's list (visitors get 401).
 */
export const watchlistRoutes: FastifyPluginAsyncZod<{ watchlist: WatchlistService }> = async (app, { watchlist }) => {
  app.get(
    WATCHLIST_ENDPOINTS.list,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'A page of my watchlist, sorted by added time, title or year',
        querystring: watchlistQuerySchema,
        response: { 200: watchlistPageSchema },
      },
    },
    async (request, reply) => {
      // A repeat view is the cached page object: its JSON is made once, not on every request.
      return sendJsonOnce(reply, watchlistPageSchema, await watchlist.list(request.member.id, request.query));
    },
  );

  // Cards learn their title's state from one compact list fetched once per session (and kept current by the
  // responses and socket events), rather than from a look-up per screen of cards: every card anywhere — home rows,
  // search, trending, detail — knows at once, with no request per page and no flash of a wrong icon while a
  // look-up runs. Bare ids keep it small even for thousands of items.
  app.get(
    WATCHLIST_ENDPOINTS.keys,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The ids of every title on my watchlist, by type (for the cards)',
        response: { 200: watchlistKeysSchema },
      },
    },
    async (request, reply) => sendJsonOnce(reply, watchlistKeysSchema, await watchlist.keys(request.member.id)),
  );

  app.post(
    WATCHLIST_ENDPOINTS.toggle,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Remove the title when it is on my watchlist, else add it',
        body: watchlistTitleRefSchema,
        response: { 200: watchlistChangeSchema },
      },
    },
    async (request) => watchlist.toggle(request.member.id, request.body),
  );

  app.put(
    WATCHLIST_ENDPOINTS.item,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Add the title to my watchlist (no change when it is there already)',
        params: watchlistTitleRefSchema,
        response: { 200: watchlistChangeSchema },
      },
    },
    async (request) => watchlist.add(request.member.id, request.params),
  );

  app.delete(
    WATCHLIST_ENDPOINTS.item,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Remove the title from my watchlist (no change when it is not there)',
        params: watchlistTitleRefSchema,
        response: { 200: watchlistChangeSchema },
      },
    },
    async (request) => watchlist.remove(request.member.id, request.params),
  );
};
