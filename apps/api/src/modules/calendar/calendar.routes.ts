import {
  CALENDAR_ENDPOINTS,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  calendarFeedStatusSchema,
  calendarQuerySchema,
  calendarSchema,
} from '@watchify/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CalendarService } from './calendar.service.js';

const tags = ['calendar'];

/**
 * The release calendar. The calendar and the feed link act on the session's user (visitors get 401); the feed itself
 * is read by its secret token alone, which calendar apps send without a session, and grants nothing else.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{
  calendar: CalendarService;
  publicUrl: string | undefined;
}> = async (app, { calendar, publicUrl }) => {
  // The links in a feed point at the site the app is reached at, unless PUBLIC_URL says where that is.
  const originOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    CALENDAR_ENDPOINTS.calendar,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'My releases by day, a week back and a month ahead, in my time zone',
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema },
      },
    },
    async (request) => calendar.calendar(request.member.id, request.query.tz),
  );

  app.get(
    CALENDAR_ENDPOINTS.feed,
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Whether I have a calendar feed link', response: { 200: calendarFeedStatusSchema } },
    },
    async (request) => calendar.feedStatus(request.member.id),
  );

  app.post(
    CALENDAR_ENDPOINTS.feed,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Make my calendar feed link (a new one replaces the old, which stops working at once)',
        response: { 201: calendarFeedSchema },
      },
    },
    async (request, reply) => {
      const feed = await calendar.newFeed(request.member.id);
      return reply.status(201).send({ url: `${originOf(request)}${feed.path}`, createdAt: feed.createdAt });
    },
  );

  app.get(
    CALENDAR_ENDPOINTS.ical,
    {
      schema: {
        tags,
        summary: 'A calendar feed as iCalendar, by its secret token (no session)',
        params: calendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const text = await calendar.ical(request.params.file, originOf(request));
      // The token is the only key: no shared cache may keep one person's feed.
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
};
