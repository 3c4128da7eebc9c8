import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, invalidInput } from '../lib/errors.js';

/**
 * Every error becomes `{ "error": { "code", "message", "field"? } }`: an AppError as it says, a request that fails its
 * schema as 400 (a broken rule with the rule's code, anything else `invalidRequest` naming the field), any other 4xx
 * as it is; anything unexpected is logged and answered with a generic 500, never a stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, field: error.field } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const issue = first && {
        path: first.instancePath.split('/').filter(Boolean),
        message: first.message ?? 'invalid value',
        params: (first.params as { params?: unknown }).params,
      };
      return reply.status(400).send({ error: invalidInput(issue, error.validationContext ?? 'request') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: error.code ?? 'badRequest', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
  });
}
