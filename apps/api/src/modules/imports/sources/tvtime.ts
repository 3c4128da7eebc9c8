import { IMPORT_LIMITS } from '@watchify/contract';
import { type CsvRow, cell, findColumns, intOrNull, isBlank, requireColumns, textOrNull } from './csv.js';
import { ImportFileError, type ImportRecord, type TitleRef } from './import-record.js';
import { type Claim, dayOf, type SourceFile, type SourceReader } from './source-file.js';

/**
 * TV Time's GDPR export (the 2020–2025 generation): episodes seen and rewatched, named only by TheTVDB's episode id,
 * and the shows followed or favourited, by TheTVDB's show id. Line numbers are physical lines (1 = the header).
 */

const FILES = {
  'seen_episode.csv': ['episode_id', 'created_at'],
  'rewatched_episode.csv': ['episode_id', 'cpt', 'created_at'],
  'user_tv_show_data.csv': ['tv_show_id', 'is_followed', 'is_favorited', 'nb_episodes_seen'],
} as const satisfies Record<string, readonly string[]>;
type FileName = keyof typeof FILES;

/** Other files of the export, with nothing we read (or in a layout we have no real sample of). */
const KNOWN =
  /^(followed_tv_show|tracking-prod-records.*|show_seen_episode_latest|tv_show_rate|user|emotion.*|vote.*)\.csv$/;

function isFileName(base: string): base is FileName {
  return Object.hasOwn(FILES, base);
}

function claim(file: SourceFile): Claim {
  if (!file.isCsv) return null;
  if (isFileName(file.base)) return findColumns(file.header(), FILES[file.base]) ? 'read' : 'badHeader';
  return KNOWN.test(file.base) ? 'known' : null;
}

function episodeRef(row: CsvRow, at: number | undefined): TitleRef {
  return { mediaType: 'tv', tvdbEpisodeId: intOrNull(row, at), name: null, year: null };
}

function parseFile(file: SourceFile, base: FileName, out: ImportRecord[]): void {
  const [header, ...rows] = file.rows();
  const at = requireColumns(header?.cells ?? [], FILES[base], ['updated_at', 'tv_show_name'], file.name);
  for (const row of rows) {
    if (isBlank(row)) continue;
    const origin = { file: file.name, line: row.line };
    if (base === 'seen_episode.csv') {
      const title = episodeRef(row, at.episode_id);
      out.push({
        ...origin,
        kind: 'play',
        title,
        watchedOn: dayOf(cell(row, at.created_at)),
        rewatch: false,
        note: null,
      });
    } else if (base === 'rewatched_episode.csv') {
      // `cpt` rewatches between created_at (the first) and updated_at (the last); the ones between have no day.
      const title = episodeRef(row, at.episode_id);
      const count = intOrNull(row, at.cpt) ?? 1;
      // A huge `cpt` must not fill the memory before the row limit is checked.
      if (out.length + count > IMPORT_LIMITS.rows) throw new ImportFileError('importTooManyRows', file.name);
      for (let i = 0; i < count; i++) {
        const day = i === 0 ? cell(row, at.created_at) : i === count - 1 ? cell(row, at.updated_at) : null;
        out.push({ ...origin, kind: 'play', title, watchedOn: dayOf(day), rewatch: true, note: null });
      }
    } else {
      const title: TitleRef = {
        mediaType: 'tv',
        tvdbId: intOrNull(row, at.tv_show_id),
        name: textOrNull(row, at.tv_show_name),
        year: null,
      };
      // A followed show with episodes seen is already in the plays; one with none is one to watch.
      if (cell(row, at.is_followed) === '1' && intOrNull(row, at.nb_episodes_seen) === 0)
        out.push({ ...origin, kind: 'watchlist', title, addedAt: null });
      if (cell(row, at.is_favorited) === '1')
        out.push({ ...origin, kind: 'like', title, likedAt: null, value: 'like' });
    }
  }
}

function parse(files: SourceFile[]): ImportRecord[] {
  const out: ImportRecord[] = [];
  for (const file of files) if (isFileName(file.base)) parseFile(file, file.base, out);
  return out;
}

export const tvtime: SourceReader = { claim, parse };
