import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, type Collection, collectionSchema, PEOPLE_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** A collection with its parts in release order (404 collectionNotFound for an id nobody has). */
export function collectionQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['collections', id],
    queryFn: ({ signal }): Promise<Collection> =>
      apiRequest(apiPath(PEOPLE_ENDPOINTS.collection, { id }), {
        schema: import.meta.env.DEV && collectionSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function useCollection(id: number) {
  return useQuery({ ...collectionQueryOptions(id), enabled: id > 0 });
}
