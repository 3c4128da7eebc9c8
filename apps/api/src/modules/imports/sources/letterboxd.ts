import { type CsvRow, cell, findColumns, intOrNull, isBlank, requireColumns, textOrNull } from './csv.js';
import type { ImportRecord, SourceRating, TitleRef } from './import-record.js';
import { type Claim, dayOf, type SourceFile, type SourceReader, yearOrNull } from './source-file.js';

/**
 * Letterboxd's account export (the unzipped ZIP or its loose CSVs). Titles are named by Name and Year only: the
 * `Letterboxd URI` of a diary or review row points at the diary entry, not the film, so no URI is used as an id.
 * Line numbers are the physical line a row starts on (1 = the header), so a multi-line review counts all its lines.
 */

const TITLE = ['Date', 'Name', 'Year', 'Letterboxd URI'] as const;

/** The files read, by base name, and the columns each must have. */
const FILES = {
  'diary.csv': [...TITLE, 'Watched Date'],
  'watched.csv': TITLE,
  'ratings.csv': [...TITLE, 'Rating'],
  'reviews.csv': [...TITLE, 'Review'],
  'watchlist.csv': TITLE,
  // likes/films.csv; `films.csv` when the files come loose.
  'films.csv': TITLE,
} as const satisfies Record<string, readonly string[]>;
type FileName = keyof typeof FILES;

/** Letterboxd files with nothing Watchify keeps (liked lists and reviews, comments, the profile). */
const KNOWN = new Set(['comments.csv', 'profile.csv', 'lists.csv', 'social.csv']);
/** Folders of entries the user deleted, or whose film Letterboxd no longer has. */
const SKIPPED_FOLDERS = new Set(['deleted', 'orphaned']);

/** A list's own row: `Date,Name,Tags,URL,Description` (Tags tells it from a watchlist's `Date,Name,Year,…`). */
const LIST_HEADER = ['Date', 'Name', 'Tags', 'URL'] as const;
const LIST_ITEMS = ['Position', 'Name', 'Year'] as const;

function isFileName(base: string): base is FileName {
  return Object.hasOwn(FILES, base);
}

/** Where a list file's header row is: line 1 ("Letterboxd list export v7" or empty in older exports), or line 0. */
function listHeaderIndex(rows: CsvRow[]): number | null {
  for (const index of [1, 0]) {
    const row = rows[index];
    if (row && findColumns(row.cells, LIST_HEADER)) return index;
  }
  return null;
}

function claim(file: SourceFile): Claim {
  if (!file.isCsv) return null;
  const folders = file.segments.slice(0, -1);
  const inSkippedFolder = folders.some((folder) => SKIPPED_FOLDERS.has(folder));
  if (file.folder === 'likes' && file.base !== 'films.csv') return 'known';
  if (KNOWN.has(file.base)) return 'known';
  if (isFileName(file.base)) {
    if (!findColumns(file.header(), FILES[file.base])) return 'badHeader';
    return inSkippedFolder ? 'known' : 'read';
  }
  if (listHeaderIndex(file.rows()) !== null) return inSkippedFolder ? 'known' : 'read';
  if (file.folder === 'lists') return 'badHeader';
  return null;
}

function title(row: CsvRow, name: number | undefined, year: number | undefined): TitleRef {
  return { mediaType: 'movie', name: textOrNull(row, name), year: yearOrNull(cell(row, year)) };
}

/** Half stars, 0.5–5; anything else is no rating. */
function rating(row: CsvRow, index: number | undefined): SourceRating | null {
  const text = cell(row, index);
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > 5) return null;
  return { value, scale: 5 };
}

function parseTitled(file: SourceFile, base: FileName, out: ImportRecord[]): void {
  const [header, ...rows] = file.rows();
  const at = requireColumns(
    header?.cells ?? [],
    FILES[base],
    ['Rating', 'Rewatch', 'Watched Date', 'Spoiler'],
    file.name,
  );
  const origin = (row: CsvRow) => ({ file: file.name, line: row.line });
  for (const row of rows) {
    if (isBlank(row)) continue;
    const ref = title(row, at.Name, at.Year);
    const date = textOrNull(row, at.Date);
    const watchedDate = dayOf(textOrNull(row, at['Watched Date']));
    switch (base) {
      case 'diary.csv': {
        out.push({
          ...origin(row),
          kind: 'play',
          title: ref,
          watchedOn: watchedDate ?? dayOf(date),
          rewatch: cell(row, at.Rewatch) === 'Yes',
          note: null,
        });
        const stars = rating(row, at.Rating);
        if (stars) out.push({ ...origin(row), kind: 'rating', title: ref, rating: stars, ratedAt: date });
        break;
      }
      case 'watched.csv':
        // No day: the importer adds it only when the user has no play of the title yet.
        out.push({ ...origin(row), kind: 'play', title: ref, watchedOn: null, rewatch: false, note: null });
        break;
      case 'ratings.csv': {
        const stars = rating(row, at.Rating);
        if (stars) out.push({ ...origin(row), kind: 'rating', title: ref, rating: stars, ratedAt: date });
        break;
      }
      case 'reviews.csv': {
        const text = cell(row, at.Review);
        if (text === '') break;
        out.push({
          ...origin(row),
          kind: 'review',
          title: ref,
          text,
          spoiler: cell(row, at.Spoiler) === 'Yes',
          rating: rating(row, at.Rating),
          writtenAt: date,
          watchedOn: watchedDate,
        });
        break;
      }
      case 'watchlist.csv':
        out.push({ ...origin(row), kind: 'watchlist', title: ref, addedAt: date });
        break;
      case 'films.csv':
        out.push({ ...origin(row), kind: 'like', title: ref, likedAt: date, value: 'like' });
        break;
    }
  }
}

/** A list file: its header block (one row naming the list), an empty line, then its items. */
function parseList(file: SourceFile, out: ImportRecord[]): void {
  const rows = file.rows();
  const headerIndex = listHeaderIndex(rows) ?? 0;
  const listAt = requireColumns(rows[headerIndex]?.cells ?? [], LIST_HEADER, ['Description'], file.name);
  const listRow = rows[headerIndex + 1];
  const listKey = file.name;
  const fallbackName = file.base.replace(/\.csv$/, '');
  out.push({
    file: file.name,
    line: listRow?.line ?? 1,
    kind: 'list',
    listKey,
    name: (listRow && textOrNull(listRow, listAt.Name)) ?? fallbackName,
    description: listRow ? textOrNull(listRow, listAt.Description) : null,
    createdAt: listRow ? textOrNull(listRow, listAt.Date) : null,
  });
  const itemsHeader = rows.findIndex((row, index) => index > headerIndex + 1 && findColumns(row.cells, LIST_ITEMS));
  if (itemsHeader === -1) return;
  const at = requireColumns(rows[itemsHeader]?.cells ?? [], LIST_ITEMS, ['Description'], file.name);
  let fallbackPosition = 0;
  for (const row of rows.slice(itemsHeader + 1)) {
    if (isBlank(row)) continue;
    fallbackPosition += 1;
    out.push({
      file: file.name,
      line: row.line,
      kind: 'listItem',
      listKey,
      title: title(row, at.Name, at.Year),
      position: intOrNull(row, at.Position) ?? fallbackPosition,
      note: textOrNull(row, at.Description),
    });
  }
}

function parse(files: SourceFile[]): ImportRecord[] {
  const out: ImportRecord[] = [];
  for (const file of files) {
    if (isFileName(file.base)) parseTitled(file, file.base, out);
    else parseList(file, out);
  }
  return out;
}

export const letterboxd: SourceReader = { claim, parse };
