import { useQueryClient } from '@tanstack/react-query';
import { type LoggedPlay, PLAY_ERRORS, PLAY_INPUT_ERRORS } from '@watchify/contract';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiRequestError } from '../../../lib/api-client';
import { PlaysContext, type PlaysControls, type PlayTarget, type ShowProgressMark } from '../../../lib/plays';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import { useWatchlist } from '../../../lib/watchlist';
import { createMyComment } from '../api/create-my-comment';
import { useShowsProgress } from '../api/episodes';
import { useMyComment } from '../api/get-my-comment';
import { useWatchedKeys } from '../api/get-watched-keys';
import { diaryQueryRoot, myCommentQueryKey, titlePlaysQueryKey, watchedKeysQueryKey } from '../api/keys';
import { logPlay } from '../api/log-play';
import { useTrackingSettings } from '../api/tracking-settings';
import { updateMyComment } from '../api/update-my-comment';
import { localDate } from '../play-dates';
import { PlayFormDialog, type PlayFormValues, type RatingSource, type ReviewValues } from './play-form-dialog';

const KNOWN_ERRORS: readonly string[] = [...PLAY_INPUT_ERRORS, ...PLAY_ERRORS];

/**
 * The log form for one title. Its request id is made when it opens: however often Save is pressed, one play. It reads
 * my comment on the title as it opens, so the rating starts from my stars and saving changes that comment (one rating
 * per member and title); without one, a rating creates it.
 */
