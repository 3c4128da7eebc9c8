import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { TmdbError } from './errors.js';
import type { TmdbMediaType } from './mapper.js';
import type { ExternalTitle, TmdbList, TmdbProvider } from './provider.js';
import type { TitleRefresher, TmdbLogger } from './title-refresher.js';

/** What a look-up on TMDB goes by: another site's ids, else a name and year. */
export interface ExternalTitleRef {
  mediaType: TmdbMediaType | null;
  imdbId?: string | null;
  tvdbId?: number | null;
  tvdbEpisodeId?: number | null;
  name: string | null;
  year: number | null;
}

/**
 * TMDB as the catalog service's live source (the `LiveCatalogSource` shape of catalog.service.ts): trending lists
 * are stored in our catalog before their ids are handed out, and a title's details are refreshed before it is
 * shown. Every TMDB failure degrades to the local catalog.
 */
export class TmdbLiveCatalogSource {
  /** Lists already written; the provider hands out the same object while a list is cached, so it is stored once. */
  private readonly stored = new WeakSet<TmdbList>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly provider: TmdbProvider,
    private readonly refresher: TitleRefresher,
    private readonly logger?: TmdbLogger,
  ) {}

  /** Today's trending titles (stored in our catalog first), or null when TMDB cannot be asked. */
  async trending(type: 'all' | TmdbMediaType): Promise<{ mediaType: TmdbMediaType; id: number }[] | null> {
    let list: TmdbList;
    try {
      list = await this.provider.trending(type, 'day');
    } catch (error) {
      if (!(error instanceof TmdbError)) throw error;
      this.logger?.warn({ err: error, type }, 'TMDB trending unavailable; using the local catalog');
      return null;
    }
    if (!this.stored.has(list)) {
      await this.refresher.storeListItems(this.db, list.items);
      this.stored.add(list);
    }
    return list.items.map((item) => ({ mediaType: item.media_type, id: item.id }));
  }

  /** Makes sure the title's details are stored and fresh; never throws for a TMDB outage. */
  async ensureDetails(mediaType: TmdbMediaType, id: number): Promise<void> {
    await this.refresher.ensureFresh(this.db, mediaType, id);
  }

  /**
   * The title TMDB knows by another site's id, else by name and year (a TV Time episode: its show and numbers),
   * stored in our catalog; null when TMDB knows none or cannot be asked.
   */
  async findTitle(ref: ExternalTitleRef): Promise<ExternalTitle | null> {
    try {
      const found = await this.lookUp(ref);
      if (found) await this.refresher.ensureFresh(this.db, found.mediaType, found.id);
      return found;
    } catch (error) {
      if (!(error instanceof TmdbError)) throw error;
      this.logger?.warn({ err: error }, 'TMDB look-up unavailable; the row stays unmatched');
      return null;
    }
  }

  private async lookUp(ref: ExternalTitleRef): Promise<ExternalTitle | null> {
    if (ref.imdbId) {
      const found = await this.provider.findByExternalId(ref.imdbId, 'imdb_id');
      if (found) return found;
    }
    for (const tvdbId of [ref.tvdbEpisodeId, ref.tvdbId]) {
      if (!tvdbId) continue;
      const found = await this.provider.findByExternalId(String(tvdbId), 'tvdb_id');
      if (found) return found;
    }
    if (!ref.name) return null;
    for (const mediaType of ref.mediaType ? [ref.mediaType] : (['movie', 'tv'] as const)) {
      const id = await this.provider.searchTitle(mediaType, ref.name, ref.year);
      if (id) return { mediaType, id };
    }
    return null;
  }

  /** Makes sure a season's episodes are stored and fresh; never throws for a TMDB outage. */
  async ensureSeason(showId: number, seasonNumber: number): Promise<void> {
    await this.refresher.ensureSeasonFresh(this.db, showId, seasonNumber);
  }
}
