import { apiPath, WATCHLIST_ENDPOINTS, type WatchlistChange, watchlistChangeSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';

const itemPath = (title: TitleRef) => apiPath(WATCHLIST_ENDPOINTS.item, title);

/**
 * Adds the title (PUT: adding it twice changes nothing). Only its type and id are sent: the server reads the title,
 * poster and year from its catalog.
 */
export async function addToWatchlist(title: TitleRef): Promise<WatchlistChange> {
  return apiRequest(itemPath(title), { method: 'PUT', schema: import.meta.env.DEV && watchlistChangeSchema });
}

/** Removes the title (DELETE: removing it twice changes nothing). */
export async function removeFromWatchlist(title: TitleRef): Promise<WatchlistChange> {
  return apiRequest(itemPath(title), { method: 'DELETE', schema: import.meta.env.DEV && watchlistChangeSchema });
}
