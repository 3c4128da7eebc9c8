import type { ImportRowKind } from '@watchify/contract';
import { type CsvRow, cell, findColumns, intOrNull, isBlank, requireColumns, textOrNull } from './csv.js';
import type { ImportRecord, TitleRef } from './import-record.js';
import { type Claim, dayOf, type SourceFile, type SourceReader, yearOrNull } from './source-file.js';

/**
 * IMDb's CSV exports: ratings, and the watchlist or any list (same layout). Recognised by their header, whatever the
 * file is called; legacy and 2024+ layouts both (the newer adds `Original Title`). Line numbers are the physical line
 * a row starts on (1 = the header).
 */

const RATINGS = ['Const', 'Your Rating', 'Date Rated', 'Title', 'Title Type', 'Year'] as const;
const LIST = ['Position', 'Const', 'Created', 'Title', 'Title Type', 'Year'] as const;
const OPTIONAL = ['Original Title', 'Your Rating', 'Date Rated'];
/** Names IMDb gives its exports: such a file with other columns is a broken IMDb file, not someone else's. */
const NAMES = new Set(['ratings.csv', 'watchlist.csv']);

/** Both vocabularies of `Title Type`: legacy (`tvMovie`) and 2024+ (`TV Movie`). */
const MEDIA_TYPES: Record<string, 'movie' | 'tv'> = {
  movie: 'movie',
  tvMovie: 'movie',
  video: 'movie',
  short: 'movie',
  tvShort: 'movie',
  tvSpecial: 'movie',
  Movie: 'movie',
  'TV Movie': 'movie',
  Video: 'movie',
  Short: 'movie',
  'TV Short': 'movie',
  'TV Special': 'movie',
  tvSeries: 'tv',
  tvMiniSeries: 'tv',
  'TV Series': 'tv',
  'TV Mini Series': 'tv',
};

function kindOf(header: string[]): 'ratings' | 'list' | null {
  if (findColumns(header, LIST)) return 'list';
  if (findColumns(header, RATINGS)) return 'ratings';
  return null;
}

function claim(file: SourceFile): Claim {
  if (!file.isCsv) return null;
  if (kindOf(file.header())) return 'read';
  return NAMES.has(file.base) ? 'badHeader' : null;
}

function parseFile(file: SourceFile, out: ImportRecord[]): void {
  const [header, ...rows] = file.rows();
  const kind = kindOf(header?.cells.map((name) => name.trim()) ?? []);
  const at = requireColumns(header?.cells ?? [], kind === 'list' ? LIST : RATINGS, OPTIONAL, file.name);
  for (const row of rows) {
    if (isBlank(row)) continue;
    const origin = { file: file.name, line: row.line };
    const type = MEDIA_TYPES[cell(row, at['Title Type'])];
    const title = titleOf(row, at, type ?? null);
    const label = `${title.name ?? cell(row, at.Const)}${title.year ? ` (${title.year})` : ''}`;
    const unsupported = (as: ImportRowKind): ImportRecord => ({
      ...origin,
      kind: 'unsupported',
      as,
      label,
      reason: 'notSupported',
    });
    const yourRating = intOrNull(row, at['Your Rating']);
    const rated = yourRating !== null && yourRating >= 1 && yourRating <= 10;
    if (kind === 'list')
      out.push(
        type ? { ...origin, kind: 'watchlist', title, addedAt: textOrNull(row, at.Created) } : unsupported('watchlist'),
      );
    // Watchify rates whole titles: an episode's (or a game's) rating has nowhere to go.
    if (rated && !type) {
      if (kind === 'ratings') out.push(unsupported('rating'));
    } else if (rated && yourRating !== null) {
      out.push({
        ...origin,
        kind: 'rating',
        title,
        rating: { value: yourRating, scale: 10 },
        ratedAt: dayOf(textOrNull(row, at['Date Rated'])),
      });
    }
  }
}

function titleOf(row: CsvRow, at: Record<string, number | undefined>, mediaType: 'movie' | 'tv' | null): TitleRef {
  const imdbId = cell(row, at.Const);
  return {
    mediaType,
    imdbId: /^tt\d+$/.test(imdbId) ? imdbId : null,
    // The original title matches the catalog; `Title` is localised to the exporting account's language.
    name: textOrNull(row, at['Original Title']) ?? textOrNull(row, at.Title),
    year: yearOrNull(cell(row, at.Year)),
  };
}

function parse(files: SourceFile[]): ImportRecord[] {
  const out: ImportRecord[] = [];
  for (const file of files) parseFile(file, out);
  return out;
}

export const imdb: SourceReader = { claim, parse };
