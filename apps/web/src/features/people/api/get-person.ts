import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, PEOPLE_ENDPOINTS, type Person, personSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** A person with their filmography (404 personNotFound for an id nobody has). */
export function personQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['people', id],
    queryFn: ({ signal }): Promise<Person> =>
      apiRequest(apiPath(PEOPLE_ENDPOINTS.person, { id }), { schema: import.meta.env.DEV && personSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

export function usePerson(id: number) {
  return useQuery({ ...personQueryOptions(id), enabled: id > 0 });
}
