import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportedFeedback,
  type ExportedList,
  type ExportedPlay,
  type ExportedRating,
  type ExportedTitle,
  type ExportedWatchlistItem,
  type ExportManifest,
} from '../export-format.js';
import { ImportFileError, type ImportRecord, type TitleRef } from './import-record.js';
import type { Claim, SourceFile, SourceReader } from './source-file.js';

/**
 * Our own export (export-format.ts): only the `watchify/*.json` files, and only when `watchify/manifest.json` says
 * so. A row's "line" is the item's 1-based position in its file's array (a list item: its list's position).
 */

const READ = new Set(['manifest.json', 'history.json', 'ratings.json', 'watchlist.json', 'likes.json', 'lists.json']);
const KNOWN = new Set(['profile.json', 'friends.json', 'messages.json']);

function claim(file: SourceFile): Claim {
  if (file.folder === 'watchify') {
    if (READ.has(file.base)) return 'read';
    return KNOWN.has(file.base) ? 'known' : null;
  }
  // The Letterboxd copy inside our ZIP (`letterboxd/*.csv`, `letterboxd/lists/*.csv`) repeats what the JSON holds.
  const folders = file.segments.slice(-3, -1);
  return folders.includes('letterboxd') && file.isCsv ? 'known' : null;
}

function isTitle(value: unknown): value is ExportedTitle {
  const title = value as Partial<ExportedTitle> | null;
  return (
    typeof title === 'object' &&
    title !== null &&
    (title.mediaType === 'movie' || title.mediaType === 'tv') &&
    Number.isInteger(title.id)
  );
}

function titleRef(title: ExportedTitle, season?: number | null, episode?: number | null): TitleRef {
  return {
    mediaType: title.mediaType,
    tmdbId: title.id,
    imdbId: title.imdbId,
    name: title.title,
    year: title.year,
    ...(season !== undefined ? { season, episode } : {}),
  };
}

function array<T>(file: SourceFile | undefined): T[] {
  if (!file) return [];
  const value = file.json();
  if (!Array.isArray(value)) throw new ImportFileError('importBadJson', file.name);
  return value as T[];
}

function parse(files: SourceFile[]): ImportRecord[] {
  const find = (base: string) => files.find((file) => file.base === base);
  const manifestFile = find('manifest.json');
  const manifest = manifestFile?.json() as Partial<ExportManifest> | undefined;
  if (!manifest || manifest.format !== EXPORT_FORMAT || manifest.version !== EXPORT_VERSION)
    throw new ImportFileError('importWrongSource', manifestFile?.name);

  const out: ImportRecord[] = [];
  const each = <T>(base: string, map: (item: T, origin: { file: string; line: number }) => void) => {
    const file = find(base);
    array<T>(file).forEach((item, index) => {
      // A hand-edited file may hold anything: an item that names no title of ours is left out.
      if (base !== 'lists.json' && !isTitle(item)) return;
      map(item, { file: file?.name ?? base, line: index + 1 });
    });
  };
  each<ExportedPlay>('history.json', (play, origin) => {
    out.push({
      ...origin,
      kind: 'play',
      title: titleRef(play, play.season, play.episode),
      watchedOn: play.watchedOn,
      rewatch: play.rewatch,
      note: play.note,
    });
  });
  each<ExportedRating>('ratings.json', (rated, origin) => {
    const title = titleRef(rated);
    const rating = rated.sourceRating ?? { value: rated.rating, scale: 5 as const };
    out.push({ ...origin, kind: 'rating', title, rating, ratedAt: rated.ratedAt });
    if (rated.review !== null && rated.review.trim() !== '')
      out.push({
        ...origin,
        kind: 'review',
        title,
        text: rated.review.trim(),
        spoiler: rated.spoiler,
        rating,
        writtenAt: rated.ratedAt,
        watchedOn: null,
      });
  });
  each<ExportedWatchlistItem>('watchlist.json', (item, origin) => {
    out.push({ ...origin, kind: 'watchlist', title: titleRef(item), addedAt: item.addedAt });
  });
  each<ExportedFeedback>('likes.json', (mark, origin) => {
    out.push({ ...origin, kind: 'like', title: titleRef(mark), likedAt: mark.at, value: mark.value });
  });
  each<ExportedList>('lists.json', (list, origin) => {
    const listKey = `watchify-list-${origin.line}`;
    out.push({
      ...origin,
      kind: 'list',
      listKey,
      name: list.name,
      description: list.description,
      createdAt: list.createdAt,
      ...(['public', 'friends', 'private'].includes(list.visibility) ? { visibility: list.visibility } : {}),
    });
    for (const item of (Array.isArray(list.items) ? list.items : []).filter(isTitle)) {
      out.push({
        ...origin,
        kind: 'listItem',
        listKey,
        title: titleRef(item),
        position: item.position,
        note: item.note,
      });
    }
  });
  return out;
}

export const watchify: SourceReader = { claim, parse };
