import {
  CATALOG_ENDPOINTS,
  genresQuerySchema,
  genresResponseSchema,
  heroTitlesResponseSchema,
  preferenceTitlesQuerySchema,
  preferenceTitlesResponseSchema,
  regionQuerySchema,
  seasonParamsSchema,
  seasonResponseSchema,
  seasonsParamsSchema,
  seasonsResponseSchema,
  titleDetailSchema,
  titleParamsSchema,
  titleWatchOffersSchema,
  topTitlesResponseSchema,
  trendingQuerySchema,
  trendingResponseSchema,
  WATCH_ENDPOINTS,
  watchProvidersSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonOnce } from '../../lib/send-json-once.js';
import type { CatalogService } from './catalog.service.js';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    CATALOG_ENDPOINTS.top,
    {
      schema: {
        tags: ['catalog'],
        summary: 'The 10 best-rated movies and TV shows (home page rows)',
        response: { 200: topTitlesResponseSchema },
      },
    },
    async (_request, reply) => sendJsonOnce(reply, topTitlesResponseSchema, await catalog.topTitles()),
  );

  app.get(
    CATALOG_ENDPOINTS.preferenceTitles,
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

  app.get(
    CATALOG_ENDPOINTS.trending,
    {
      schema: {
        tags: ['catalog'],
        summary: "Today's trending titles as cards (TMDB when configured, else the most popular we hold)",
        querystring: trendingQuerySchema,
        response: { 200: trendingResponseSchema },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, trendingResponseSchema, await catalog.trending(request.query.type, request.query.limit)),
  );

  app.get(
    CATALOG_ENDPOINTS.hero,
    {
      schema: {
        tags: ['catalog'],
        summary: "The home hero's slides: today's first 4 trending titles, with overview and backdrop",
        response: { 200: heroTitlesResponseSchema },
      },
    },
    async (_request, reply) => sendJsonOnce(reply, heroTitlesResponseSchema, await catalog.heroTitles()),
  );

  app.get(
    CATALOG_ENDPOINTS.title,
    {
      schema: {
        tags: ['catalog'],
        summary: 'A title with genres, cast, directors and videos (the detail view)',
        params: titleParamsSchema,
        response: { 200: titleDetailSchema },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, titleDetailSchema, await catalog.detail(request.params.mediaType, request.params.id)),
  );

  app.get(
    CATALOG_ENDPOINTS.seasons,
    {
      schema: {
        tags: ['catalog'],
        summary: "A show's seasons (empty for a show tracked as a whole)",
        params: seasonsParamsSchema,
        response: { 200: seasonsResponseSchema },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, seasonsResponseSchema, await catalog.seasons(request.params.mediaType, request.params.id)),
  );

  app.get(
    CATALOG_ENDPOINTS.season,
    {
      schema: {
        tags: ['catalog'],
        summary: 'One season of a show with its episodes (numbered only when the source gave just a count)',
        params: seasonParamsSchema,
        response: { 200: seasonResponseSchema },
      },
    },
    async (request, reply) => {
      const { mediaType, id, season } = request.params;
      return sendJsonOnce(reply, seasonResponseSchema, await catalog.season(mediaType, id, season));
    },
  );

  app.get(
    CATALOG_ENDPOINTS.genres,
    {
      schema: {
        tags: ['catalog'],
        summary: 'The genres of movies or TV shows',
        querystring: genresQuerySchema,
        response: { 200: genresResponseSchema },
      },
    },
    async (request, reply) => sendJsonOnce(reply, genresResponseSchema, await catalog.genres(request.query.type)),
  );

  app.get(
    WATCH_ENDPOINTS.titleOffers,
    {
      schema: {
        tags: ['where to watch'],
        summary: 'Where a title can be watched in a region: streaming, free, with ads, rent and buy (TMDB/JustWatch)',
        params: titleParamsSchema,
        querystring: regionQuerySchema,
        response: { 200: titleWatchOffersSchema },
      },
    },
    async (request) => {
      const { mediaType, id } = request.params;
      return catalog.watchOffers(mediaType, id, request.query.region);
    },
  );

  app.get(
    WATCH_ENDPOINTS.providers,
    {
      schema: {
        tags: ['where to watch'],
        summary: 'The services with streaming, free or ad-supported offers in a region',
        querystring: regionQuerySchema,
        response: { 200: watchProvidersSchema },
      },
    },
    async (request) => ({
      region: request.query.region,
      providers: await catalog.regionProviders(request.query.region),
    }),
  );
};
