import {
  preferenceTitlesQuerySchema,
  preferenceTitlesResponseSchema,
  topTitlesResponseSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from './catalog.service.js';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/catalog/top',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The 10 best-rated movies and TV shows (home page rows)',
        response: { 200: topTitlesResponseSchema },
      },
    },
    () => catalog.topTitles(),
  );

  app.get(
    '/api/registration/preference-titles',
    {
      schema: {
        tags: ['registration'],
        summary: 'Poster cards for the preferences wizard: 2 per chosen genre and media type',
        querystring: preferenceTitlesQuerySchema,
        response: { 200: preferenceTitlesResponseSchema },
      },
    },
    (request) => catalog.preferenceTitles(request.query.genres.split(',').map(Number)),
  );
};
