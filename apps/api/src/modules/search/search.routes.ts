import { CATALOG_ENDPOINTS, searchQuerySchema, searchResponseSchema, WATCH_MESSAGES } from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { sendJsonOnce } from '../../lib/send-json-once.js';
import type { WatchServicesService } from '../watch-services/watch-services.service.js';
import type { SearchService } from './search.service.js';

/**
 * GET /api/search — public: visitors may search too (product §2 /search). "On my services" is a member's filter:
 * the titles on their services in the search's region narrow the results.
 */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  watchServices: Pick<WatchServicesService, 'titlesOnMyServices'>;
}> = async (app, { search, watchServices }) => {
  app.get(
    CATALOG_ENDPOINTS.search,
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['search'],
        summary: 'Typo-tolerant title search with the Advanced Filters (20 results a page)',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      const { filters, region } = request.query;
      if (!filters.onMyServices) return sendJsonOnce(reply, searchResponseSchema, await search.search(request.query));
      if (!request.viewer) throw new AppError(401, 'servicesNeedSignIn', WATCH_MESSAGES.servicesNeedSignIn);
      const titles = await watchServices.titlesOnMyServices(request.viewer.id, region);
      return sendJsonOnce(reply, searchResponseSchema, await search.search(request.query, titles));
    },
  );
};
