import { parse } from 'csv-parse/sync';
import { ImportFileError } from './import-record.js';

/** One record of a CSV file and the 1-based physical line it starts on (a quoted review may span many lines). */
export interface CsvRow {
  cells: string[];
  line: number;
}

const LINE_BREAK = /\r\n|\r|\n/g;

function lineBreaks(cells: string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (cell.includes('\n') || cell.includes('\r')) count += cell.match(LINE_BREAK)?.length ?? 0;
  }
  return count;
}

/**
 * Every record of a CSV text, empty lines included (as `['']`, which list files need to find their blocks). Line
 * numbers are counted here, not taken from csv-parse's `info.lines`, which counts a CRLF inside quotes twice.
 */
export function readCsv(text: string, file: string): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, bom: true, skip_empty_lines: false, relax_quotes: true });
  } catch {
    // An unclosed quote or a stray one in a field: not a CSV this source wrote.
    throw new ImportFileError('importBadHeader', file);
  }
  const rows: CsvRow[] = [];
  let line = 1;
  for (const cells of records) {
    rows.push({ cells, line });
    line += 1 + lineBreaks(cells);
  }
  return rows;
}

/** An empty line (csv-parse gives it as one empty cell) or a row of empty cells. */
export function isBlank(row: CsvRow): boolean {
  return row.cells.every((cell) => cell.trim() === '');
}

/** Where each named column is, or null when a required one is missing (names are exact; order and extras are free). */
export function findColumns<const T extends string>(
  header: string[],
  required: readonly T[],
  optional: readonly string[] = [],
): (Record<T, number> & Record<string, number | undefined>) | null {
  const at: Record<string, number> = {};
  header.forEach((name, index) => {
    const key = name.trim();
    if (at[key] === undefined) at[key] = index;
  });
  for (const name of required) if (at[name] === undefined) return null;
  const columns: Record<string, number | undefined> = {};
  for (const name of [...required, ...optional]) columns[name] = at[name];
  return columns as Record<T, number> & Record<string, number | undefined>;
}

/** The same as findColumns, but a missing column is the file's error. */
export function requireColumns<const T extends string>(
  header: string[],
  required: readonly T[],
  optional: readonly string[],
  file: string,
): Record<T, number> & Record<string, number | undefined> {
  const columns = findColumns(header, required, optional);
  if (!columns) throw new ImportFileError('importBadHeader', file);
  return columns;
}

/** A cell's trimmed text, '' when the row is shorter than the header. */
export function cell(row: CsvRow, index: number | undefined): string {
  if (index === undefined) return '';
  return (row.cells[index] ?? '').trim();
}

/** A cell as text, or null when empty. */
export function textOrNull(row: CsvRow, index: number | undefined): string | null {
  const value = cell(row, index);
  return value === '' ? null : value;
}

/** A cell as an integer, or null when empty or not a number. */
export function intOrNull(row: CsvRow, index: number | undefined): number | null {
  const value = cell(row, index);
  if (!/^-?\d+$/.test(value)) return null;
  return Number(value);
}
