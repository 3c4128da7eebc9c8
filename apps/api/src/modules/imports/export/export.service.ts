import type { Me, MediaType } from '@watchify/contract';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { CatalogService } from '../../catalog/catalog.service.js';
import type { ChatService } from '../../chat/chat.service.js';
import type { CommentsService } from '../../comments/comments.service.js';
import type { FriendsService } from '../../friends/friends.service.js';
import type { ListsService } from '../../lists/lists.service.js';
import type { PlaysService } from '../../plays/plays.service.js';
import type { RecommendationsService } from '../../recommendations/recommendations.service.js';
import type { UsersService } from '../../users/users.service.js';
import type { WatchlistService } from '../../watchlist/watchlist.service.js';
import {
  EXPORT_FILES,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportedFeedback,
  type ExportedList,
  type ExportedPlay,
  type ExportedProfile,
  type ExportedRating,
  type ExportedTitle,
  type ExportedWatchlistItem,
  type ExportManifest,
} from '../export-format.js';
import {
  diaryRow,
  letterboxdHeader,
  letterboxdRating,
  listRows,
  listSlug,
  ratingRow,
  watchlistRow,
} from './letterboxd-csv.js';

/** The modules an export reads from, each through its own service. */
export interface ExportSources {
  users: Pick<UsersService, 'getMe'>;
  catalog: Pick<CatalogService, 'namesAndImdbIds' | 'genres'>;
  plays: Pick<PlaysService, 'exportPages'>;
  comments: Pick<CommentsService, 'ownRatings'>;
  watchlist: Pick<WatchlistService, 'allOf'>;
  recommendations: Pick<RecommendationsService, 'feedbackOf'>;
  lists: Pick<ListsService, 'ownedListsWithItems'>;
  friends: Pick<FriendsService, 'friendNicknames'>;
  chat: Pick<ChatService, 'exportPages'>;
}

/** Plays and messages read per query: a page is one short indexed read and a few hundred kilobytes at most. */
const EXPORT_PAGE_SIZE = 500;

/** What the route sends: the download's file name and the ZIP's bytes, made as they are read. */
export interface AccountExport {
  filename: string;
  chunks: AsyncIterable<Uint8Array>;
}

type TitleNames = Map<string, { title: string; year: number | null; imdbId: string | null }>;
type Titled = { mediaType: MediaType; id: number };

/** One file of the ZIP being written: text in, deflated into the archive as it comes. */
class ZipEntry {
  private readonly file: ZipDeflate;

  constructor(zip: Zip, name: string, modifiedAt: Date) {
    this.file = new ZipDeflate(name, { level: 6 });
    this.file.mtime = modifiedAt;
    zip.add(this.file);
  }

  write(text: string): void {
    if (text.length > 0) this.file.push(strToU8(text));
  }

  end(text = ''): void {
    this.file.push(strToU8(text), true);
  }
}

/** A JSON array written one element at a time, so the file is never held whole. */
class JsonArrayEntry {
  private empty = true;

  constructor(private readonly entry: ZipEntry) {
    entry.write('[');
  }

  add(items: readonly unknown[]): void {
    let text = '';
    for (const item of items) {
      text += `${this.empty ? '\n' : ',\n'}  ${JSON.stringify(item)}`;
      this.empty = false;
    }
    this.entry.write(text);
  }

  end(): void {
    this.entry.end(this.empty ? ']\n' : '\n]\n');
  }
}

const keyOf = (title: Titled) => `${title.mediaType}:${title.id}`;

/**
 * Everything a member owns as one ZIP (issue 25 §3, format in export-format.ts): Watchify's JSON, complete, and
 * Letterboxd's import CSVs of the films. The archive is made while it is sent: each step reads a page, deflates it
 * and waits until the reader takes the bytes, so a large account costs a page of memory, not the whole ZIP.
 */
export class ExportService {
  constructor(private readonly sources: ExportSources) {}

  /** The member's export; reads their profile first, so a missing account fails before anything is sent. */
  async export(userId: string, now = new Date()): Promise<AccountExport> {
    const me = await this.sources.users.getMe(userId, now);
    return { filename: exportFilename(me.nickname, now), chunks: this.archive(userId, me, now) };
  }

