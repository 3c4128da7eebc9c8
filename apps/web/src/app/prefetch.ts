import type { QueryClient } from '@tanstack/react-query';
import { primeSession } from '../features/auth/api/get-me';
import { heroTitlesQueryOptions } from '../features/home/api/get-hero-titles';
import { topTitlesQueryOptions } from '../features/home/api/get-top-titles';

/**
 * Starts the first screen's data requests as the app boots, alongside the session request, instead of after the
 * session has loaded and the page has rendered (every page waits for the session). Only what the page would
 * fetch anyway, under the same query keys, so the page finds it in the cache. Screens loaded on demand are
 * imported here too (the chunk their route loads anyway) for their request code. Resolves when all are settled
 * (prefetchQuery never rejects): the server renders a page once they are (entry-server.tsx).
 */
export async function prefetchFirstScreen(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  // The session: every page waits for it.
  const requests = [primeSession(client)];
  if (pathname === '/') {
    requests.push(client.prefetchQuery(heroTitlesQueryOptions()), client.prefetchQuery(topTitlesQueryOptions()));
  } else if (pathname === '/movies' || pathname === '/shows') {
    const mediaType = pathname === '/movies' ? 'movie' : 'tv';
    requests.push(
      import('../features/trending/components/trending-page').then(({ prefetchTrendingPage }) =>
        prefetchTrendingPage(client, mediaType),
      ),
    );
  } else if (pathname === '/search') {
    requests.push(
      import('../features/search/components/search-page').then(({ prefetchSearch }) =>
        prefetchSearch(client, new URLSearchParams(search)),
      ),
    );
  } else if (/^\/(?:person|collection)\/\d{1,10}$/.test(pathname)) {
    const [, kind, id] = pathname.split('/');
    requests.push(
      kind === 'person'
        ? import('../features/people/api/get-person').then(({ personQueryOptions }) =>
            client.prefetchQuery(personQueryOptions(Number(id))),
          )
        : import('../features/people/api/get-collection').then(({ collectionQueryOptions }) =>
            client.prefetchQuery(collectionQueryOptions(Number(id))),
          ),
    );
  }
  await Promise.all(requests);
}
