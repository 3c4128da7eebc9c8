import { createContext, useContext } from 'react';

/** The title a play is logged for; `title` is for messages and the form's heading (the server stores its own). */
export interface PlayTarget {
  id: number;
  mediaType: 'movie' | 'tv';
  title: string;
}

/** Watch tracking as a card and the detail view see it; features/plays provides the implementation, placed by app/. */
export interface PlaysControls {
  /**
   * Logs a play dated today (the browser's local date) and shows a toast; a visitor is asked to sign in. Clicks on
   * the same title while its play is being saved are one action. Resolves true when the play was stored.
   */
  markWatched: (target: PlayTarget) => Promise<boolean>;
  /** Opens the form that logs a play with a chosen date (or none) and the rewatch mark; a visitor is asked to sign in. */
  openLogForm: (target: PlayTarget) => void;
  /**
   * Whether lists of titles (the home's Top rows) leave this one out: the member watched it and did not ask to see
   * watched titles (their tracking settings). Always false for visitors.
   */
  hiddenAsWatched: (target: Pick<PlayTarget, 'id' | 'mediaType'>) => boolean;
  /** Whether the member has watched the title (a play of it, or of one of a show's episodes); false for visitors. */
  watched: (target: Pick<PlayTarget, 'id' | 'mediaType'>) => boolean;
  /** The member's progress in a show they have watched episodes of (a card's bar); null otherwise and for visitors. */
  showProgress: (target: Pick<PlayTarget, 'id' | 'mediaType'>) => ShowProgressMark | null;
}

/** How far a member is in a show, as a card shows it. */
export interface ShowProgressMark {
  watched: number;
  aired: number;
  state: 'notStarted' | 'watching' | 'completed' | 'stopped';
}

export const PlaysContext = createContext<PlaysControls | null>(null);

/** The watch tracking controls of the app (see `features/plays/components/plays-provider.tsx`). */
export function usePlays(): PlaysControls {
  const value = useContext(PlaysContext);
  if (!value) throw new Error('usePlays must be used inside <PlaysProvider>');
  return value;
}
