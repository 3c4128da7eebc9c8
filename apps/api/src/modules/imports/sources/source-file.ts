import { type CsvRow, readCsv } from './csv.js';
import { ImportFileError, type ImportRecord, type UploadedFile } from './import-record.js';
import { decodeText } from './upload.js';

/**
 * A file of the upload as the parsers see it: its path, its lower-case base name, and its text, CSV rows or JSON,
 * each worked out once when first asked for (several sources may look at the same file to recognise it).
 */
export class SourceFile {
  readonly name: string;
  /** The last path segment, lower case: exports are matched by it, whatever folder a ZIP nests them in. */
  readonly base: string;
  /** The path's segments, lower case. */
  readonly segments: string[];
  private readonly bytes: Uint8Array;
  private textCache: string | undefined;
  private rowsCache: CsvRow[] | undefined;
  private jsonCache: { value: unknown } | undefined;

  constructor(file: UploadedFile) {
    this.name = file.name;
    this.bytes = file.bytes;
    this.segments = file.name.toLowerCase().split(/[/\\]/);
    this.base = this.segments[this.segments.length - 1] ?? '';
  }

  get isCsv(): boolean {
    return this.base.endsWith('.csv');
  }

  /** A file named `.json`, or one whose text opens like a JSON array or object. */
  get isJson(): boolean {
    if (this.base.endsWith('.json')) return true;
    if (this.isCsv) return false;
    const first = this.text().trimStart()[0];
    return first === '[' || first === '{';
  }

  /** The folder the file sits in (lower case), '' at the top. */
  get folder(): string {
    return this.segments[this.segments.length - 2] ?? '';
  }

  text(): string {
    this.textCache ??= decodeText(this.bytes);
    return this.textCache;
  }

  rows(): CsvRow[] {
    this.rowsCache ??= readCsv(this.text(), this.name);
    return this.rowsCache;
  }

  /** The header row's cells (the first record), [] for an empty file. */
  header(): string[] {
    return this.rows()[0]?.cells.map((name) => name.trim()) ?? [];
  }

  json(): unknown {
    if (!this.jsonCache) {
      try {
        this.jsonCache = { value: JSON.parse(this.text()) };
      } catch {
        throw new ImportFileError('importBadJson', this.name);
      }
    }
    return this.jsonCache.value;
  }
}

/**
 * What a source makes of one file: `read` it, `known` (its own file it deliberately leaves out, e.g. Letterboxd's
 * `deleted/diary.csv`), `badHeader` (named like its file but with other columns), or null (not its file).
 */
export type Claim = 'read' | 'known' | 'badHeader' | null;

export interface SourceReader {
  claim(file: SourceFile): Claim;
  /** Reads the files it claimed `read`, in the upload's order. */
  parse(files: SourceFile[]): ImportRecord[];
}

/** A calendar day from a date or timestamp that starts with one (`2021-05-01`, `2021-05-01T…`, `2021-05-01 21:…`). */
export function dayOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match?.[1] ?? null;
}

/** A year cell: four digits, else null. */
export function yearOrNull(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (!value) return null;
  const trimmed = value.trim();
  return /^\d{4}$/.test(trimmed) ? Number(trimmed) : null;
}
