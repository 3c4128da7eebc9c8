import type { DiaryFilters } from './get-diary';

/** Query keys of plays: a title's plays (the detail) and the diary's pages, per filters. */
export const playsQueryRoot = ['plays'] as const;
export const titlePlaysQueryKey = (title: { mediaType: 'movie' | 'tv'; id: number }) =>
  [...playsQueryRoot, 'title', title.mediaType, title.id] as const;
/** Every diary query, whatever its filters. */
export const diaryQueryRoot = [...playsQueryRoot, 'diary'] as const;
export const diaryQueryKey = (filters: DiaryFilters) =>
  [...diaryQueryRoot, filters.year ?? null, filters.kind ?? null, filters.genre ?? null] as const;
/** My comment on a title, whose stars the log form shows as my rating. */
export const myCommentQueryKey = (title: { mediaType: 'movie' | 'tv'; id: number }) =>
  [...playsQueryRoot, 'my-comment', title.mediaType, title.id] as const;
/** The member's tracking settings. */
export const trackingSettingsQueryKey = [...playsQueryRoot, 'settings'] as const;
/** The ids of every title the member has watched. */
export const watchedKeysQueryKey = [...playsQueryRoot, 'keys'] as const;
/** A show's seasons, and one season with its episodes (catalog data, the same for everyone). */
export const seasonsQueryKey = (showId: number) => ['seasons', showId] as const;
export const seasonQueryKey = (showId: number, season: number) => ['seasons', showId, season] as const;
/** Every query of the member's episode progress: a show's progress and Up Next. */
const episodeProgressRoot = [...playsQueryRoot, 'episodes'] as const;
export const showProgressQueryKey = (showId: number) => [...episodeProgressRoot, 'show', showId] as const;
export const upNextQueryKey = [...episodeProgressRoot, 'up-next'] as const;
/** The member's counts in every show they watch (the cards' bars). */
export const showsProgressQueryKey = [...episodeProgressRoot, 'shows'] as const;
