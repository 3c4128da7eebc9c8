import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, type TitleWatchOffers, titleWatchOffersSchema, WATCH_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';

/** Where a title can be watched in a region (decision 047). */
export function watchOffersQueryOptions(title: TitleRef, region: string) {
  return queryOptions({
    queryKey: ['titles', title.mediaType, title.id, 'watch', region],
    queryFn: ({ signal }): Promise<TitleWatchOffers> =>
      apiRequest(apiPath(WATCH_ENDPOINTS.titleOffers, title, { region }), {
        schema: import.meta.env.DEV && titleWatchOffersSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function useWatchOffers(title: TitleRef, region: string) {
  return useQuery(watchOffersQueryOptions(title, region));
}
