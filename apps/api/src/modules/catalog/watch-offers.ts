import {
  type MediaType,
  SERVICE_OFFER_KINDS,
  type TitleWatchOffers,
  WATCH_OFFER_KINDS,
  type WatchOfferKind,
  type WatchProvider,
} from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { SUMMARY_COLUMNS, type SummaryRow, type TitleKey } from './catalog.queries.js';

/** Where to watch (decision 047): the catalog's reads of the offers its titles were stored with. */

type Db = Kysely<Database>;

const providerColumns = ['watch_providers.id', 'watch_providers.name', 'watch_providers.logo_path'] as const;

const presentProvider = (row: { id: number; name: string; logo_path: string | null }): WatchProvider => ({
  id: row.id,
  name: row.name,
  logoPath: row.logo_path,
});

/** A title's offers in one region, by kind in the detail view's order, each kind's providers by TMDB's priority. */
export async function findTitleWatchOffers(
  db: Db,
  title: TitleKey,
  region: string,
): Promise<Omit<TitleWatchOffers, 'region'>> {
  const [regions, offers] = await Promise.all([
    db
      .selectFrom('title_watch_regions')
      .select(['region', 'link'])
      .where('media_type', '=', title.mediaType)
      .where('title_id', '=', title.id)
      .execute(),
    db
      .selectFrom('title_watch_offers')
      .innerJoin('watch_providers', 'watch_providers.id', 'title_watch_offers.provider_id')
      .select([...providerColumns, 'title_watch_offers.kind'])
      .where('title_watch_offers.media_type', '=', title.mediaType)
      .where('title_watch_offers.title_id', '=', title.id)
      .where('title_watch_offers.region', '=', region)
      .orderBy('title_watch_offers.display_priority')
      .orderBy('watch_providers.name')
      .execute(),
  ]);
  const byKind = new Map<WatchOfferKind, WatchProvider[]>();
  for (const offer of offers) {
    const kind = offer.kind as WatchOfferKind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), presentProvider(offer)]);
  }
  return {
    known: regions.length > 0,
    link: regions.find((r) => r.region === region)?.link ?? null,
    offers: WATCH_OFFER_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({
      kind,
      providers: byKind.get(kind) ?? [],
    })),
  };
}

/** The services a region has subscription, free or ad-supported offers at, the most prominent first. */
export async function findRegionProviders(db: Db, region: string): Promise<WatchProvider[]> {
  const rows = await db
    .selectFrom('title_watch_offers')
    .innerJoin('watch_providers', 'watch_providers.id', 'title_watch_offers.provider_id')
    .select([...providerColumns, (eb) => eb.fn.min('title_watch_offers.display_priority').as('priority')])
    .where('title_watch_offers.region', '=', region)
    .where('title_watch_offers.kind', 'in', SERVICE_OFFER_KINDS)
    .groupBy(providerColumns)
    .orderBy('priority')
    .orderBy('watch_providers.name')
    .execute();
  return rows.map(presentProvider);
}

/** The providers of these ids we know, by name. */
export async function findProvidersById(db: Db, ids: readonly number[]): Promise<WatchProvider[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('watch_providers')
    .select(providerColumns)
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
  return rows.map(presentProvider);
}

/** The offers "on my services" counts: these services' subscription, free or ad-supported ones in the region. */
function serviceOffers(db: Db, region: string, providerIds: readonly number[]) {
  return db
    .selectFrom('title_watch_offers')
    .where('region', '=', region)
    .where('provider_id', 'in', providerIds)
    .where('kind', 'in', SERVICE_OFFER_KINDS);
}

/** Every title on these services in the region. */
export async function findTitlesOnServices(
  db: Db,
  region: string,
  providerIds: readonly number[],
): Promise<TitleKey[]> {
  if (providerIds.length === 0) return [];
  const rows = await serviceOffers(db, region, providerIds)
    .select(['media_type', 'title_id'])
    .distinct()
    .orderBy('media_type')
    .orderBy('title_id')
    .execute();
  return rows.map((row) => ({ mediaType: row.media_type as MediaType, id: row.title_id }));
}

/** The most popular titles of a type on these services in the region. */
export async function findPopularOnServices(
  db: Db,
  mediaType: MediaType,
  region: string,
  providerIds: readonly number[],
  limit: number,
): Promise<SummaryRow[]> {
  if (providerIds.length === 0) return [];
  return db
    .selectFrom('titles')
    .select(SUMMARY_COLUMNS)
    .where('media_type', '=', mediaType)
    .where('id', 'in', serviceOffers(db, region, providerIds).select('title_id').where('media_type', '=', mediaType))
    .orderBy('popularity', (ob) => ob.desc().nullsLast())
    .orderBy('id')
    .limit(limit)
    .execute();
}
