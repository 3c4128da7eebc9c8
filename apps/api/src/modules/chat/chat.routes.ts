import {
  apiErrorSchema,
  CHAT_ENDPOINTS,
  chatConversationParamsSchema,
  chatConversationsResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatReadResponseSchema,
  chatSendRequestSchema,
  chatSendResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChatService } from './chat.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Chat over HTTP: the sidebar, history pages, sending (also possible over the socket) and marking read. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    CHAT_ENDPOINTS.conversations,
    {
      config: { access: 'member' },
      schema: {
        tags: ['chat'],
        summary: 'Every friend with my unread count and our last message, most recent first',
        response: { 200: chatConversationsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => chat.conversations(request.member.id),
  );

  app.get(
    CHAT_ENDPOINTS.messages,
    {
      config: { access: 'member' },
      schema: {
        tags: ['chat'],
        summary: 'A page of my conversation with a friend, oldest first (before = load earlier, after = catch up)',
        params: chatConversationParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema, ...errors },
      },
    },
    async (request) => chat.messages(request.member.id, request.params.friendId, request.query),
  );

  app.post(
    CHAT_ENDPOINTS.messages,
    {
      config: { access: 'member' },
      schema: {
        tags: ['chat'],
        summary: 'Send a message to a friend (201; 200 when this clientId was already stored)',
        params: chatConversationParamsSchema,
        body: chatSendRequestSchema,
        response: {
          200: chatSendResponseSchema,
          201: chatSendResponseSchema,
          ...errors,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { message, created } = await chat.send(request.member.id, request.params.friendId, request.body);
      return reply.status(created ? 201 : 200).send({ message });
    },
  );

  app.post(
    CHAT_ENDPOINTS.read,
    {
      config: { access: 'member' },
      schema: {
        tags: ['chat'],
        summary: "Mark the friend's messages read (opening the conversation)",
        params: chatConversationParamsSchema,
        response: { 200: chatReadResponseSchema, ...errors },
      },
    },
    async (request) => chat.markRead(request.member.id, request.params.friendId),
  );
};
