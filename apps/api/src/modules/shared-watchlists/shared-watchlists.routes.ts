import {
  addSharedWatchlistItemResponseSchema,
  createSharedWatchlistRequestSchema,
  createSharedWatchlistResponseSchema,
  SHARED_WATCHLIST_ENDPOINTS,
  sharedWatchlistItemParamsSchema,
  sharedWatchlistParamsSchema,
  sharedWatchlistQuerySchema,
  sharedWatchlistResponseSchema,
  sharedWatchlistsResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SharedWatchlistsService } from './shared-watchlists.service.js';

const noContent = { 204: z.null().describe('Done') };

export const sharedWatchlistsRoutes: FastifyPluginAsyncZod<{
  sharedWatchlists: SharedWatchlistsService;
}> = async (app, { sharedWatchlists }) => {
  const tags = ['shared-watchlists'];

  app.get(
    SHARED_WATCHLIST_ENDPOINTS.lists,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The shared lists I am a member of, with the other member and item counts',
        response: { 200: sharedWatchlistsResponseSchema },
      },
    },
    async (request) => ({ lists: await sharedWatchlists.listMine(request.member.id) }),
  );

  app.post(
    SHARED_WATCHLIST_ENDPOINTS.lists,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Share a watchlist with a friend (the list gets exactly two members: me and the friend)',
        body: createSharedWatchlistRequestSchema,
        response: { 201: createSharedWatchlistResponseSchema },
      },
    },
    async (request, reply) => {
      const list = await sharedWatchlists.create(request.member.id, request.body);
      return reply.status(201).send({ list });
    },
  );

  app.get(
    SHARED_WATCHLIST_ENDPOINTS.list,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'A shared list and one page of its items (members only; 404 for everyone else)',
        params: sharedWatchlistParamsSchema,
        querystring: sharedWatchlistQuerySchema,
        response: { 200: sharedWatchlistResponseSchema },
      },
    },
    async (request) => sharedWatchlists.get(request.member.id, request.params.listId, request.query.page),
  );

  app.delete(
    SHARED_WATCHLIST_ENDPOINTS.list,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Delete a shared list, for both members',
        params: sharedWatchlistParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await sharedWatchlists.delete(request.member.id, request.params.listId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    SHARED_WATCHLIST_ENDPOINTS.item,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Add a title to a shared list (201 added, 200 already there; members only)',
        params: sharedWatchlistItemParamsSchema,
        response: { 200: addSharedWatchlistItemResponseSchema, 201: addSharedWatchlistItemResponseSchema },
      },
    },
    async (request, reply) => {
      const { listId, mediaType, titleId } = request.params;
      const result = await sharedWatchlists.addItem(request.member.id, listId, mediaType, titleId);
      return reply.status(result.added ? 201 : 200).send(result);
    },
  );

  app.delete(
    SHARED_WATCHLIST_ENDPOINTS.item,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Remove a title from a shared list (members only)',
        params: sharedWatchlistItemParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { listId, mediaType, titleId } = request.params;
      await sharedWatchlists.removeItem(request.member.id, listId, mediaType, titleId);
      return reply.status(204).send(null);
    },
  );
};
