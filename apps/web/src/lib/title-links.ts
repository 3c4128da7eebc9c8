import { useCallback } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';

/** What identifies a title: TMDB id plus media type (movie and TV ids overlap). */
export interface TitleRef {
  mediaType: 'movie' | 'tv';
  id: number;
}

/** The shareable address of a title's detail: `/title/movie/238`. */
export function titlePath(title: TitleRef): string {
  return `/title/${title.mediaType}/${title.id}`;
}

/**
 * History state of a title link opened from a page: the detail shows as a modal over `backgroundLocation`
 * (the page stays mounted underneath); without it, or after a reload, `/title/...` is a page of its own.
 */
export interface TitleModalState {
  backgroundLocation: Location;
  /** How many cast members the detail lists (product §9: 8 in the modal and on search, 6 from trending pages). */
  castLimit?: number;
}

/** Reads {@link TitleModalState} from `location.state`, or null when the state is something else. */
export function readTitleModalState(state: unknown): TitleModalState | null {
  if (!state || typeof state !== 'object') return null;
  const { backgroundLocation, castLimit } = state as Partial<TitleModalState>;
  if (!backgroundLocation || typeof backgroundLocation !== 'object' || typeof backgroundLocation.key !== 'string') {
    return null;
  }
  return { backgroundLocation, castLimit: typeof castLimit === 'number' ? castLimit : undefined };
}

export interface TitleLink {
  to: string;
  state: TitleModalState;
  /** Keep the page where it is: the detail opens over it. */
  preventScrollReset: true;
}

/**
 * Links that open a title's detail over the current page: `link(title)` gives the props of a <Link>,
 * `open(title)` navigates there (for buttons). The URL becomes `/title/:mediaType/:id`, so it can be shared.
 */
export function useTitleLinks(options: { castLimit?: number } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { castLimit } = options;
  const link = useCallback(
    (title: TitleRef): TitleLink => ({
      to: titlePath(title),
      state: { backgroundLocation: location, castLimit },
      preventScrollReset: true,
    }),
    [location, castLimit],
  );
  const open = useCallback(
    (title: TitleRef) => {
      const { to, ...rest } = link(title);
      navigate(to, rest);
    },
    [link, navigate],
  );
  return { link, open };
}
