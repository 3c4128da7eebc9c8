/** Query keys of the where-to-watch choices; saving them refreshes everything under `watchServicesQueryKey`. */
export const watchServicesQueryKey = ['watch-services'] as const;
export const myWatchServicesQueryKey = [...watchServicesQueryKey, 'mine'] as const;
export const myServiceTitlesQueryKey = (region: string) => [...watchServicesQueryKey, 'titles', region] as const;
export const regionProvidersQueryKey = (region: string) => ['watch-providers', region] as const;
