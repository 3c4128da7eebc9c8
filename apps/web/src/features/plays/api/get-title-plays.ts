import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, PLAYS_ENDPOINTS, type TitlePlays, titlePlaysSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { titlePlaysQueryKey } from './keys';

/** Every play of mine of one title, newest first. */
export async function fetchTitlePlays(title: TitleRef, signal?: AbortSignal): Promise<TitlePlays> {
  return apiRequest(apiPath(PLAYS_ENDPOINTS.titlePlays, title), {
    schema: import.meta.env.DEV && titlePlaysSchema,
    signal,
  });
}

export function titlePlaysQueryOptions(title: TitleRef) {
  return queryOptions({
    queryKey: titlePlaysQueryKey(title),
    queryFn: ({ signal }) => fetchTitlePlays(title, signal),
    staleTime: 60_000,
  });
}

export function useTitlePlays(title: TitleRef) {
  return useQuery(titlePlaysQueryOptions(title));
}
