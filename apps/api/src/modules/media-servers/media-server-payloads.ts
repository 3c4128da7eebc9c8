import { isCalendarDate, MEDIA_WEBHOOK_LIMITS, type MediaServer } from '@watchify/contract';
import type { TitleRef } from '../imports/imports.service.js';

/** A title as a media server names it: always a movie or a show, with the episode's numbers for an episode. */
export type ServerTitleRef = TitleRef & { mediaType: 'movie' | 'tv'; name: string };

/**
 * What a delivery asks of us: nothing (a start, a pause, a stop before the end, something that is not a movie or an
 * episode), a play of a title finished at `watchedAt`, or a rating on Plex's 0–10 scale.
 */
export type Delivery =
  | { kind: 'ignored'; server: MediaServer }
  | {
      kind: 'play';
      server: MediaServer;
      title: ServerTitleRef;
      watchedAt: Date;
      /** The server's own day of it (Jellyfin sends its local time), when it says; else the day is taken in UTC. */
      localDay: string | null;
    }
  | { kind: 'rating'; server: MediaServer; title: ServerTitleRef; rating: number };

/** A body that is none of the webhooks we read, or one of them without what it must carry. */
export class UnreadablePayload extends Error {}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const integer = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
};
const positiveId = (value: unknown): number | null => {
  const n = integer(value);
  return n !== null && n > 0 && n <= 2_147_483_647 ? n : null;
};
const imdbId = (value: unknown): string | null => {
  const id = text(value);
  return id && /^tt\d{5,10}$/.test(id) ? id : null;
};
const yearOf = (value: unknown): number | null => {
  const year = integer(value) ?? integer(typeof value === 'string' ? value.slice(0, 4) : null);
  return year !== null && year >= 1870 && year <= 2200 ? year : null;
};
const dateOf = (value: unknown): Date | null => {
  const at = typeof value === 'string' ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};
/** A key of `object` whatever its case (servers and plugin versions differ: `Provider_tmdb`, `Tmdb`). */
const field = (object: Json, name: string): unknown => {
  if (name in object) return object[name];
  const lower = name.toLowerCase();
  const key = Object.keys(object).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : object[key];
};
const finished = (playedToCompletion: unknown, position: unknown, runtime: unknown): boolean => {
  if (playedToCompletion === true) return true;
  const [at, of] = [integer(position), integer(runtime)];
  return at !== null && of !== null && of > 0 && at >= of * MEDIA_WEBHOOK_LIMITS.finishedShare;
};
const required = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw new UnreadablePayload();
  return value;
};

/** The JSON a form field carries: raw JSON after `payload=` (as some senders post it), or URL-encoded. */
function parseJsonText(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new UnreadablePayload();
  }
}

/** The fields of a form body sent as a string (`payload={…}` or `data=%7B…`), or the JSON of a plain JSON body. */
function formOrJson(body: string): unknown {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) return parseJsonText(trimmed);
  const prefix = /^(payload|data)=/.exec(trimmed);
  if (!prefix) throw new UnreadablePayload();
  const rest = trimmed.slice(prefix[0].length).trimStart();
  // Plex and Emby URL-encode the field; hand-made requests (and some proxies' logs) carry it raw.
  const json = rest.startsWith('{') ? rest : (new URLSearchParams(trimmed).get(prefix[1] as string) ?? '');
  return { [prefix[1] as string]: json };
}

/** Which server sent `body`, from its shape: Jellyfin's plugin names a NotificationType, Emby an Event and an Item. */
function serverOf(body: Json): MediaServer {
  if (typeof body.payload === 'string') return 'plex';
  if (typeof body.data === 'string') return 'emby';
  if ('NotificationType' in body) return 'jellyfin';
  if ('Event' in body && 'Item' in body) return 'emby';
  if ('event' in body && 'Metadata' in body) return 'plex';
  throw new UnreadablePayload();
}

/** The JSON inside a form field, else the body itself. */
function unwrap(body: Json): Json {
  const inner = typeof body.payload === 'string' ? body.payload : typeof body.data === 'string' ? body.data : null;
  if (inner === null) return body;
  const json = parseJsonText(inner);
  if (!isObject(json)) throw new UnreadablePayload();
  return json;
}

/**
 * Reads a media server's webhook: `body` is the parsed JSON, the form's fields, or the raw text of a form. `hint`
 * (the URL's `?server=`) wins over the body's shape. Throws UnreadablePayload for anything we cannot read.
 */
export function readDelivery(body: unknown, hint?: MediaServer): Delivery {
  const parsed = typeof body === 'string' ? formOrJson(body) : body;
  if (!isObject(parsed)) throw new UnreadablePayload();
  const server = hint ?? serverOf(parsed);
  const json = unwrap(parsed);
  if (server === 'jellyfin') return readJellyfin(json);
  if (server === 'plex') return readPlex(json);
  return readEmby(json);
}

