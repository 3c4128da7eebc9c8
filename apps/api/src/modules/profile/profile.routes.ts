import multipart from '@fastify/multipart';
import {
  ACCOUNT_ENDPOINTS,
  meResponseSchema,
  PHOTO_MAX_BYTES,
  PROFILE_MESSAGES,
  updateProfileRequestSchema,
} from '@watchify/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.js';
import type { ProfileService } from './profile.service.js';

// Decoding and resizing an image costs real CPU time: a person changes their photo a few times, not hundreds.
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

const photoTooLarge = () => new AppError(413, 'photoTooLarge', PROFILE_MESSAGES.photoTooLarge, 'photo');
const photoMissing = () => badRequest('photoMissing', PROFILE_MESSAGES.photoMissing, 'photo');

/** The one uploaded file of a multipart request, read into memory up to PHOTO_MAX_BYTES. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw photoMissing();
  try {
    const part = await request.file();
    if (!part) throw photoMissing();
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw photoTooLarge();
    // A malformed or cut-off multipart body.
    throw badRequest('photoUploadFailed', PROFILE_MESSAGES.photoUploadFailed, 'photo');
  }
}

/**
 * The signed-in person's profile and photo (`/api/me/...`: there is no user id in these paths, the session says
 * whose profile it is), and everyone's photo by id.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  // Registered inside this plugin, so only these routes accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  app.put(
    ACCOUNT_ENDPOINTS.profile,
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        summary: 'Edit my profile (e-mail and country are read-only; unknown keys such as an id are ignored)',
        body: updateProfileRequestSchema,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => profile.updateProfile(request.member.id, request.body),
  );

  app.post(
    ACCOUNT_ENDPOINTS.photo,
    {
      config: { access: 'member', rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['profile'],
        summary: 'Upload my photo (multipart field "photo"; an image of at most 5 MB, stored as a 256 px WebP)',
        consumes: ['multipart/form-data'],
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      // Who is asking is settled before the upload is read: a visitor's bytes are never parsed.
      return profile.savePhoto(request.member.id, await readUploadedFile(request));
    },
  );

  app.delete(
    ACCOUNT_ENDPOINTS.photo,
    {
      config: { access: 'member' },
      schema: { tags: ['profile'], summary: 'Remove my photo', response: { 200: meResponseSchema } },
    },
    async (request) => profile.deletePhoto(request.member.id),
  );

  // Anyone may see a photo, visitors included: photos appear beside comments (which visitors read), friends and
  // chat, like avatars on most sites. The id is unguessable and the photo reveals no other profile field.
  app.get(
    ACCOUNT_ENDPOINTS.userPhoto,
    {
      schema: {
        tags: ['profile'],
        summary: "Someone's photo (WebP); 404 when they have none",
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }),
        querystring: z.object({ v: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const photo = await profile.readPhoto(request.params.id);
      const etag = `"${Buffer.from(photo.version).toString('base64url')}"`;
      // The URL carries the photo's version (?v=): that exact URL never changes and may be cached for good. Any other
      // URL (an old version, none) must ask again, so a replaced photo is not hidden by a cache.
      const current = request.query.v === photo.version;
      reply
        .type('image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(photo.bytes);
    },
  );
};
