import {
  addListItemRequestSchema,
  collaboratorResponseSchema,
  createListRequestSchema,
  LIST_ENDPOINTS,
  listCollaboratorParamsSchema,
  listItemParamsSchema,
  listItemResponseSchema,
  listItemsPageSchema,
  listItemsQuerySchema,
  listParamsSchema,
  listResponseSchema,
  listsResponseSchema,
  movedListItemSchema,
  moveListItemRequestSchema,
  titleListsResponseSchema,
  titleParamsSchema,
  updateListItemRequestSchema,
  updateListRequestSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ListsService } from './lists.service.js';

const noContent = { 204: z.null().describe('Done') };
const tags = ['lists'];

/**
 * A member's own lists. Reads are open to whoever the list's visibility allows, visitors included ('viewer'); every
 * change needs a member, and the service decides what their role lets them do (404 for a list they may not read).
 */
export const listsRoutes: FastifyPluginAsyncZod<{ lists: ListsService }> = async (app, { lists }) => {
  // A list can turn private at any time: no answer about one may be kept by a shared cache, a visitor's included.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    LIST_ENDPOINTS.lists,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The lists I own and those I collaborate on, the most recently changed first',
        response: { 200: listsResponseSchema },
      },
    },
    async (request) => ({ lists: await lists.listMine(request.member.id) }),
  );

  app.post(
    LIST_ENDPOINTS.lists,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Create a list (private unless a visibility is given)',
        body: createListRequestSchema,
        response: { 201: listResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ list: await lists.create(request.member.id, request.body) }),
  );

  app.get(
    LIST_ENDPOINTS.list,
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: "A list with the asker's role and completion (404 to whoever its visibility hides it from)",
        params: listParamsSchema,
        response: { 200: listResponseSchema },
      },
    },
    async (request) => ({ list: await lists.get(request.viewer?.id ?? null, request.params.listId) }),
  );

  app.patch(
    LIST_ENDPOINTS.list,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Change a list's name, description, visibility or collaboration (owner only)",
        params: listParamsSchema,
        body: updateListRequestSchema,
        response: { 200: listResponseSchema },
      },
    },
    async (request) => ({ list: await lists.update(request.member.id, request.params.listId, request.body) }),
  );

  app.delete(
    LIST_ENDPOINTS.list,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Delete a list with its titles (owner only)',
        params: listParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await lists.delete(request.member.id, request.params.listId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    LIST_ENDPOINTS.items,
    {
      config: { access: 'viewer' },
      schema: {
        tags,
        summary: "A page of a list's titles: list order, title, year, rating or recently added",
        params: listParamsSchema,
        querystring: listItemsQuerySchema,
        response: { 200: listItemsPageSchema },
      },
    },
    async (request) => lists.items(request.viewer?.id ?? null, request.params.listId, request.query),
  );

  app.post(
    LIST_ENDPOINTS.items,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Add a title at the end of a list (owner and collaborators; 409 when it is there already)',
        params: listParamsSchema,
        body: addListItemRequestSchema,
        response: { 201: listItemResponseSchema },
      },
    },
    async (request, reply) => {
      const item = await lists.addItem(request.member.id, request.params.listId, request.body);
      return reply.status(201).send({ item });
    },
  );

  app.patch(
    LIST_ENDPOINTS.item,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Set or clear an item's note (owner and collaborators)",
        params: listItemParamsSchema,
        body: updateListItemRequestSchema,
        response: { 200: listItemResponseSchema },
      },
    },
    async (request) => {
      const { listId, mediaType, titleId } = request.params;
      const item = await lists.updateNote(request.member.id, listId, { mediaType, id: titleId }, request.body.note);
      return { item };
    },
  );

  app.delete(
    LIST_ENDPOINTS.item,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Remove a title from a list (owner and collaborators)',
        params: listItemParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { listId, mediaType, titleId } = request.params;
      await lists.removeItem(request.member.id, listId, { mediaType, id: titleId });
      return reply.status(204).send(null);
    },
  );

  app.put(
    LIST_ENDPOINTS.itemPosition,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Move a title to a place (index from 0) of the list's order (owner and collaborators)",
        params: listItemParamsSchema,
        body: moveListItemRequestSchema,
        response: { 200: movedListItemSchema },
      },
    },
    async (request) => {
      const { listId, mediaType, titleId } = request.params;
      return lists.moveItem(request.member.id, listId, { mediaType, id: titleId }, request.body.index);
    },
  );

  app.put(
    LIST_ENDPOINTS.collaborator,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Invite a friend to a collaborative list (owner only; 201 invited, 200 already a collaborator)',
        params: listCollaboratorParamsSchema,
        response: { 200: collaboratorResponseSchema, 201: collaboratorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await lists.invite(request.member.id, request.params.listId, request.params.userId);
      return reply.status(result.added ? 201 : 200).send(result);
    },
  );

  app.delete(
    LIST_ENDPOINTS.collaborator,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Remove a collaborator (owner), or leave a list (the collaborator themselves)',
        params: listCollaboratorParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await lists.removeCollaborator(request.member.id, request.params.listId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    LIST_ENDPOINTS.titleLists,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The lists I can add to, each saying whether it holds this title ("Add to list")',
        params: titleParamsSchema,
        response: { 200: titleListsResponseSchema },
      },
    },
    async (request) => lists.titleLists(request.member.id, request.params),
  );
};
