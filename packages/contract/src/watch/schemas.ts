import { z } from 'zod';
import { trendingQuerySchema } from '../catalog/schemas.js';
import { reportBrokenRule } from '../http/broken-rules.js';
import { regionCodeSchema } from './region.js';
import { MY_SERVICES_MAX, WATCH_MESSAGES, WATCH_OFFER_KINDS } from './rules.js';

/** `?region=TR` of the public where-to-watch reads. */
export const regionQuerySchema = z.object({ region: regionCodeSchema });
export type RegionQuery = z.input<typeof regionQuerySchema>;

/** A service as the detail view and the picker show it. */
export const watchProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoPath: z.string().nullable(),
});
export type WatchProvider = z.infer<typeof watchProviderSchema>;

/**
 * GET /api/titles/:mediaType/:id/watch: the offers of one region by kind (kinds without offers are left out).
 * `offers` is empty when the region has none; `known` says whether we hold where-to-watch data for the title at all
 * (false: nothing to show, never "not available").
 */
export const titleWatchOffersSchema = z.object({
  region: z.string(),
  known: z.boolean(),
  /** TMDB's page of the title's offers in the region (the attribution links there). */
  link: z.string().nullable(),
  offers: z.array(z.object({ kind: z.enum(WATCH_OFFER_KINDS), providers: z.array(watchProviderSchema) })),
});
export type TitleWatchOffers = z.infer<typeof titleWatchOffersSchema>;

/** GET /api/watch-providers: the services with offers in a region, most prominent first. */
export const watchProvidersSchema = z.object({ region: z.string(), providers: z.array(watchProviderSchema) });
export type WatchProviders = z.infer<typeof watchProvidersSchema>;

/** GET /api/me/watch-services: my region (null: from my language and browser) and my services. */
export const myWatchServicesSchema = z.object({
  region: z.string().nullable(),
  services: z.array(watchProviderSchema),
});
export type MyWatchServices = z.infer<typeof myWatchServicesSchema>;

/** PUT /api/me/watch-services: the region (null for automatic) and every service I have. */
export const updateMyWatchServicesSchema = z.object({
  region: regionCodeSchema.nullable(),
  serviceIds: z.array(z.number().int().positive()).superRefine(
    reportBrokenRule(
      (ids: number[]) => (new Set(ids).size > MY_SERVICES_MAX ? 'tooManyServices' : null),
      (code) => ({ message: WATCH_MESSAGES[code] }),
    ),
  ),
});
export type UpdateMyWatchServices = z.input<typeof updateMyWatchServicesSchema>;

/** GET /api/me/watch-services/trending: the trending pages' "on my services", in a region. */
export const myServicesTrendingQuerySchema = trendingQuerySchema.extend({ region: regionCodeSchema });

/** GET /api/me/watch-services/titles: the titles on my services in a region, as `movie:550` keys. */
export const myServiceTitlesSchema = z.object({ region: z.string(), titles: z.array(z.string()) });
export type MyServiceTitles = z.infer<typeof myServiceTitlesSchema>;

/** The key of a title in `myServiceTitlesSchema`. */
export const serviceTitleKey = (title: { mediaType: 'movie' | 'tv'; id: number }): string =>
  `${title.mediaType}:${title.id}`;
