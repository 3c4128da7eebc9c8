import type { DiaryFilters } from './get-diary';

/** Query keys of plays: a title's plays (the detail) and the diary's pages, per filters. */
export const playsQueryRoot = ['plays'] as const;
export const titlePlaysQueryKey = (title: { mediaType: 'movie' | 'tv'; id: number }) =>
  [...playsQueryRoot, 'title', title.mediaType, title.id] as const;
/** Every diary query, whatever its filters. */
export const diaryQueryRoot = [...playsQueryRoot, 'diary'] as const;
export const diaryQueryKey = (filters: DiaryFilters) =>
  [...diaryQueryRoot, filters.year ?? null, filters.kind ?? null, filters.genre ?? null] as const;
/** The member's tracking settings. */
export const trackingSettingsQueryKey = [...playsQueryRoot, 'settings'] as const;
/** The ids of every title the member has watched. */
export const watchedKeysQueryKey = [...playsQueryRoot, 'keys'] as const;
