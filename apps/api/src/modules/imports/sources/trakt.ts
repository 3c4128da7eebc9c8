import { IMPORT_LIMITS, type ImportRowKind } from '@watchify/contract';
import { ImportFileError, type ImportRecord, type TitleRef } from './import-record.js';
import { type Claim, type SourceFile, type SourceReader, yearOrNull } from './source-file.js';

/**
 * Trakt: its data export (`watched-history-N.json`, `ratings-*.json`, `lists-*.json`, …) and the sync API's responses
 * (`/sync/history`, `/sync/watched/*`, `/sync/ratings`, `/sync/watchlist`), recognised by the shape of their items
 * rather than their names (only a list's items are told from the watchlist by name). A row's "line" is the item's
 * 1-based position in its file's array.
 */

type Json = Record<string, unknown>;
type Shape = 'history' | 'watched' | 'ratings' | 'watchlist' | 'listItems' | 'lists' | 'ignored';

/** Files the export or the API holds that we recognise as Trakt's but do not read (or that are empty). */
const TRAKT_NAME =
  /^(watched|ratings|lists|collection|hidden|user|sync|comments|likes|network|shows|movies)[-_].*\.json$/;
const LIST_ITEMS_NAME = /^lists-list-(\d+)-?(.*)\.json$/;

function object(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}
function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
function int(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

const shapes = new WeakMap<SourceFile, Shape | null>();

function shapeOf(file: SourceFile): Shape | null {
  if (shapes.has(file)) return shapes.get(file) ?? null;
  const shape = detectShape(file);
  shapes.set(file, shape);
  return shape;
}

function detectShape(file: SourceFile): Shape | null {
  if (!file.isJson || file.isCsv) return null;
  const value = file.json();
  const named = TRAKT_NAME.test(file.base);
  if (!Array.isArray(value)) return named ? 'ignored' : null;
  const first = object(value[0]);
  if (!first) return named ? 'ignored' : null;
  if ('watched_at' in first) return 'history';
  if ('plays' in first && 'last_watched_at' in first && ('movie' in first || 'show' in first)) return 'watched';
  if ('rated_at' in first && 'rating' in first) return 'ratings';
  if ('listed_at' in first) {
    if (LIST_ITEMS_NAME.test(file.base)) return 'listItems';
    return file.base.includes('favorites') ? 'ignored' : 'watchlist';
  }
  if (typeof first.name === 'string' && object(first.ids) && ('item_count' in first || 'privacy' in first))
    return 'lists';
  if ('paused_at' in first || 'collected_at' in first || 'last_collected_at' in first || 'hidden_at' in first)
    return 'ignored';
  return named ? 'ignored' : null;
}

function claim(file: SourceFile): Claim {
  const shape = shapeOf(file);
  if (!shape) return null;
  return shape === 'ignored' ? 'known' : 'read';
}

/** The media an item is about: its `type`, or (sync API items carry none) the most specific key it has. */
function typeOf(item: Json): string | null {
  if (typeof item.type === 'string') return item.type;
  for (const key of ['episode', 'season', 'person', 'movie', 'show']) if (object(item[key])) return key;
  return null;
}

function movieRef(movie: Json | null): TitleRef {
  const ids = object(movie?.ids);
  return {
    mediaType: 'movie',
    tmdbId: int(ids?.tmdb),
    imdbId: str(ids?.imdb),
    name: str(movie?.title),
    year: yearOrNull(int(movie?.year)),
  };
}

function showRef(show: Json | null): TitleRef {
  const ids = object(show?.ids);
  return {
    mediaType: 'tv',
    tmdbId: int(ids?.tmdb),
    imdbId: str(ids?.imdb),
    tvdbId: int(ids?.tvdb),
    name: str(show?.title),
    year: yearOrNull(int(show?.year)),
  };
}

/** A title ref of a movie or show item, or null for the kinds Watchify does not keep there. */
function wholeTitle(item: Json): TitleRef | null {
  const type = typeOf(item);
  if (type === 'movie') return movieRef(object(item.movie));
  if (type === 'show') return showRef(object(item.show));
  return null;
}

/** What the report shows for an item we cannot keep: `Show S01E02`, `Show season 3`, a person's name. */
function labelOf(item: Json): string {
  const type = typeOf(item);
  const show = str(object(item.show)?.title) ?? '';
  if (type === 'episode') {
    const episode = object(item.episode);
    const pad = (n: unknown) => String(int(n) ?? '?').padStart(2, '0');
    return `${show} S${pad(episode?.season)}E${pad(episode?.number)}`.trim();
  }
  if (type === 'season') return `${show} season ${int(object(item.season)?.number) ?? '?'}`.trim();
  if (type === 'person') return str(object(item.person)?.name) ?? 'person';
  return str(object(item.movie)?.title) ?? (show || (type ?? 'item'));
}

/** The UTC day of a Trakt timestamp. */
function utcDay(value: unknown): string | null {
  const text = str(value);
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}T.*Z$/.test(text)) return text.slice(0, 10);
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** What tells two plays of the same title or episode apart from others: ids first, then the name and year. */
function titleKey(title: TitleRef): string {
  const id = title.tmdbId ?? title.imdbId ?? title.tvdbId ?? `${title.name}|${title.year}`;
  return `${title.mediaType}:${id}:${title.season ?? ''}:${title.episode ?? ''}`;
}

