import {
  addSharedWatchlistItemResponseSchema,
  createSharedWatchlistRequestSchema,
  createSharedWatchlistResponseSchema,
  sharedWatchlistItemParamsSchema,
  sharedWatchlistParamsSchema,
  sharedWatchlistQuerySchema,
  sharedWatchlistResponseSchema,
  sharedWatchlistsResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../auth/auth.js';
import { requireUser } from '../auth/session.js';
import type { SharedWatchlistsService } from './shared-watchlists.service.js';

const noContent = { 204: z.null().describe('Done') };

export const sharedWatchlistsRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  sharedWatchlists: SharedWatchlistsService;
}> = async (app, { auth, sharedWatchlists }) => {
  const tags = ['shared-watchlists'];

  app.get(
    '/api/shared-watchlists',
    {
      schema: {
        tags,
        summary: 'The shared lists I am a member of, with the other member and item counts',
        response: { 200: sharedWatchlistsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      return { lists: await sharedWatchlists.listMine(user.id) };
    },
  );

  app.post(
    '/api/shared-watchlists',
    {
      schema: {
        tags,
        summary: 'Share a watchlist with a friend (the list gets exactly two members: me and the friend)',
        body: createSharedWatchlistRequestSchema,
        response: { 201: createSharedWatchlistResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      const list = await sharedWatchlists.create(user.id, request.body);
      return reply.status(201).send({ list });
    },
  );

  app.get(
    '/api/shared-watchlists/:listId',
    {
      schema: {
        tags,
        summary: 'A shared list and one page of its items (members only; 404 for everyone else)',
        params: sharedWatchlistParamsSchema,
        querystring: sharedWatchlistQuerySchema,
        response: { 200: sharedWatchlistResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      return sharedWatchlists.get(user.id, request.params.listId, request.query.page);
    },
  );

  app.delete(
    '/api/shared-watchlists/:listId',
    {
      schema: {
        tags,
        summary: 'Delete a shared list, for both members',
        params: sharedWatchlistParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      await sharedWatchlists.delete(user.id, request.params.listId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/shared-watchlists/:listId/items/:mediaType/:titleId',
    {
      schema: {
        tags,
        summary: 'Add a title to a shared list (201 added, 200 already there; members only)',
        params: sharedWatchlistItemParamsSchema,
        response: { 200: addSharedWatchlistItemResponseSchema, 201: addSharedWatchlistItemResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      const { listId, mediaType, titleId } = request.params;
      const result = await sharedWatchlists.addItem(user.id, listId, mediaType, titleId);
      return reply.status(result.added ? 201 : 200).send(result);
    },
  );

  app.delete(
    '/api/shared-watchlists/:listId/items/:mediaType/:titleId',
    {
      schema: {
        tags,
        summary: 'Remove a title from a shared list (members only)',
        params: sharedWatchlistItemParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      const { listId, mediaType, titleId } = request.params;
      await sharedWatchlists.removeItem(user.id, listId, mediaType, titleId);
      return reply.status(204).send(null);
    },
  );
};
