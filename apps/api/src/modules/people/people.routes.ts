import {
  apiErrorSchema,
  collectionParamsSchema,
  collectionSchema,
  PEOPLE_ENDPOINTS,
  personParamsSchema,
  personSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonOnce } from '../../lib/send-json-once.js';
import type { PeopleService } from './people.service.js';

const tags = ['people'];

/** Person and collection pages: open to everyone and the same for everyone (watched marks are the browser's). */
export const peopleRoutes: FastifyPluginAsyncZod<{ people: PeopleService }> = async (app, { people }) => {
  app.get(
    PEOPLE_ENDPOINTS.person,
    {
      schema: {
        tags,
        summary: 'A person with their filmography, newest first (TMDB when configured, else the catalog we hold)',
        params: personParamsSchema,
        response: { 200: personSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendJsonOnce(reply, personSchema, await people.person(request.params.id)),
  );

  app.get(
    PEOPLE_ENDPOINTS.collection,
    {
      schema: {
        tags,
        summary: 'A collection (franchise) with its parts in release order',
        params: collectionParamsSchema,
        response: { 200: collectionSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendJsonOnce(reply, collectionSchema, await people.collection(request.params.id)),
  );
};