/** The Jellyfin webhook plugin: `PlaybackStop` of a Movie or an Episode, played to the end or ≥ 90 % of it. */
function readJellyfin(body: Json): Delivery {
  const server = 'jellyfin';
  if (typeof body.NotificationType !== 'string') throw new UnreadablePayload();
  const type = body.ItemType;
  if (body.NotificationType !== 'PlaybackStop' || (type !== 'Movie' && type !== 'Episode')) {
    return { kind: 'ignored', server };
  }
  if (!finished(body.PlayedToCompletion, body.PlaybackPositionTicks, body.RunTimeTicks)) {
    return { kind: 'ignored', server };
  }
  const local = typeof body.Timestamp === 'string' ? body.Timestamp.slice(0, 10) : '';
  const watchedAt = dateOf(body.UtcTimestamp) ?? dateOf(body.Timestamp) ?? new Date();
  const localDay = isCalendarDate(local) ? local : null;
  if (type === 'Movie') {
    const title: ServerTitleRef = {
      mediaType: 'movie',
      tmdbId: positiveId(field(body, 'Provider_tmdb')),
      imdbId: imdbId(field(body, 'Provider_imdb')),
      tvdbId: positiveId(field(body, 'Provider_tvdb')),
      name: required(text(body.Name)),
      year: yearOf(body.Year),
    };
    return { kind: 'play', server, title, watchedAt, localDay };
  }
  // An episode's provider ids are the episode's, not the show's: the show is found by name (and TheTVDB's episode).
  const title: ServerTitleRef = {
    mediaType: 'tv',
    name: required(text(body.SeriesName)),
    year: yearOf(body.SeriesPremiereDate),
    season: required(integer(body.SeasonNumber)),
    episode: required(positiveId(body.EpisodeNumber)),
    tvdbEpisodeId: positiveId(field(body, 'Provider_tvdb')),
  };
  return { kind: 'play', server, title, watchedAt, localDay };
}

/** The ids of Plex's `Guid` list (`tmdb://603`), or of an older agent's `guid` (`com.plexapp.agents.imdb://tt…`). */
function plexIds(metadata: Json): { tmdb: number | null; imdb: string | null; tvdb: number | null } {
  const guids = Array.isArray(metadata.Guid) ? metadata.Guid.flatMap((g) => (isObject(g) ? [text(g.id)] : [])) : [];
  const legacy = text(metadata.guid);
  const all = [...guids, legacy].filter((g): g is string => g !== null);
  const find = (pattern: RegExp) => all.map((g) => pattern.exec(g)?.[1]).find((id) => id !== undefined) ?? null;
  return {
    tmdb: positiveId(find(/^(?:tmdb|com\.plexapp\.agents\.themoviedb):\/\/(\d+)/)),
    imdb: imdbId(find(/^(?:imdb|com\.plexapp\.agents\.imdb):\/\/(tt\d+)/)),
    tvdb: positiveId(find(/^(?:tvdb|com\.plexapp\.agents\.thetvdb):\/\/(\d+)/)),
  };
}

/** Plex: `media.scrobble` (Plex sends it at 90 % of a movie or an episode) and `media.rate` of a movie or a show. */
function readPlex(body: Json): Delivery {
  const server = 'plex';
  if (typeof body.event !== 'string') throw new UnreadablePayload();
  if (body.event !== 'media.scrobble' && body.event !== 'media.rate') return { kind: 'ignored', server };
  const metadata = required(isObject(body.Metadata) ? body.Metadata : null);
  const ids = plexIds(metadata);
  let title: ServerTitleRef;
  // A movie (played or rated), or a whole show (rated): both named by their own ids, title and year.
  if (metadata.type === 'movie' || (metadata.type === 'show' && body.event === 'media.rate')) {
    title = {
      mediaType: metadata.type === 'movie' ? 'movie' : 'tv',
      tmdbId: ids.tmdb,
      imdbId: ids.imdb,
      tvdbId: ids.tvdb,
      name: required(text(metadata.title)),
      year: yearOf(metadata.year),
    };
  } else if (metadata.type === 'episode' && body.event === 'media.scrobble') {
    title = {
      mediaType: 'tv',
      name: required(text(metadata.grandparentTitle)),
      year: null,
      season: required(integer(metadata.parentIndex)),
      episode: required(positiveId(metadata.index)),
      tvdbEpisodeId: ids.tvdb,
    };
  } else {
    // Music, photos, a rating of an episode or a season: nothing we keep.
    return { kind: 'ignored', server };
  }
  if (body.event === 'media.scrobble') return { kind: 'play', server, title, watchedAt: new Date(), localDay: null };
  // A cleared rating comes without a value (or 0): we leave the user's rating as it is.
  const rating = typeof body.rating === 'number' && body.rating > 0 && body.rating <= 10 ? body.rating : null;
  return rating === null ? { kind: 'ignored', server } : { kind: 'rating', server, title, rating };
}

/** Emby: `playback.stop` of a Movie or an Episode, played to the end or ≥ 90 % of it. */
function readEmby(body: Json): Delivery {
  const server = 'emby';
  if (typeof body.Event !== 'string') throw new UnreadablePayload();
  const item = isObject(body.Item) ? body.Item : null;
  if (body.Event !== 'playback.stop' || (item?.Type !== 'Movie' && item?.Type !== 'Episode')) {
    return { kind: 'ignored', server };
  }
  const playback = isObject(body.PlaybackInfo) ? body.PlaybackInfo : {};
  if (!finished(playback.PlayedToCompletion, playback.PositionTicks, item.RunTimeTicks)) {
    return { kind: 'ignored', server };
  }
  const providers = isObject(item.ProviderIds) ? item.ProviderIds : {};
  const watchedAt = dateOf(body.Date) ?? new Date();
  if (item.Type === 'Movie') {
    const title: ServerTitleRef = {
      mediaType: 'movie',
      tmdbId: positiveId(field(providers, 'Tmdb')),
      imdbId: imdbId(field(providers, 'Imdb')),
      tvdbId: positiveId(field(providers, 'Tvdb')),
      name: required(text(item.Name)),
      year: yearOf(item.ProductionYear),
    };
    return { kind: 'play', server, title, watchedAt, localDay: null };
  }
  const title: ServerTitleRef = {
    mediaType: 'tv',
    name: required(text(item.SeriesName)),
    year: null,
    season: required(integer(item.ParentIndexNumber)),
    episode: required(positiveId(item.IndexNumber)),
    tvdbEpisodeId: positiveId(field(providers, 'Tvdb')),
  };
  return { kind: 'play', server, title, watchedAt, localDay: null };
}
