import { CATALOG_ENDPOINTS, searchQuerySchema, searchResponseSchema } from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service.js';

/** GET /api/search — public: visitors may search too (product §2 /search). */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.addHook('onClose', async () => search.close());

  app.get(
    CATALOG_ENDPOINTS.search,
    {
      schema: {
        tags: ['search'],
        summary: 'Typo-tolerant title search with the Advanced Filters (20 results a page)',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    (request) => search.search(request.query),
  );
};
