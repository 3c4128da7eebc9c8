import {
  commentBodySchema,
  commentDeleteResponseSchema,
  commentIdParamsSchema,
  commentsQuerySchema,
  commentWriteResponseSchema,
  titleCommentsResponseSchema,
  titleParamsSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonOnce } from '../../lib/send-json-once.js';
import type { Auth } from '../auth/auth.js';
import { currentUser, requireUser } from '../auth/session.js';
import type { CommentsService } from './comments.service.js';

export const commentsRoutes: FastifyPluginAsyncZod<{ auth: Auth; comments: CommentsService }> = async (
  app,
  { auth, comments },
) => {
  app.get(
    '/api/titles/:mediaType/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: "A title's comments, newest first, with the average user rating (public)",
        params: titleParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: titleCommentsResponseSchema },
      },
    },
    async (request, reply) => {
      // The session lives in a cookie: without one the reader is a visitor, and the session lookup can be skipped
      // (most readers of a popular title's comments are visitors).
      const viewer = request.headers.cookie ? await currentUser(auth, request) : null;
      const page = await comments.list(request.params, viewer?.id ?? null, request.query);
      // Every visitor gets the same cached object until the next write: its JSON is made once.
      return viewer ? page : sendJsonOnce(reply, titleCommentsResponseSchema, page);
    },
  );

  app.post(
    '/api/titles/:mediaType/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Write my comment and rating on a title (one per title; 409 when I already have one)',
        params: titleParamsSchema,
        body: commentBodySchema,
        response: { 201: commentWriteResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      return reply.status(201).send(await comments.create(user.id, request.params, request.body));
    },
  );

  app.put(
    '/api/comments/:commentId',
    {
      schema: {
        tags: ['comments'],
        summary: 'Change the rating and text of my comment (403 for anyone else’s)',
        params: commentIdParamsSchema,
        body: commentBodySchema,
        response: { 200: commentWriteResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      return comments.update(user.id, request.params.commentId, request.body);
    },
  );

  app.delete(
    '/api/comments/:commentId',
    {
      schema: {
        tags: ['comments'],
        summary: 'Delete my comment (403 for anyone else’s); answers the new average',
        params: commentIdParamsSchema,
        response: { 200: commentDeleteResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      return comments.remove(user.id, request.params.commentId);
    },
  );
};