function items(file: SourceFile): { item: Json; line: number }[] {
  const value = file.json();
  if (!Array.isArray(value)) return [];
  const out: { item: Json; line: number }[] = [];
  value.forEach((entry, index) => {
    const item = object(entry);
    if (item) out.push({ item, line: index + 1 });
  });
  return out;
}

type PlayRecord = Extract<ImportRecord, { kind: 'play' }>;

/** History: one play per item, oldest first; a play is a rewatch when the same title or episode came earlier. */
function historyPlays(files: SourceFile[]): ImportRecord[] {
  const plays: { at: string; record: PlayRecord }[] = [];
  for (const file of files) {
    for (const { item, line } of items(file)) {
      const title = playTitle(item);
      if (!title) continue;
      const at = str(item.watched_at) ?? '';
      plays.push({
        at,
        record: { file: file.name, line, kind: 'play', title, watchedOn: utcDay(at), rewatch: false, note: null },
      });
    }
  }
  plays.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const seen = new Set<string>();
  return plays.map(({ record }) => {
    const key = titleKey(record.title);
    record.rewatch = seen.has(key);
    seen.add(key);
    return record;
  });
}

function playTitle(item: Json): TitleRef | null {
  const type = typeOf(item);
  if (type === 'movie') return movieRef(object(item.movie));
  if (type === 'episode') {
    const episode = object(item.episode);
    return { ...showRef(object(item.show)), season: int(episode?.season), episode: int(episode?.number) };
  }
  return null;
}

/**
 * Watched summaries (no history in the upload): per movie or episode one play on its last day, then `plays - 1`
 * undated rewatches, which is all such a summary says.
 */
function watchedPlays(files: SourceFile[]): ImportRecord[] {
  const out: ImportRecord[] = [];
  const push = (file: SourceFile, line: number, title: TitleRef, plays: unknown, lastWatchedAt: unknown) => {
    const count = Math.max(1, int(plays) ?? 1);
    const base = { file: file.name, line, kind: 'play' as const, title, note: null };
    out.push({ ...base, watchedOn: utcDay(lastWatchedAt), rewatch: false });
    // A huge `plays` must not fill the memory before the row limit is checked.
    if (out.length + count > IMPORT_LIMITS.rows) throw new ImportFileError('importTooManyRows', file.name);
    for (let i = 1; i < count; i++) out.push({ ...base, watchedOn: null, rewatch: true });
  };
  for (const file of files) {
    for (const { item, line } of items(file)) {
      const movie = object(item.movie);
      if (movie) {
        push(file, line, movieRef(movie), item.plays, item.last_watched_at);
        continue;
      }
      const show = showRef(object(item.show));
      for (const seasonValue of Array.isArray(item.seasons) ? item.seasons : []) {
        const season = object(seasonValue);
        for (const episodeValue of Array.isArray(season?.episodes) ? season.episodes : []) {
          const episode = object(episodeValue);
          const title = { ...show, season: int(season?.number), episode: int(episode?.number) };
          push(file, line, title, episode?.plays, episode?.last_watched_at ?? item.last_watched_at);
        }
      }
    }
  }
  return out;
}

