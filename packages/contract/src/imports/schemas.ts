import { z } from 'zod';
import { mediaTypeSchema } from '../catalog/schemas.js';
import {
  IMPORT_CONFLICT_POLICIES,
  IMPORT_ERRORS,
  IMPORT_JOB_STATES,
  IMPORT_MATCH_METHODS,
  IMPORT_ROW_KINDS,
  IMPORT_ROW_REASONS,
  IMPORT_ROW_STATES,
  IMPORT_ROWS_PAGE_SIZE,
  IMPORT_SOURCES,
} from './rules.js';

export const importSourceSchema = z.enum(IMPORT_SOURCES);
export const importConflictPolicySchema = z.enum(IMPORT_CONFLICT_POLICIES);

/** The counts of a job, as the progress bar shows them; `read` rows are the whole, the others add up to `done`. */
export const importCountsSchema = z.object({
  read: z.number().int(),
  done: z.number().int(),
  matched: z.number().int(),
  imported: z.number().int(),
  existing: z.number().int(),
  skipped: z.number().int(),
  unmatched: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  source: importSourceSchema,
  conflicts: importConflictPolicySchema,
  state: z.enum(IMPORT_JOB_STATES),
  /** The names of the uploaded files. */
  files: z.array(z.string()),
  counts: importCountsSchema,
  /** Why it failed (state `failed`), else null. */
  error: z.enum(IMPORT_ERRORS).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobsResponseSchema = z.object({ imports: z.array(importJobSchema) });
export type ImportJobsResponse = z.infer<typeof importJobsResponseSchema>;

export const importMatchSchema = z.object({
  mediaType: mediaTypeSchema,
  id: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  method: z.enum(IMPORT_MATCH_METHODS),
});
export type ImportMatch = z.infer<typeof importMatchSchema>;

/** One row of an import's report. */
export const importRowSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_ROW_KINDS),
  /** Where it came from: "diary.csv, line 12". */
  file: z.string(),
  line: z.number().int(),
  /** What the file called it: "Parasite (2019)", "Breaking Bad S02E05". */
  label: z.string(),
  state: z.enum(IMPORT_ROW_STATES),
  reason: z.enum(IMPORT_ROW_REASONS).nullable(),
  match: importMatchSchema.nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowsQuerySchema = z.object({
  state: z.enum(IMPORT_ROW_STATES).optional(),
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(IMPORT_ROWS_PAGE_SIZE.max).default(IMPORT_ROWS_PAGE_SIZE.default),
});
export type ImportRowsQuery = z.infer<typeof importRowsQuerySchema>;

export const importRowsResponseSchema = z.object({
  rows: z.array(importRowSchema),
  nextCursor: z.string().nullable(),
});
export type ImportRowsResponse = z.infer<typeof importRowsResponseSchema>;

/** PUT …/rows/:rowId/match: the title the user picked for an unmatched row. */
export const importRowMatchRequestSchema = z
  .object({ mediaType: mediaTypeSchema, id: z.number().int().positive().max(2_147_483_647) })
  .strict();
export type ImportRowMatchRequest = z.infer<typeof importRowMatchRequestSchema>;