function LogPlayDialog({
  target,
  onLogged,
  onClose,
}: {
  target: PlayTarget;
  onLogged: (target: PlayTarget, logged: LoggedPlay) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('plays');
  const queryClient = useQueryClient();
  const [requestId] = useState(() => crypto.randomUUID());
  const title = { mediaType: target.mediaType, id: target.id };
  const mine = useMyComment(title);
  // Fixed once read: a refetch (window focus) must not swap the comment the form's values came from.
  const [rating, setRating] = useState<RatingSource>({ status: 'loading', saved: null });
  if (rating.status === 'loading' && mine.isSuccess) setRating({ status: 'ready', saved: mine.data });
  if (rating.status === 'loading' && mine.isError) setRating({ status: 'error', saved: null });

  /** Writes the rating; false when it could not be (the play is logged either way). */
  const saveReview = async (review: ReviewValues): Promise<boolean> => {
    const { saved } = rating;
    // An unchanged comment is left alone: no write, no 'edited' mark.
    if (saved && saved.rating === review.rating && saved.text === review.text) return true;
    try {
      if (saved) await updateMyComment(saved.id, review);
      else await createMyComment(title, review);
      return true;
    } catch {
      return false;
    } finally {
      // The detail's comments follow through their live event; this form reads afresh next time.
      void queryClient.invalidateQueries({ queryKey: myCommentQueryKey(title) });
    }
  };

  const save = async ({ watchedOn, rewatch }: PlayFormValues, review: ReviewValues | null) => {
    const logged = await logPlay({ mediaType: target.mediaType, id: target.id, watchedOn, rewatch, requestId });
    const reviewSaved = review === null || (await saveReview(review));
    onLogged(target, logged);
    if (!reviewSaved) toast.error(t('toasts.ratingFailed'), { id: 'play-rating' });
    onClose();
  };
  return (
    <PlayFormDialog
      heading={t('form.heading')}
      titleName={target.title}
      initial={{ watchedOn: localDate(new Date()), rewatch: false }}
      rating={rating}
      onSubmit={save}
      onClose={onClose}
    />
  );
}

/**
 * "Mark as watched" and "Log with details…" of every card and of the detail view, one behaviour everywhere:
 * - a visitor gets the sign-in toast the watchlist button gives;
 * - a member's click logs a play dated today (their own calendar's) and shows 'Marked as watched'; the form logs one
 *   with a chosen date, or none, and the rewatch mark, and rates the title (the play first: a rating that cannot be
 *   saved says so and leaves the play logged).
 *
 * Each action sends its own request id (the API stores one play per id): clicks on a title while its play is on its
 * way join that action, and Save in the form resends the form's id, so a double click stores one play.
 */
export function PlaysProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation('plays');
  const askToSignIn = useSignInPrompt();
  const queryClient = useQueryClient();
  const [formTarget, setFormTarget] = useState<PlayTarget | null>(null);
  /** The play being saved per title (`movie:603`); a click while it is there is the same action. */
  const pending = useRef(new Map<string, Promise<boolean>>());

  const watchlist = useWatchlist();
  const afterLogged = useCallback(
    (target: PlayTarget, logged: LoggedPlay) => {
      // A title on the watchlist: the server took it off, or (the user's setting says ask) the toast offers to.
      if (logged.watchlist === 'removed') {
        toast.success(t('toasts.loggedAndRemoved'), { id: 'play-logged' });
      } else if (logged.watchlist === 'ask') {
        toast.success(t('toasts.logged'), {
          id: 'play-logged',
          description: t('toasts.stillOnWatchlist'),
          action: {
            label: t('toasts.removeFromWatchlist'),
            onClick: () => void watchlist.remove({ ...target, posterPath: logged.play.posterPath }),
          },
        });
      } else {
        toast.success(t('toasts.logged'), { id: 'play-logged' });
      }
      void queryClient.invalidateQueries({ queryKey: titlePlaysQueryKey(target) });
      void queryClient.invalidateQueries({ queryKey: watchedKeysQueryKey });
      // The new play's place may be pages away: the diary starts again from its first page (not every page loaded).
      void queryClient.resetQueries({ queryKey: diaryQueryRoot });
    },
    [queryClient, t, watchlist],
  );

  const markWatched = useCallback(
    (target: PlayTarget): Promise<boolean> => {
      if (!signedIn) {
        askToSignIn();
        return Promise.resolve(false);
      }
      const key = `${target.mediaType}:${target.id}`;
      const running = pending.current.get(key);
      if (running) return running;
      const action = logPlay({
        mediaType: target.mediaType,
        id: target.id,
        watchedOn: localDate(new Date()),
        rewatch: false,
        requestId: crypto.randomUUID(),
      })
        .then((logged) => {
          afterLogged(target, logged);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 401) askToSignIn();
          else {
            const code = error instanceof ApiRequestError && KNOWN_ERRORS.includes(error.code) ? error.code : null;
            toast.error(code ? t(`errors.${code}` as 'errors.dateInvalid') : t('toasts.error'), { id: 'play-logged' });
          }
          return false;
        })
        .finally(() => pending.current.delete(key));
      pending.current.set(key, action);
      return action;
    },
    [signedIn, askToSignIn, afterLogged, t],
  );

  const openLogForm = useCallback(
    (target: PlayTarget) => {
      if (!signedIn) askToSignIn();
      else setFormTarget(target);
    },
    [signedIn, askToSignIn],
  );

  const watched = useWatchedKeys({ enabled: signedIn });
  const settings = useTrackingSettings({ enabled: signedIn });
  const isWatched = useCallback(
    (target: Pick<PlayTarget, 'id' | 'mediaType'>) =>
      signedIn && (watched.data?.[target.mediaType].includes(target.id) ?? false),
    [signedIn, watched.data],
  );
  const hiddenAsWatched = useCallback(
    (target: Pick<PlayTarget, 'id' | 'mediaType'>) => settings.data?.showWatched === false && isWatched(target),
    [settings.data, isWatched],
  );

  const shows = useShowsProgress({ enabled: signedIn });
  const progressOfShow = useMemo(
    () => new Map<number, ShowProgressMark>(shows.data?.shows.map(({ id, ...mark }) => [id, mark])),
    [shows.data],
  );
  const showProgress = useCallback(
    (target: Pick<PlayTarget, 'id' | 'mediaType'>) =>
      (signedIn && target.mediaType === 'tv' && progressOfShow.get(target.id)) || null,
    [signedIn, progressOfShow],
  );

  const controls = useMemo<PlaysControls>(
    () => ({ markWatched, openLogForm, hiddenAsWatched, watched: isWatched, showProgress }),
    [markWatched, openLogForm, hiddenAsWatched, isWatched, showProgress],
  );

  return (
    <PlaysContext.Provider value={controls}>
      {children}
      {formTarget && <LogPlayDialog target={formTarget} onLogged={afterLogged} onClose={() => setFormTarget(null)} />}
    </PlaysContext.Provider>
  );
}
