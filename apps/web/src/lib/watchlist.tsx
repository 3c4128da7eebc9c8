import { createContext, useContext } from 'react';

/** What a watchlist entry needs (product §3 Watchlist item, without the time it was added). */
export interface WatchlistTarget {
  id: number;
  mediaType: 'movie' | 'tv';
  /** Used for messages only: the server stores the title its catalog holds. */
  title: string;
  posterPath: string | null;
}

/** The watchlist as a card sees it; features/watchlist provides the implementation, placed by app/. */
export interface WatchlistControls {
  /** Whether the title is on the person's watchlist (the button then offers removal); false for visitors. */
  has: (target: Pick<WatchlistTarget, 'id' | 'mediaType'>) => boolean;
  /**
   * Adds the title, or removes it when present (product §4 Watchlist toggle), showing the outcome at once and a toast
   * when the server confirmed it. Resolves true when the change was saved (false: a visitor, or an error — the change
   * was then undone on screen).
   */
  toggle: (target: WatchlistTarget) => Promise<boolean>;
  /** Removes the title (the /watchlist page's remove button); resolves like `toggle`. */
  remove: (target: WatchlistTarget) => Promise<boolean>;
}

export const WatchlistContext = createContext<WatchlistControls | null>(null);

/** The watchlist controls of the app (see `features/watchlist/components/watchlist-provider.tsx`). */
export function useWatchlist(): WatchlistControls {
  const value = useContext(WatchlistContext);
  if (!value) throw new Error('useWatchlist must be used inside <WatchlistProvider>');
  return value;
}
