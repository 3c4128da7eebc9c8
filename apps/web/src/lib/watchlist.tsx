import { createContext, useContext } from 'react';

/** What a watchlist entry needs (spec §3 Watchlist item, without the time it was added). */
export interface WatchlistTarget {
  id: number;
  mediaType: 'movie' | 'tv';
  title: string;
  posterPath: string | null;
}

/** The watchlist as a card sees it; the app layer provides the implementation. */
export interface WatchlistControls {
  /** Whether the title is already on the person's watchlist (the button then offers removal). */
  has: (target: WatchlistTarget) => boolean;
  /** Adds the title, or removes it when present (spec §4 Watchlist toggle). */
  toggle: (target: WatchlistTarget) => void;
}

export const WatchlistContext = createContext<WatchlistControls | null>(null);

/** The watchlist controls of the app (see `app/watchlist-provider.tsx`). */
export function useWatchlist(): WatchlistControls {
  const value = useContext(WatchlistContext);
  if (!value) throw new Error('useWatchlist must be used inside <WatchlistProvider>');
  return value;
}
