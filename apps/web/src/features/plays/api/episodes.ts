import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  CATALOG_ENDPOINTS,
  type MarkEpisodesRequest,
  type MarkedEpisodes,
  markedEpisodesSchema,
  PLAYS_ENDPOINTS,
  type SeasonResponse,
  type SeasonsResponse,
  type ShowProgress,
  type ShowsProgress,
  seasonResponseSchema,
  seasonsResponseSchema,
  showProgressSchema,
  showsProgressSchema,
  type UnmarkEpisodesRequest,
  type UpNext,
  upNextSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { seasonQueryKey, seasonsQueryKey, showProgressQueryKey, showsProgressQueryKey, upNextQueryKey } from './keys';

/** A show's seasons in order (empty for a show tracked as a whole). */
export function useSeasons(showId: number) {
  return useQuery({
    queryKey: seasonsQueryKey(showId),
    queryFn: ({ signal }): Promise<SeasonsResponse> =>
      apiRequest(apiPath(CATALOG_ENDPOINTS.seasons, { mediaType: 'tv', id: showId }), {
        schema: import.meta.env.DEV && seasonsResponseSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

/** One season with its episodes, fetched when the season is opened. */
export function useSeason(showId: number, season: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: seasonQueryKey(showId, season),
    queryFn: ({ signal }): Promise<SeasonResponse> =>
      apiRequest(apiPath(CATALOG_ENDPOINTS.season, { mediaType: 'tv', id: showId, season }), {
        schema: import.meta.env.DEV && seasonResponseSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function showProgressQueryOptions(showId: number) {
  return queryOptions({
    queryKey: showProgressQueryKey(showId),
    queryFn: ({ signal }): Promise<ShowProgress> =>
      apiRequest(apiPath(PLAYS_ENDPOINTS.showProgress, { id: showId }), {
        schema: import.meta.env.DEV && showProgressSchema,
        signal,
      }),
  });
}

/** The member's progress in a show: counts, state, next episode and the episodes watched. */
export function useShowProgress(showId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...showProgressQueryOptions(showId), enabled });
}

/** The shows the member is watching with their next episode, and those coming soon. */
export function useUpNext({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: upNextQueryKey,
    queryFn: ({ signal }): Promise<UpNext> =>
      apiRequest(apiPath(PLAYS_ENDPOINTS.upNext), { schema: import.meta.env.DEV && upNextSchema, signal }),
  });
}

/** The member's counts and state in every show they have watched episodes of. */
export function useShowsProgress({ enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: showsProgressQueryKey,
    queryFn: ({ signal }): Promise<ShowsProgress> =>
      apiRequest(apiPath(PLAYS_ENDPOINTS.showsProgress), {
        schema: import.meta.env.DEV && showsProgressSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** Marks a season's aired episodes, or every aired one up to an episode (POST); answers the show's progress. */
export async function markEpisodes(request: MarkEpisodesRequest): Promise<MarkedEpisodes> {
  return apiRequest(apiPath(PLAYS_ENDPOINTS.episodes), {
    method: 'POST',
    body: request,
    schema: import.meta.env.DEV && markedEpisodesSchema,
  });
}

/** Unchecks a season, every episode up to one, or one episode (DELETE); answers the show's progress. */
export async function unmarkEpisodes(request: UnmarkEpisodesRequest): Promise<MarkedEpisodes> {
  return apiRequest(apiPath(PLAYS_ENDPOINTS.episodes), {
    method: 'DELETE',
    body: request,
    schema: import.meta.env.DEV && markedEpisodesSchema,
  });
}

/** I stopped watching the show, or take it up again (PUT); answers the show's progress. */
export async function setShowStopped(showId: number, stopped: boolean): Promise<ShowProgress> {
  return apiRequest(apiPath(PLAYS_ENDPOINTS.showStopped, { id: showId }), {
    method: 'PUT',
    body: { stopped },
    schema: import.meta.env.DEV && showProgressSchema,
  });
}
