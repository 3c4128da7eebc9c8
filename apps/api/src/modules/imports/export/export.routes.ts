import { Readable } from 'node:stream';
import { IMPORT_ENDPOINTS } from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExportService } from './export.service.js';

/** The signed-in member's download of everything they own (visitors get 401; nobody can ask for another's). */
export const exportRoutes: FastifyPluginAsyncZod<{ exporter: ExportService }> = async (app, { exporter }) => {
  app.get(
    IMPORT_ENDPOINTS.export,
    {
      config: { access: 'member' },
      schema: {
        tags: ['imports'],
        summary: 'Everything I own as one ZIP: JSON per kind plus Letterboxd-compatible CSVs (streamed)',
      },
    },
    async (request, reply) => {
      const { filename, chunks } = await exporter.export(request.member.id);
      // A stream has no length up front: the ZIP goes out chunked while it is made.
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks, { objectMode: false }));
    },
  );
};
