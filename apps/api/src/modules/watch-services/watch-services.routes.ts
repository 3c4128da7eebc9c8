import {
  myServicesTrendingQuerySchema,
  myServiceTitlesSchema,
  myWatchServicesSchema,
  regionQuerySchema,
  trendingResponseSchema,
  updateMyWatchServicesSchema,
  WATCH_ENDPOINTS,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WatchServicesService } from './watch-services.service.js';

const tags = ['where to watch'];

/** A member's region and services, and what is on them (decision 047); visitors get 401. */
export const watchServicesRoutes: FastifyPluginAsyncZod<{ watchServices: WatchServicesService }> = async (
  app,
  { watchServices },
) => {
  app.get(
    WATCH_ENDPOINTS.myServices,
    {
      config: { access: 'member' },
      schema: { tags, summary: 'My where-to-watch region and services', response: { 200: myWatchServicesSchema } },
    },
    async (request) => watchServices.choices(request.member.id),
  );

  app.put(
    WATCH_ENDPOINTS.myServices,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Set my region (null: from my language and browser) and every service I have',
        body: updateMyWatchServicesSchema,
        response: { 200: myWatchServicesSchema },
      },
    },
    async (request) => watchServices.update(request.member.id, request.body),
  );

  app.get(
    WATCH_ENDPOINTS.myServiceTitles,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The titles on my services in a region (the cards mark them)',
        querystring: regionQuerySchema,
        response: { 200: myServiceTitlesSchema },
      },
    },
    async (request) => watchServices.myServiceTitles(request.member.id, request.query.region),
  );

  app.get(
    WATCH_ENDPOINTS.myServicesTrending,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The most popular titles on my services in a region (the trending pages’ filter)',
        querystring: myServicesTrendingQuerySchema,
        response: { 200: trendingResponseSchema },
      },
    },
    async (request) => {
      const { type, limit, region } = request.query;
      return watchServices.popular(request.member.id, type, limit, region);
    },
  );
};
