import {
  FRIEND_ENDPOINTS,
  friendParamsSchema,
  friendRequestParamsSchema,
  friendRequestResponseSchema,
  friendRequestsResponseSchema,
  friendSuggestionsResponseSchema,
  friendsResponseSchema,
  sendFriendRequestResponseSchema,
  sendFriendRequestSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FriendsService } from './friends.service.js';

export const friendsRoutes: FastifyPluginAsyncZod<{ friends: FriendsService }> = async (app, { friends }) => {
  app.get(
    FRIEND_ENDPOINTS.friends,
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        summary: "The signed-in user's friends, by nickname",
        response: { 200: friendsResponseSchema },
      },
    },
    async (request) => friends.listFriends(request.member.id),
  );

  app.get(
    FRIEND_ENDPOINTS.suggestions,
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        summary: 'Up to 5 people sharing any of my first 3 preferred genres (not me, not my friends)',
        response: { 200: friendSuggestionsResponseSchema },
      },
    },
    async (request) => friends.suggestions(request.member.id),
  );

  app.delete(
    FRIEND_ENDPOINTS.friend,
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        summary: 'Unfriend: ends the friendship for both people',
        params: friendParamsSchema,
      },
    },
    async (request, reply) => {
      await friends.unfriend(request.member.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get(
    FRIEND_ENDPOINTS.userSearch,
    {
      // Each keystroke searches; the cap only stops someone scraping every nickname.
      config: { access: 'member', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['friends'],
        summary: 'People whose nickname starts with q (any case), with my relationship to each',
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema },
      },
    },
    async (request) => friends.searchUsers(request.member.id, request.query.q),
  );

  app.get(
    FRIEND_ENDPOINTS.requests,
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        summary: 'My pending friend requests: received and sent',
        response: { 200: friendRequestsResponseSchema },
      },
    },
    async (request) => friends.listRequests(request.member.id),
  );

  app.post(
    FRIEND_ENDPOINTS.requests,
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        summary: 'Send a friend request (accepts theirs instead when they already asked me)',
        body: sendFriendRequestSchema,
        response: { 200: sendFriendRequestResponseSchema, 201: sendFriendRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await friends.sendRequest(request.member.id, request.body.toUserId);
      return reply.status(result.outcome === 'sent' ? 201 : 200).send(result);
    },
  );

  app.post(
    FRIEND_ENDPOINTS.acceptRequest,
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        summary: 'Accept a request sent to me (both become friends; accepting twice changes nothing)',
        params: friendRequestParamsSchema,
        response: { 200: friendRequestResponseSchema },
      },
    },
    async (request) => ({
      request: await friends.accept(request.member.id, request.params.id),
    }),
  );

  app.post(
    FRIEND_ENDPOINTS.rejectRequest,
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        summary: 'Reject a request sent to me',
        params: friendRequestParamsSchema,
        response: { 200: friendRequestResponseSchema },
      },
    },
    async (request) => ({
      request: await friends.reject(request.member.id, request.params.id),
    }),
  );

  app.delete(
    FRIEND_ENDPOINTS.request,
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        summary: 'Withdraw a pending request I sent',
        params: friendRequestParamsSchema,
      },
    },
    async (request, reply) => {
      await friends.cancel(request.member.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
