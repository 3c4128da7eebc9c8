import {
  COMMENT_ENDPOINTS,
  commentBodySchema,
  commentDeleteResponseSchema,
  commentIdParamsSchema,
  commentLikeResponseSchema,
  commentRepliesResponseSchema,
  commentsQuerySchema,
  commentWriteResponseSchema,
  repliesQuerySchema,
  replyBodySchema,
  replyDeleteResponseSchema,
  replyIdParamsSchema,
  replyWriteResponseSchema,
  titleCommentsResponseSchema,
  titleParamsSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonOnce } from '../../lib/send-json-once.js';
import type { CommentsService } from './comments.service.js';

export const commentsRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (app, { comments }) => {
  app.get(
    COMMENT_ENDPOINTS.titleComments,
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['comments'],
        summary: "A title's comments, newest first, with the average user rating (public)",
        params: titleParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: titleCommentsResponseSchema },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const page = await comments.list(request.params, viewer?.id ?? null, request.query);
      // Every visitor gets the same cached object until the next write: its JSON is made once.
      return viewer ? page : sendJsonOnce(reply, titleCommentsResponseSchema, page);
    },
  );

  app.post(
    COMMENT_ENDPOINTS.titleComments,
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Write my comment and rating on a title (one per title; 409 when I already have one)',
        params: titleParamsSchema,
        body: commentBodySchema,
        response: { 201: commentWriteResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await comments.create(request.member.id, request.params, request.body)),
  );

  app.put(
    COMMENT_ENDPOINTS.comment,
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Change the rating and text of my comment (403 for anyone else’s)',
        params: commentIdParamsSchema,
        body: commentBodySchema,
        response: { 200: commentWriteResponseSchema },
      },
    },
    async (request) => comments.update(request.member.id, request.params.commentId, request.body),
  );

  app.delete(
    COMMENT_ENDPOINTS.comment,
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Delete my comment (403 for anyone else’s); answers the new average',
        params: commentIdParamsSchema,
        response: { 200: commentDeleteResponseSchema },
      },
    },
    async (request) => comments.remove(request.member.id, request.params.commentId),
  );

  app.put(
    COMMENT_ENDPOINTS.commentLike,
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Like a review (once however often it is sent; 403 for my own review)',
        params: commentIdParamsSchema,
        response: { 200: commentLikeResponseSchema },
      },
    },
    async (request) => comments.like(request.member.id, request.params.commentId),
  );

  app.delete(
    COMMENT_ENDPOINTS.commentLike,
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Take my like off a review (no error when there is none)',
        params: commentIdParamsSchema,
        response: { 200: commentLikeResponseSchema },
      },
    },
    async (request) => comments.unlike(request.member.id, request.params.commentId),
  );

  app.get(
    COMMENT_ENDPOINTS.commentReplies,
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['comments'],
        summary: "A review's replies, oldest first (public)",
        params: commentIdParamsSchema,
        querystring: repliesQuerySchema,
        response: { 200: commentRepliesResponseSchema },
      },
    },
    async (request) => comments.replies(request.params.commentId, request.viewer?.id ?? null, request.query),
  );

  app.post(
    COMMENT_ENDPOINTS.commentReplies,
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Reply to a review (400 `replyToReply` for a reply: replies are one level deep)',
        params: commentIdParamsSchema,
        body: replyBodySchema,
        response: { 201: replyWriteResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await comments.reply(request.member.id, request.params.commentId, request.body)),
  );

  app.put(
    COMMENT_ENDPOINTS.reply,
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: 'Change the text of my reply (403 for anyone else’s)',
        params: replyIdParamsSchema,
        body: replyBodySchema,
        response: { 200: replyWriteResponseSchema },
      },
    },
    async (request) => comments.editReply(request.member.id, request.params.replyId, request.body),
  );

  app.delete(
    COMMENT_ENDPOINTS.reply,
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        summary: "Delete a reply: mine, or any under my review (403 otherwise); answers the review's reply count",
        params: replyIdParamsSchema,
        response: { 200: replyDeleteResponseSchema },
      },
    },
    async (request) => comments.deleteReply(request.member.id, request.params.replyId),
  );
};
