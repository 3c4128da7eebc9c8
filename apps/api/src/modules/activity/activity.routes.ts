import {
  ACTIVITY_ENDPOINTS,
  activityPrivacyRequestSchema,
  activityPrivacySchema,
  apiErrorSchema,
  feedPageSchema,
  feedQuerySchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivityService } from './activity.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The friends' activity feed and who sees my activity. */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (app, { activity }) => {
  app.get(
    ACTIVITY_ENDPOINTS.feed,
    {
      config: { access: 'member' },
      schema: {
        tags: ['activity'],
        summary: "A page of my friends' activity, newest first",
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema, ...errors },
      },
    },
    async (request) => activity.feed(request.member.id, request.query),
  );

  app.get(
    ACTIVITY_ENDPOINTS.privacy,
    {
      config: { access: 'member' },
      schema: {
        tags: ['activity'],
        summary: 'Who sees my activity and lists',
        response: { 200: activityPrivacySchema, 401: apiErrorSchema },
      },
    },
    async (request) => activity.privacy(request.member.id),
  );

  app.put(
    ACTIVITY_ENDPOINTS.privacy,
    {
      config: { access: 'member' },
      schema: {
        tags: ['activity'],
        summary: 'Choose who sees my activity and lists: everyone, my friends, or only me',
        body: activityPrivacyRequestSchema,
        response: { 200: activityPrivacySchema, ...errors },
      },
    },
    async (request) => activity.setPrivacy(request.member.id, request.body),
  );
};
