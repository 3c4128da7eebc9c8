import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleRef } from './title-links';
import { browserLanguages, defaultRegion } from './watch-region';

/** A member's where-to-watch choices as cards, the detail view and the filters see them (decision 047). */
export interface WatchServicesControls {
  /** The region offers are read in: the member's choice, else from the language and browser. */
  region: string;
  /** Whether a member is signed in (only members pick services). */
  signedIn: boolean;
  /** Whether the member picked any service ("on my services" is offered only then). */
  hasServices: boolean;
  /** Whether the title streams (or is free) on one of the member's services in the region. */
  onMyServices: (title: TitleRef) => boolean;
}

/** features/watch-services provides the member's choices, placed by app/. */
export const WatchServicesContext = createContext<WatchServicesControls | null>(null);

/** The choices of the app; without a provider (a visitor's server-rendered page, a test), the default region alone. */
export function useWatchServices(): WatchServicesControls {
  const value = useContext(WatchServicesContext);
  const { i18n } = useTranslation();
  return (
    value ?? {
      region: defaultRegion(i18n.language, browserLanguages()),
      signedIn: false,
      hasServices: false,
      onMyServices: () => false,
    }
  );
}
