/** Imports and export of the signed-in member (fill a pattern with `apiPath`). */
export const IMPORT_ENDPOINTS = {
  /** POST (multipart: `source`, `conflicts`, one or more `file`s): start an import; GET: my imports, newest first. */
  imports: '/api/imports',
  /** GET one import with its counts; DELETE: undo it (remove everything it created). */
  import: '/api/imports/:importId',
  /** GET a page of an import's rows (its report), by state. */
  rows: '/api/imports/:importId/rows',
  /** PUT: match an unmatched row to a title I picked (and import it). */
  rowMatch: '/api/imports/:importId/rows/:rowId/match',
  /** POST: dismiss an unmatched row. */
  rowDismiss: '/api/imports/:importId/rows/:rowId/dismiss',
  /** GET: everything I own as one ZIP (JSON per kind plus Letterboxd-compatible CSVs). */
  export: '/api/export',
} as const;
