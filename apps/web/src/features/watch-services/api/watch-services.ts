import { queryOptions } from '@tanstack/react-query';
import {
  apiPath,
  type MyServiceTitles,
  type MyWatchServices,
  myServiceTitlesSchema,
  myWatchServicesSchema,
  type UpdateMyWatchServices,
  WATCH_ENDPOINTS,
  type WatchProviders,
  watchProvidersSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { myServiceTitlesQueryKey, myWatchServicesQueryKey, regionProvidersQueryKey } from './keys';

/** My region (null: automatic) and my services. */
export function myWatchServicesQueryOptions() {
  return queryOptions({
    queryKey: myWatchServicesQueryKey,
    queryFn: ({ signal }): Promise<MyWatchServices> =>
      apiRequest(apiPath(WATCH_ENDPOINTS.myServices), { schema: import.meta.env.DEV && myWatchServicesSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

/** The titles on my services in a region: what the cards mark. */
export function myServiceTitlesQueryOptions(region: string) {
  return queryOptions({
    queryKey: myServiceTitlesQueryKey(region),
    queryFn: ({ signal }): Promise<MyServiceTitles> =>
      apiRequest(apiPath(WATCH_ENDPOINTS.myServiceTitles, {}, { region }), {
        schema: import.meta.env.DEV && myServiceTitlesSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

/** The services of a region, to pick mine from. */
export function regionProvidersQueryOptions(region: string) {
  return queryOptions({
    queryKey: regionProvidersQueryKey(region),
    queryFn: ({ signal }): Promise<WatchProviders> =>
      apiRequest(apiPath(WATCH_ENDPOINTS.providers, {}, { region }), {
        schema: import.meta.env.DEV && watchProvidersSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

/** Saves my region and services. */
export function saveMyWatchServices(choices: UpdateMyWatchServices): Promise<MyWatchServices> {
  return apiRequest(apiPath(WATCH_ENDPOINTS.myServices), {
    method: 'PUT',
    body: choices,
    schema: import.meta.env.DEV && myWatchServicesSchema,
  });
}