  /** The ZIP's bytes: the files below are written in turn, and what each step made is handed on before the next. */
  private async *archive(userId: string, me: Me, now: Date): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      ready.push(chunk);
    });
    for await (const _step of this.writeFiles(zip, userId, me, now)) yield* ready.splice(0);
    zip.end();
    yield* ready.splice(0);
  }

  /** Writes every file, yielding after each page so the archive can pass the bytes on (and wait for the reader). */
  private async *writeFiles(zip: Zip, userId: string, me: Me, now: Date): AsyncGenerator<void> {
    const file = (name: string) => new ZipEntry(zip, name, now);
    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      nickname: me.nickname,
    };
    file(EXPORT_FILES.manifest).end(`${JSON.stringify(manifest, null, 2)}\n`);
    file(EXPORT_FILES.profile).end(`${JSON.stringify(await this.profile(me), null, 2)}\n`);
    yield;

    const ratings = await this.ratings(userId);
    writeJsonFile(file(EXPORT_FILES.ratings), ratings);
    const ratingsCsv = file(EXPORT_FILES.letterboxdRatings);
    ratingsCsv.write(letterboxdHeader('ratings'));
    ratingsCsv.end(ratings.filter(isMovie).map(ratingRow).join(''));
    yield;

    // Two passes over the plays (the JSON of every play, then the diary of the films): one file streams at a time.
    const history = new JsonArrayEntry(file(EXPORT_FILES.history));
    for await (const plays of this.playPages(userId)) {
      history.add(plays);
      yield;
    }
    history.end();
    const movieStars = new Map(ratings.filter(isMovie).map((rating) => [rating.id, letterboxdRating(rating)]));
    const diary = file(EXPORT_FILES.letterboxdDiary);
    diary.write(letterboxdHeader('diary'));
    for await (const plays of this.playPages(userId)) {
      diary.write(
        plays
          .filter(isMovie)
          .map((play) => diaryRow(play, movieStars.get(play.id) ?? null))
          .join(''),
      );
      yield;
    }
    diary.end();

    const watchlist = await this.watchlist(userId);
    writeJsonFile(file(EXPORT_FILES.watchlist), watchlist);
    const watchlistCsv = file(EXPORT_FILES.letterboxdWatchlist);
    watchlistCsv.write(letterboxdHeader('watchlist'));
    watchlistCsv.end(watchlist.filter(isMovie).map(watchlistRow).join(''));
    writeJsonFile(file(EXPORT_FILES.likes), await this.likes(userId));
    yield;

    // The lists twice too: lists.json whole, then one CSV per list, each list read when it is written.
    const lists = new JsonArrayEntry(file(EXPORT_FILES.lists));
    for await (const list of this.ownedLists(userId)) {
      lists.add([list]);
      yield;
    }
    lists.end();
    const slugs = new Set<string>();
    for await (const list of this.ownedLists(userId)) {
      const csv = file(`${EXPORT_FILES.letterboxdListsFolder}${listSlug(list.name, slugs)}.csv`);
      csv.write(letterboxdHeader('list'));
      csv.end(listRows(list));
      yield;
    }

    writeJsonFile(file(EXPORT_FILES.friends), await this.sources.friends.friendNicknames(userId));
    const messages = new JsonArrayEntry(file(EXPORT_FILES.messages));
    for await (const page of this.sources.chat.exportPages(userId, EXPORT_PAGE_SIZE)) {
      messages.add(page);
      yield;
    }
    messages.end();
  }

  private async profile(me: Me): Promise<ExportedProfile> {
    const favorites: Titled[] = [
      ...me.preferences.favoriteMovies.map((id) => ({ mediaType: 'movie' as const, id })),
      ...me.preferences.favoriteShows.map((id) => ({ mediaType: 'tv' as const, id })),
    ];
    const [names, genres] = await Promise.all([
      this.sources.catalog.namesAndImdbIds(favorites),
      this.sources.catalog.genres('movie'),
    ]);
    const genreName = new Map(genres.genres.map((genre) => [genre.id, genre.name]));
    return {
      nickname: me.nickname,
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      country: me.country,
      city: me.city,
      gender: me.gender,
      birthDate: me.birthDate,
      occupation: me.occupation,
      instagram: me.instagram,
      twitter: me.twitter,
      hasDisability: me.preferences.hasDisability,
      preferredGenres: me.preferences.genres.map((id) => ({ id, name: genreName.get(id) ?? null })),
      favoriteTitles: favorites.map((title) => exportedTitle(title, names)),
      memberSince: me.createdAt,
    };
  }

  private async ratings(userId: string): Promise<ExportedRating[]> {
    const ratings = await this.sources.comments.ownRatings(userId);
    const names = await this.sources.catalog.namesAndImdbIds(ratings);
    return ratings.map(({ mediaType, id, ...rating }) => ({ ...exportedTitle({ mediaType, id }, names), ...rating }));
  }

  /** The plays a page at a time, each page's titles named with one catalog look-up. */
  private async *playPages(userId: string): AsyncGenerator<ExportedPlay[]> {
    for await (const page of this.sources.plays.exportPages(userId, EXPORT_PAGE_SIZE)) {
      const names = await this.sources.catalog.namesAndImdbIds(
        page.map((p) => ({ mediaType: p.mediaType, id: p.titleId })),
      );
      yield page.map((play) => ({
        ...exportedTitle({ mediaType: play.mediaType, id: play.titleId }, names, play),
        season: play.season,
        episode: play.episode,
        watchedOn: play.watchedOn,
        rewatch: play.rewatch,
        note: play.note,
        loggedAt: play.loggedAt,
      }));
    }
  }

  private async watchlist(userId: string): Promise<ExportedWatchlistItem[]> {
    const items = await this.sources.watchlist.allOf(userId);
    const names = await this.sources.catalog.namesAndImdbIds(items);
    return items.map(({ mediaType, id, title, year, addedAt }) => ({
      ...exportedTitle({ mediaType, id }, names, { title, year }),
      addedAt,
    }));
  }

  private async likes(userId: string): Promise<ExportedFeedback[]> {
    const marks = await this.sources.recommendations.feedbackOf(userId);
    const names = await this.sources.catalog.namesAndImdbIds(marks);
    return marks.map(({ mediaType, id, value, at }) => ({ ...exportedTitle({ mediaType, id }, names), value, at }));
  }

  private async *ownedLists(userId: string): AsyncGenerator<ExportedList> {
    for await (const { items, ...list } of this.sources.lists.ownedListsWithItems(userId)) {
      const names = await this.sources.catalog.namesAndImdbIds(items);
      yield {
        ...list,
        items: items.map(({ mediaType, id, title, year, ...item }) => ({
          ...exportedTitle({ mediaType, id }, names, { title, year }),
          ...item,
        })),
      };
    }
  }
}

/**
 * A title as the export names it. A row's own snapshot (the name it was added under) wins over the catalog's
 * current name; a title the catalog no longer holds keeps what the row knew.
 */
function exportedTitle(
  title: Titled,
  names: TitleNames,
  snapshot?: { title: string; year: number | null },
): ExportedTitle {
  const known = names.get(keyOf(title));
  return {
    mediaType: title.mediaType,
    id: title.id,
    imdbId: known?.imdbId ?? null,
    title: snapshot?.title ?? known?.title ?? '',
    year: snapshot ? snapshot.year : (known?.year ?? null),
  };
}

const isMovie = (title: { mediaType: MediaType }) => title.mediaType === 'movie';

function writeJsonFile(entry: ZipEntry, items: readonly unknown[]): void {
  const array = new JsonArrayEntry(entry);
  array.add(items);
  array.end();
}

/** `watchify-export-<nickname>-<YYYY-MM-DD>.zip`, with only characters every header and file system takes. */
export function exportFilename(nickname: string, now: Date): string {
  const safe = nickname.replace(/[^A-Za-z0-9_.-]/g, '_');
  return `watchify-export-${safe}-${now.toISOString().slice(0, 10)}.zip`;
}
