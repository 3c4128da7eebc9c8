/** Imports and export (issue 25): sources, limits, states, error codes and their English messages. */

/** Where a history can come from; `watchify` is our own export, so an account can be moved or restored. */
export const IMPORT_SOURCES = ['letterboxd', 'imdb', 'trakt', 'tvtime', 'watchify'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** What happens when the user already rated or reviewed a title the file rates: kept unless they choose otherwise. */
export const IMPORT_CONFLICT_POLICIES = ['keepMine', 'importedWins'] as const;
export type ImportConflictPolicy = (typeof IMPORT_CONFLICT_POLICIES)[number];
export const DEFAULT_IMPORT_CONFLICT_POLICY: ImportConflictPolicy = 'keepMine';

/** What an upload may be: checked before anything is read, and again while a ZIP is unpacked. */
export const IMPORT_LIMITS = {
  /** One upload, all its files together. */
  uploadBytes: 50 * 1024 * 1024,
  /** Files in one upload (a Letterboxd export holds a few dozen lists). */
  files: 200,
  /** Entries in one ZIP. */
  zipEntries: 2_000,
  /** Everything a ZIP unpacks to, together: far above any real export, far below a ZIP bomb. */
  unpackedBytes: 200 * 1024 * 1024,
  /** Rows one import may hold. */
  rows: 200_000,
} as const;

/** A job's life: queued until an instance takes it, running, then done or failed; an undone job removed its data. */
export const IMPORT_JOB_STATES = ['queued', 'running', 'done', 'failed', 'undone'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];

/** What one row of a file is. */
export const IMPORT_ROW_KINDS = ['play', 'rating', 'review', 'watchlist', 'like', 'list', 'listItem'] as const;
export type ImportRowKind = (typeof IMPORT_ROW_KINDS)[number];

/**
 * What became of one row: imported; already there (nothing added); skipped (kept for a reason, e.g. the user's own
 * rating wins); unmatched (no title found; the user can pick one or dismiss it); dismissed by the user.
 */
export const IMPORT_ROW_STATES = ['pending', 'imported', 'existing', 'skipped', 'unmatched', 'dismissed'] as const;
export type ImportRowState = (typeof IMPORT_ROW_STATES)[number];

/** How a row was matched to a catalog title. */
export const IMPORT_MATCH_METHODS = ['tmdbId', 'imdbId', 'tvdbId', 'titleYear', 'search', 'tmdb', 'manual'] as const;
export type ImportMatchMethod = (typeof IMPORT_MATCH_METHODS)[number];

/** Why a row was skipped or left unmatched; each has a message in both locales. */
export const IMPORT_ROW_REASONS = [
  'notInCatalog',
  'noTitleName',
  'tvdbNeedsTmdb',
  'keptYourRating',
  'notSupported',
  'episodeOfMovie',
] as const;
export type ImportRowReason = (typeof IMPORT_ROW_REASONS)[number];

export const IMPORT_ROW_REASON_MESSAGES: Record<ImportRowReason, string> = {
  notInCatalog: 'No title with this name and year is in the catalog.',
  noTitleName: 'The row names no title.',
  tvdbNeedsTmdb: 'TV Time names episodes by TheTVDB id only; matching them needs the live TMDB catalog.',
  keptYourRating: 'You had already rated or reviewed this title; your own was kept.',
  notSupported: 'Watchify does not keep this kind of item (people, seasons or single episodes in lists and ratings).',
  episodeOfMovie: 'The row is an episode, but the title matched is a movie.',
};

/** Why an upload or a job failed as a whole; nothing was written. The API answers these codes with these messages. */
export const IMPORT_ERRORS = [
  'importFileMissing',
  'importFileEmpty',
  'importTooLarge',
  'importTooManyFiles',
  'importZipUnsafe',
  'importZipTooLarge',
  'importNotReadable',
  'importWrongSource',
  'importBadHeader',
  'importBadJson',
  'importNothingFound',
  'importTooManyRows',
  'importNotFound',
  'importRowNotFound',
  'importStillRunning',
  'importAlreadyUndone',
  'importRowNotFixable',
  'importInterrupted',
] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number];

export const IMPORT_MESSAGES: Record<ImportError, string> = {
  importFileMissing: 'Choose a file to import.',
  importFileEmpty: 'The file is empty.',
  importTooLarge: 'The upload is larger than 50 MB.',
  importTooManyFiles: 'Too many files in one upload.',
  importZipUnsafe: 'The ZIP file holds paths outside its own folder, so it was not opened.',
  importZipTooLarge: 'The ZIP file unpacks to more than we accept (too many or too large files).',
  importNotReadable: 'The file is neither a CSV, a JSON nor a ZIP file we can read.',
  importWrongSource: 'This file does not come from the source you chose.',
  importBadHeader: 'A CSV file has columns we do not recognise for this source.',
  importBadJson: 'A JSON file is cut short or is not valid JSON.',
  importNothingFound: 'The upload holds no file this source exports.',
  importTooManyRows: 'The upload holds more rows than one import accepts.',
  importNotFound: 'This import does not exist.',
  importRowNotFound: 'This row is not part of the import.',
  importStillRunning: 'The import is still running; wait until it ends.',
  importAlreadyUndone: 'This import was already undone.',
  importRowNotFixable: 'Only an unmatched row can be matched or dismissed.',
  importInterrupted: 'The import stopped before it ended.',
};

/** Rows per page of an import's report. */
export const IMPORT_ROWS_PAGE_SIZE = { default: 50, max: 200 } as const;

/** Our 1–5 whole stars from a source's value: half stars and tens round half up (4.5 → 5, 7/10 → 4). */
export function starsFromSource(value: number, scale: 5 | 10): number {
  const stars = scale === 10 ? value / 2 : value;
  return Math.min(5, Math.max(1, Math.floor(stars + 0.5)));
}
