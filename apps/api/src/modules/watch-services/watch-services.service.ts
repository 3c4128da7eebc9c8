import {
  FALLBACK_REGION,
  type MyServiceTitles,
  type MyWatchServices,
  serviceTitleKey,
  type TrendingResponse,
  WATCH_MESSAGES,
} from '@watchify/contract';
import type { DatabaseHandle } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { TitleKey } from '../catalog/catalog.queries.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import * as repo from './watch-services.repository.js';

type Catalog = Pick<CatalogService, 'providersById' | 'titlesOnServices' | 'popularOnServices'>;

/**
 * A member's where-to-watch choices (decision 047): their region, kept apart from the interface language (null
 * follows the language and browser, which only the browser knows), and the services they have, which "on my
 * services" filters and marks by.
 */
export class WatchServicesService {
  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'write'>,
    private readonly catalog: Catalog,
  ) {}

  async choices(userId: string): Promise<MyWatchServices> {
    const { region, serviceIds } = await repo.findChoices(this.database.db, userId);
    return { region, services: await this.catalog.providersById(serviceIds) };
  }

  /** Saves the region and services; a service id the catalog does not know refuses the whole change. */
  async update(userId: string, choices: { region: string | null; serviceIds: number[] }): Promise<MyWatchServices> {
    const ids = [...new Set(choices.serviceIds)];
    const services = await this.catalog.providersById(ids);
    if (services.length !== ids.length) {
      throw badRequest('unknownService', WATCH_MESSAGES.unknownService, 'serviceIds');
    }
    await repo.saveChoices(this.database, userId, { region: choices.region, serviceIds: ids }, nowIso());
    return { region: choices.region, services };
  }

  /** Every title on the member's services in `region` (theirs when not given). */
  async titlesOnMyServices(userId: string, region?: string): Promise<TitleKey[]> {
    const { region: saved, serviceIds } = await repo.findChoices(this.database.db, userId);
    return this.catalog.titlesOnServices(region ?? saved ?? FALLBACK_REGION, serviceIds);
  }

  /** The same, as the keys the web app marks cards by. */
  async myServiceTitles(userId: string, region: string): Promise<MyServiceTitles> {
    const titles = await this.titlesOnMyServices(userId, region);
    return { region, titles: titles.map(serviceTitleKey) };
  }

  /** The most popular titles on the member's services in `region`: the trending pages' "on my services". */
  async popular(
    userId: string,
    type: 'all' | 'movie' | 'tv',
    limit: number,
    region: string,
  ): Promise<TrendingResponse> {
    const { serviceIds } = await repo.findChoices(this.database.db, userId);
    return this.catalog.popularOnServices(type, limit, region, serviceIds);
  }
}