function unsupported(file: SourceFile, line: number, item: Json, as: ImportRowKind): ImportRecord {
  return { file: file.name, line, kind: 'unsupported', as, label: labelOf(item), reason: 'notSupported' };
}

function ratings(file: SourceFile, out: ImportRecord[]): void {
  for (const { item, line } of items(file)) {
    const title = wholeTitle(item);
    const value = int(item.rating);
    if (!title) out.push(unsupported(file, line, item, 'rating'));
    else if (value !== null && value >= 1 && value <= 10)
      out.push({
        file: file.name,
        line,
        kind: 'rating',
        title,
        rating: { value, scale: 10 },
        ratedAt: str(item.rated_at),
      });
  }
}

function watchlist(file: SourceFile, out: ImportRecord[]): void {
  for (const { item, line } of items(file)) {
    const title = wholeTitle(item);
    if (!title) out.push(unsupported(file, line, item, 'watchlist'));
    else out.push({ file: file.name, line, kind: 'watchlist', title, addedAt: str(item.listed_at) });
  }
}

function listKeyOf(traktId: number | string): string {
  return `trakt-list-${traktId}`;
}

/** Lists: one record per list of `lists-lists.json`, and per items file whose list that file does not name. */
function lists(listFiles: SourceFile[], itemFiles: SourceFile[], out: ImportRecord[]): void {
  const named = new Set<string>();
  for (const file of listFiles) {
    for (const { item, line } of items(file)) {
      const id = object(item.ids)?.trakt ?? object(item.ids)?.slug;
      const listKey = listKeyOf(String(id ?? line));
      named.add(listKey);
      out.push({
        file: file.name,
        line,
        kind: 'list',
        listKey,
        name: str(item.name) ?? `Trakt list ${line}`,
        description: str(item.description),
        createdAt: str(item.created_at),
      });
    }
  }
  for (const file of itemFiles) {
    const [, id = file.base, slug = ''] = LIST_ITEMS_NAME.exec(file.base) ?? [];
    const listKey = listKeyOf(id);
    if (!named.has(listKey)) {
      const name = slug.replace(/-/g, ' ').trim() || `Trakt list ${id}`;
      out.push({ file: file.name, line: 1, kind: 'list', listKey, name, description: null, createdAt: null });
    }
    for (const { item, line } of items(file)) {
      const title = wholeTitle(item);
      if (!title) out.push(unsupported(file, line, item, 'listItem'));
      else
        out.push({
          file: file.name,
          line,
          kind: 'listItem',
          listKey,
          title,
          position: int(item.rank) ?? line,
          note: str(item.notes),
        });
    }
  }
}

function parse(files: SourceFile[]): ImportRecord[] {
  const byShape = (shape: Shape) => files.filter((file) => shapeOf(file) === shape);
  const history = byShape('history');
  const out: ImportRecord[] = history.length > 0 ? historyPlays(history) : watchedPlays(byShape('watched'));
  for (const file of byShape('ratings')) ratings(file, out);
  for (const file of byShape('watchlist')) watchlist(file, out);
  lists(byShape('lists'), byShape('listItems'), out);
  return out;
}

export const trakt: SourceReader = { claim, parse };
