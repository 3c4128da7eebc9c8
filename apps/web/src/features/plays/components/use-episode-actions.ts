import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type MarkedEpisodes, PLAY_ERRORS, PLAY_INPUT_ERRORS, type ShowProgress } from '@watchify/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiRequestError } from '../../../lib/api-client';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import { markEpisodes, setShowStopped, unmarkEpisodes } from '../api/episodes';
import {
  diaryQueryRoot,
  showProgressQueryKey,
  showsProgressQueryKey,
  titlePlaysQueryKey,
  upNextQueryKey,
  watchedKeysQueryKey,
} from '../api/keys';
import { logPlay } from '../api/log-play';
import { localDate } from '../play-dates';

const KNOWN_ERRORS: readonly string[] = [...PLAY_INPUT_ERRORS, ...PLAY_ERRORS];

/** What a member can do with a show's episodes; `busy` while one action is on its way (the controls wait for it). */
export interface EpisodeActions {
  busy: boolean;
  markEpisode: (season: number, episode: number) => Promise<void>;
  unmarkEpisode: (season: number, episode: number) => Promise<void>;
  markSeason: (season: number) => Promise<void>;
  unmarkSeason: (season: number) => Promise<void>;
  markUpTo: (season: number, episode: number) => Promise<void>;
  unmarkUpTo: (season: number, episode: number) => Promise<void>;
  setStopped: (stopped: boolean) => Promise<void>;
}

/**
 * The episode checks of a show and its Stop button. Every mark is dated today (the member's calendar) and sends its
 * own request id, so a double click stores it once; each answer refreshes the show's progress, Up Next, the diary
 * and the watched marks of the cards.
 */
export function useEpisodeActions(show: { id: number; title: string }): EpisodeActions {
  const { t } = useTranslation('plays');
  const queryClient = useQueryClient();
  const askToSignIn = useSignInPrompt();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: () => Promise<ShowProgress | MarkedEpisodes | null>, success?: (answer: unknown) => string) => {
      setBusy(true);
      const progressKey = showProgressQueryKey(show.id);
      try {
        const answer = await action();
        const progress = answer && 'progress' in answer ? answer.progress : answer;
        if (progress) queryClient.setQueryData(progressKey, progress);
        void refreshAfterEpisodes(queryClient, show.id, { progressKnown: Boolean(progress) });
        if (success) toast.success(success(answer), { id: 'episodes-marked' });
      } catch (error) {
        // Undo what was shown ahead of the answer.
        void queryClient.invalidateQueries({ queryKey: progressKey });
        if (error instanceof ApiRequestError && error.status === 401) askToSignIn();
        else {
          const code = error instanceof ApiRequestError && KNOWN_ERRORS.includes(error.code) ? error.code : null;
          toast.error(code ? t(`errors.${code}` as 'errors.dateInvalid') : t('toasts.error'), {
            id: 'episodes-marked',
          });
        }
      } finally {
        setBusy(false);
      }
    },
    [queryClient, show.id, askToSignIn, t],
  );

  return useMemo<EpisodeActions>(() => {
    // A checkbox follows the click at once; the answer then brings the counts and the state.
    const showChecked = (season: number, episode: number, watched: boolean) =>
      queryClient.setQueryData<ShowProgress>(
        showProgressQueryKey(show.id),
        (progress) => progress && withEpisodeChecked(progress, season, episode, watched),
      );
    const today = () => localDate(new Date());
    const marked = (answer: unknown) => t('episodes.toasts.marked', { count: (answer as MarkedEpisodes).changed });
    const unmarked = (answer: unknown) => t('episodes.toasts.unmarked', { count: (answer as MarkedEpisodes).changed });
    return {
      busy,
      markEpisode: (season, episode) => {
        showChecked(season, episode, true);
        return run(async () => {
          await logPlay({
            mediaType: 'tv',
            id: show.id,
            season,
            episode,
            watchedOn: today(),
            rewatch: false,
            requestId: crypto.randomUUID(),
          });
          return null;
        });
      },
      unmarkEpisode: (season, episode) => {
        showChecked(season, episode, false);
        return run(() => unmarkEpisodes({ id: show.id, season, episode }));
      },
      markSeason: (season) =>
        run(() => markEpisodes({ id: show.id, season, watchedOn: today(), requestId: crypto.randomUUID() }), marked),
      unmarkSeason: (season) => run(() => unmarkEpisodes({ id: show.id, season }), unmarked),
      markUpTo: (season, upTo) =>
        run(
          () => markEpisodes({ id: show.id, season, upTo, watchedOn: today(), requestId: crypto.randomUUID() }),
          marked,
        ),
      unmarkUpTo: (season, upTo) => run(() => unmarkEpisodes({ id: show.id, season, upTo }), unmarked),
      setStopped: (stopped) =>
        run(
          () => setShowStopped(show.id, stopped),
          () => t(stopped ? 'episodes.toasts.stopped' : 'episodes.toasts.resumed', { title: show.title }),
        ),
    };
  }, [busy, run, queryClient, show.id, show.title, t]);
}

/**
 * After a show's episodes changed: its progress (unless the answer brought it), Up Next, the cards' bars and watched
 * marks, the detail's "You watched this" and the diary. Resolves when Up Next is fresh.
 */
export async function refreshAfterEpisodes(
  queryClient: QueryClient,
  showId: number,
  { progressKnown = false }: { progressKnown?: boolean } = {},
): Promise<void> {
  if (!progressKnown) void queryClient.invalidateQueries({ queryKey: showProgressQueryKey(showId) });
  void queryClient.invalidateQueries({ queryKey: showsProgressQueryKey });
  void queryClient.invalidateQueries({ queryKey: watchedKeysQueryKey });
  void queryClient.invalidateQueries({ queryKey: titlePlaysQueryKey({ mediaType: 'tv', id: showId }) });
  void queryClient.resetQueries({ queryKey: diaryQueryRoot });
  await queryClient.invalidateQueries({ queryKey: upNextQueryKey });
}

/** The progress with one episode checked or unchecked (specials apart from the count, as the server counts). */
function withEpisodeChecked(progress: ShowProgress, season: number, episode: number, watched: boolean): ShowProgress {
  const others = progress.watchedEpisodes.filter(([s, e]) => s !== season || e !== episode);
  const watchedEpisodes: ShowProgress['watchedEpisodes'] = watched ? [...others, [season, episode]] : others;
  const change = season === 0 ? 0 : watchedEpisodes.length - progress.watchedEpisodes.length;
  return { ...progress, watchedEpisodes, watched: progress.watched + change };
}
