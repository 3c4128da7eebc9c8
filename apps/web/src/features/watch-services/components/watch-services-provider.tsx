import { useQuery } from '@tanstack/react-query';
import { serviceTitleKey } from '@watchify/contract';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguages, defaultRegion } from '../../../lib/watch-region';
import { WatchServicesContext, type WatchServicesControls } from '../../../lib/watch-services';
import { myServiceTitlesQueryOptions, myWatchServicesQueryOptions } from '../api/watch-services';

/**
 * A member's region and services for every card, detail view and filter (decision 047): the region they chose, else
 * the one of their language and browser, and one list of the titles on their services there, which the cards mark.
 */
export function WatchServicesProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { i18n } = useTranslation();
  const choices = useQuery({ ...myWatchServicesQueryOptions(), enabled: signedIn });
  const region = (signedIn && choices.data?.region) || defaultRegion(i18n.language, browserLanguages());
  const hasServices = signedIn && (choices.data?.services.length ?? 0) > 0;
  const titles = useQuery({ ...myServiceTitlesQueryOptions(region), enabled: hasServices });

  const value = useMemo<WatchServicesControls>(() => {
    const keys = new Set(hasServices ? (titles.data?.titles ?? []) : []);
    return { region, signedIn, hasServices, onMyServices: (title) => keys.has(serviceTitleKey(title)) };
  }, [region, signedIn, hasServices, titles.data]);

  return <WatchServicesContext.Provider value={value}>{children}</WatchServicesContext.Provider>;
}
