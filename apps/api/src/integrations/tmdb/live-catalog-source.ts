import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { TmdbError } from './errors.js';
import type { TmdbMediaType } from './mapper.js';
import type { TmdbList, TmdbProvider } from './provider.js';
import type { TitleRefresher, TmdbLogger } from './title-refresher.js';

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

  /** Makes sure a season's episodes are stored and fresh; never throws for a TMDB outage. */
  async ensureSeason(showId: number, seasonNumber: number): Promise<void> {
    await this.refresher.ensureSeasonFresh(this.db, showId, seasonNumber);
  }
}
