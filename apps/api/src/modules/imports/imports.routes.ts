import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  DEFAULT_IMPORT_CONFLICT_POLICY,
  IMPORT_ENDPOINTS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importConflictPolicySchema,
  importJobSchema,
  importJobsResponseSchema,
  importRowMatchRequestSchema,
  importRowSchema,
  importRowsQuerySchema,
  importRowsResponseSchema,
  importSourceSchema,
} from '@watchify/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.js';
import type { ImportsService } from './imports.service.js';
import type { UploadedFile } from './sources/import-record.js';

const tags = ['imports'];
// Reading an upload costs CPU for a second or so: a person imports a few times a minute at most, not hundreds.
const UPLOAD_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.member?.id ?? request.ip,
};

const importParams = z.object({ importId: z.string().min(1).max(64) });
const rowParams = importParams.extend({ rowId: z.string().regex(/^\d{1,9}$/) });

/** The form of an import: its source and conflict choice, and its files, read into memory up to the upload limit. */
async function readImportForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('importFileMissing', IMPORT_MESSAGES.importFileMissing, 'file');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > IMPORT_LIMITS.uploadBytes)
        throw new AppError(413, 'importTooLarge', IMPORT_MESSAGES.importTooLarge, 'file');
      files.push({ name: part.filename || part.fieldname, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError(413, 'importTooLarge', IMPORT_MESSAGES.importTooLarge, 'file');
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw badRequest('importTooManyFiles', IMPORT_MESSAGES.importTooManyFiles, 'file');
    }
    throw badRequest('importNotReadable', IMPORT_MESSAGES.importNotReadable, 'file');
  }
  if (files.length === 0) throw badRequest('importFileMissing', IMPORT_MESSAGES.importFileMissing, 'file');
  const source = importSourceSchema.safeParse(fields.source);
  if (!source.success) throw badRequest('importWrongSource', IMPORT_MESSAGES.importWrongSource, 'source');
  const conflicts = importConflictPolicySchema.safeParse(fields.conflicts ?? DEFAULT_IMPORT_CONFLICT_POLICY);
  if (!conflicts.success) throw badRequest('invalidRequest', 'Choose whose ratings win.', 'conflicts');
  return { source: source.data, conflicts: conflicts.data, files };
}

/** The signed-in member's imports: start one, follow it, fix its unmatched rows, undo it. */
export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (app, { imports }) => {
  // Registered inside this plugin, so only these routes accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.uploadBytes, files: IMPORT_LIMITS.files, fields: 10 },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    IMPORT_ENDPOINTS.imports,
    {
      config: { access: 'member', rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Start an import (multipart: "source", "conflicts", one or more "file"s); it runs in the background',
        consumes: ['multipart/form-data'],
        response: { 201: importJobSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Who is asking is settled before the upload is read: a visitor's bytes are never parsed.
      const job = await imports.start(request.member.id, await readImportForm(request));
      return reply.code(201).send(job);
    },
  );

  app.get(
    IMPORT_ENDPOINTS.imports,
    {
      config: { access: 'member' },
      schema: { tags, summary: 'My imports, newest first', response: { 200: importJobsResponseSchema } },
    },
    async (request) => imports.list(request.member.id),
  );

  app.get(
    IMPORT_ENDPOINTS.import,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'One of my imports with its counts',
        params: importParams,
        response: { 200: importJobSchema, 404: apiErrorSchema },
      },
    },
    async (request) => imports.get(request.member.id, request.params.importId),
  );

  app.delete(
    IMPORT_ENDPOINTS.import,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Undo an import: remove everything it created and put back what it overwrote',
        params: importParams,
        response: { 200: importJobSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => imports.undo(request.member.id, request.params.importId),
  );

  app.get(
    IMPORT_ENDPOINTS.rows,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "A page of an import's report (its rows in the upload's order), by state",
        params: importParams,
        querystring: importRowsQuerySchema,
        response: { 200: importRowsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => imports.rows(request.member.id, request.params.importId, request.query),
  );

  app.put(
    IMPORT_ENDPOINTS.rowMatch,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Match an unmatched row to the title I picked, and import it',
        params: rowParams,
        body: importRowMatchRequestSchema,
        response: { 200: importRowSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => imports.matchRow(request.member.id, request.params.importId, request.params.rowId, request.body),
  );

  app.post(
    IMPORT_ENDPOINTS.rowDismiss,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Dismiss an unmatched row',
        params: rowParams,
        response: { 200: importRowSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => imports.dismissRow(request.member.id, request.params.importId, request.params.rowId),
  );
};
