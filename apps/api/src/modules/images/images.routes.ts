import { CATALOG_ENDPOINTS } from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_SIZES } from '../../integrations/tmdb/image-fetcher.js';
import { IMAGE_FILE_PATTERN, type ImagesService } from './images.service.js';
import { placeholderSvg } from './placeholder.js';

const placeholderQuery = z.object({
  title: z.string().max(300).optional().default(''),
  shape: z.enum(['poster', 'backdrop']).optional().default('poster'),
});

const BACKDROP_SIZES = new Set(['w780', 'w1280']);

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  app.get(
    CATALOG_ENDPOINTS.placeholderImage,
    {
      schema: {
        tags: ['images'],
        summary: 'A generated placeholder (title on a colour of its own)',
        querystring: placeholderQuery,
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(placeholderSvg(request.query.title, request.query.shape)),
  );

  app.get(
    CATALOG_ENDPOINTS.image,
    {
      schema: {
        tags: ['images'],
        summary: 'A TMDB poster, backdrop or profile image through our cache; a placeholder when unavailable',
        params: z.object({ size: z.enum(IMAGE_SIZES), file: z.string().regex(IMAGE_FILE_PATTERN) }),
        querystring: placeholderQuery,
      },
    },
    async (request, reply) => {
      const result = await images.get(request.params.size, request.params.file);
      if (result.kind === 'image') {
        // TMDB image paths are content-addressed: a given path never changes.
        return reply
          .type(result.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(result.bytes);
      }
      const shape = BACKDROP_SIZES.has(request.params.size) ? 'backdrop' : request.query.shape;
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=600')
        .send(placeholderSvg(request.query.title, shape));
    },
  );
};
