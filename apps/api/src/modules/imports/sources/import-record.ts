import type { ImportRowKind, ImportRowReason, ImportSource } from '@watchify/contract';

/** A file of an upload, unpacked from its ZIP where it came in one: its path inside the upload and its bytes. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * How a row names its title: whatever ids the source gave, then its name and year. `mediaType` is null when the
 * source does not say (a Letterboxd row is a film; an IMDb row says its type).
 */
export interface TitleRef {
  mediaType: 'movie' | 'tv' | null;
  tmdbId?: number | null;
  imdbId?: string | null;
  tvdbId?: number | null;
  name: string | null;
  year: number | null;
  /** An episode of the show: its numbers (Trakt) or only TheTVDB's episode id (TV Time). */
  season?: number | null;
  episode?: number | null;
  tvdbEpisodeId?: number | null;
}

/** Where a row came from, for the report: the file's name inside the upload and the row's line (1 = header). */
export interface RowOrigin {
  file: string;
  line: number;
}

/** A source's rating kept as given, so nothing is lost when our scale is coarser. */
export interface SourceRating {
  value: number;
  scale: 5 | 10;
}

/**
 * One thing a file says, in Watchify's terms. Dates are `YYYY-MM-DD` (a play's day) or ISO timestamps (when it was
 * rated, added or liked); null when the file does not say.
 */
export type ImportRecord = RowOrigin &
  (
    | { kind: 'play'; title: TitleRef; watchedOn: string | null; rewatch: boolean; note: string | null }
    | { kind: 'rating'; title: TitleRef; rating: SourceRating; ratedAt: string | null }
    | {
        kind: 'review';
        title: TitleRef;
        text: string;
        spoiler: boolean;
        rating: SourceRating | null;
        writtenAt: string | null;
        /** The play it belongs to, when the source ties it to one (Letterboxd's "Watched Date"). */
        watchedOn: string | null;
      }
    | { kind: 'watchlist'; title: TitleRef; addedAt: string | null }
    | { kind: 'like'; title: TitleRef; likedAt: string | null; value: 'like' | 'dislike' }
    | {
        kind: 'list';
        listKey: string;
        name: string;
        description: string | null;
        createdAt: string | null;
        /** Who may read it, when the source says (our own export); else the list is private. */
        visibility?: 'public' | 'friends' | 'private';
      }
    | { kind: 'listItem'; listKey: string; title: TitleRef; position: number; note: string | null }
    /** A row the source has but Watchify does not keep (a rating of an episode, a person in a list). */
    | { kind: 'unsupported'; as: ImportRowKind; label: string; reason: ImportRowReason }
  );

/** A whole upload that cannot be imported; the code is one of the contract's `IMPORT_ERRORS`. */
export class ImportFileError extends Error {
  constructor(
    readonly code:
      | 'importFileEmpty'
      | 'importTooLarge'
      | 'importTooManyFiles'
      | 'importZipUnsafe'
      | 'importZipTooLarge'
      | 'importNotReadable'
      | 'importWrongSource'
      | 'importBadHeader'
      | 'importBadJson'
      | 'importNothingFound'
      | 'importTooManyRows',
    /** Which file, for the logs and the message's detail. */
    readonly file?: string,
  ) {
    super(file ? `${code}: ${file}` : code);
  }
}

/** What every source's parser is: the upload's files in, its rows out, or an ImportFileError. */
export type SourceParser = (files: UploadedFile[]) => ImportRecord[];

export type { ImportSource };
