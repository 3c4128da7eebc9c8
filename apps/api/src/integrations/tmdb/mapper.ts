import { MOVIE_GENRES, TV_GENRES } from '@watchify/contract';
import { type DumpRecord, dumpRecordSchema } from '../../modules/catalog/dump-format.js';
import { type TmdbListItem, tmdbListItemSchema } from './raw-types.js';

/** The media types TMDB serves titles of (its third, 'person', is not a title). */
export type TmdbMediaType = 'movie' | 'tv';

const GENRE_NAMES: Record<TmdbMediaType, ReadonlyMap<number, string>> = {
  movie: new Map(MOVIE_GENRES.map((g) => [g.id, g.name])),
  tv: new Map(TV_GENRES.map((g) => [g.id, g.name])),
};

/**
 * Genre ids of a list entry as `{id, name}`. An id we have no name for is dropped rather than stored under an
 * invented name, because the genres table keeps the first name it sees.
 */
function genresOf(mediaType: TmdbMediaType, ids: readonly number[] | null | undefined): { id: number; name: string }[] {
  const names = GENRE_NAMES[mediaType];
  return [...new Set(ids ?? [])].flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}

/**
 * One entry of a TMDB list page as a (partial) dump record, or null for what is not a title: people in
 * trending/all, entries without an id or a title. `mediaType` is the list's type; trending/all entries carry
 * their own `media_type`, which wins.
 */
export function listItemToDumpRecord(raw: unknown, mediaType: TmdbMediaType | 'all'): DumpRecord | null {
  const parsed = tmdbListItemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const item: TmdbListItem = parsed.data;
  const type = item.media_type ?? (mediaType === 'all' ? null : mediaType);
  const shared = {
    id: item.id,
    original_language: item.original_language ?? null,
    overview: item.overview ?? null,
    genres: genresOf(type === 'tv' ? 'tv' : 'movie', item.genre_ids),
    vote_average: item.vote_average ?? null,
    vote_count: item.vote_count ?? null,
    popularity: item.popularity ?? null,
    poster_path: item.poster_path ?? null,
    backdrop_path: item.backdrop_path ?? null,
  };
  if (type === 'movie' && item.title) {
    return {
      media_type: 'movie',
      title: item.title,
      original_title: item.original_title ?? null,
      // TMDB sends "" for a film without a date yet; we store unknown dates as null.
      release_date: item.release_date || null,
      ...shared,
    };
  }
  if (type === 'tv' && item.name) {
    return {
      media_type: 'tv',
      name: item.name,
      original_name: item.original_name ?? null,
      first_air_date: item.first_air_date || null,
      ...shared,
    };
  }
  return null;
}

/** Every title entry of a list page, in TMDB's order, without duplicates (TMDB pages sometimes repeat one). */
export function listToDumpRecords(results: readonly unknown[], mediaType: TmdbMediaType | 'all'): DumpRecord[] {
  const seen = new Set<string>();
  const records: DumpRecord[] = [];
  for (const raw of results) {
    const record = listItemToDumpRecord(raw, mediaType);
    if (!record) continue;
    const key = `${record.media_type}:${record.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    records.push(record);
  }
  return records;
}

/**
 * A detail response (`/movie/{id}` or `/tv/{id}` with credits, videos and keywords appended) as a dump record:
 * TMDB's detail shape is our dump format once `media_type` is added. Null when the body is not a usable title.
 */
export function detailToDumpRecord(raw: unknown, mediaType: TmdbMediaType): DumpRecord | null {
  if (raw === null || typeof raw !== 'object') return null;
  const parsed = dumpRecordSchema.safeParse({ ...raw, media_type: mediaType });
  return parsed.success ? parsed.data : null;
}
