import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WATCHLIST_EVENTS, type WatchlistChange, type WatchlistKeys, watchlistKey } from '@watchify/contract';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiRequestError } from '../../../lib/api-client';
import { useSocketEvent } from '../../../lib/realtime';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import type { TitleRef } from '../../../lib/title-links';
import { WatchlistContext, type WatchlistControls, type WatchlistTarget } from '../../../lib/watchlist';
import { addToWatchlist, removeFromWatchlist } from '../api/change-watchlist';
import { watchlistKeysQueryOptions } from '../api/get-watchlist-keys';
import { watchlistKeysQueryKey, watchlistPagesQueryKey } from '../api/keys';

/** The keys with the title added or removed (a new object, as the query cache expects). */
function withTitle(keys: WatchlistKeys, title: TitleRef, saved: boolean): WatchlistKeys {
  const ids = keys[title.mediaType].filter((id) => id !== title.id);
  return { ...keys, [title.mediaType]: saved ? [...ids, title.id] : ids };
}

/** Follows the owner's other tabs (and devices): their changes arrive as `watchlist:changed` events. */
function WatchlistLiveUpdates({
  onChange,
  onReconnect,
}: {
  onChange: (change: WatchlistChange) => void;
  onReconnect: () => void;
}) {
  useSocketEvent(WATCHLIST_EVENTS.changed, onChange, onReconnect);
  return null;
}

/**
 * The watchlist toggle of every card and of the detail view, one behaviour everywhere (home, search, trending,
 * detail, /watchlist):
 * - a visitor gets the toast 'Lütfen önce giriş yapın' with a link to the sign-in page (product §6, made consistent);
 * - a member sees the change at once (optimistic), then the server's toast ('İzleme listenize eklendi' /
 *   'İzleme listenizden kaldırıldı'), or 'Bir hata oluştu' and the card back as it was.
 *
 * Every card reads its state from one list of keys (`GET /api/watchlist/keys`), so search and trending cards show
 * the real state too. Clicks on one title are sent one after the other, each as the explicit add or remove the
 * person saw on the button (PUT / DELETE, idempotent): a double click adds then removes, in that order, and a stale
 * second tab can only ask for what its button showed.
 */
export function WatchlistProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  const askToSignIn = useSignInPrompt();
  const queryClient = useQueryClient();
  const keys = useQuery({ ...watchlistKeysQueryOptions(), enabled: signedIn });
  /** The last request sent per title; the next click on that title waits for it. */
  const queues = useRef(new Map<string, Promise<unknown>>());

  const saved = useMemo(() => {
    const set = new Set<string>();
    if (!signedIn || !keys.data) return set;
    for (const id of keys.data.movie) set.add(watchlistKey({ mediaType: 'movie', id }));
    for (const id of keys.data.tv) set.add(watchlistKey({ mediaType: 'tv', id }));
    return set;
  }, [signedIn, keys.data]);

  const setSaved = useCallback(
    (title: TitleRef, inWatchlist: boolean) =>
      queryClient.setQueryData<WatchlistKeys>(watchlistKeysQueryKey, (current) =>
        current ? withTitle(current, title, inWatchlist) : current,
      ),
    [queryClient],
  );

  const change = useCallback(
    async (target: WatchlistTarget, intent: 'toggle' | 'remove'): Promise<boolean> => {
      if (!signedIn) {
        askToSignIn();
        return false;
      }
      const title: TitleRef = { mediaType: target.mediaType, id: target.id };
      const key = watchlistKey(title);
      // Read from the cache, not from the last render: a fast second click must see the first one's change.
      const current = queryClient.getQueryData<WatchlistKeys>(watchlistKeysQueryKey);
      const before = current ? current[title.mediaType].includes(title.id) : intent === 'remove';
      const wanted = intent === 'toggle' ? !before : false;
      setSaved(title, wanted);

      const previous = queues.current.get(key) ?? Promise.resolve();
      const request = previous
        .catch(() => undefined)
        .then(() => (wanted ? addToWatchlist(title) : removeFromWatchlist(title)));
      queues.current.set(key, request);
      // Only the newest click on a title decides what its card shows; earlier ones just report.
      const isLatest = () => queues.current.get(key) === request;
      try {
        const result = await request;
        toast.success(t(result.inWatchlist ? 'watchlist.added' : 'watchlist.removed'), { id: 'watchlist-change' });
        if (isLatest()) setSaved(title, result.inWatchlist);
        if (!current) void queryClient.invalidateQueries({ queryKey: watchlistKeysQueryKey });
        void queryClient.invalidateQueries({ queryKey: watchlistPagesQueryKey });
        return true;
      } catch (error) {
        if (isLatest()) {
          setSaved(title, before);
          // What the server holds after a failure is not certain: ask it.
          void queryClient.invalidateQueries({ queryKey: watchlistKeysQueryKey });
        }
        if (error instanceof ApiRequestError && error.status === 401) askToSignIn();
        else toast.error(t('watchlist.error'), { id: 'watchlist-change' });
        return false;
      } finally {
        if (isLatest()) queues.current.delete(key);
      }
    },
    [signedIn, askToSignIn, queryClient, setSaved, t],
  );

  const onRemoteChange = useCallback(
    (event: WatchlistChange) => {
      // A click of this tab on the same title is on its way: its own answer settles the card.
      if (!queues.current.has(watchlistKey(event))) setSaved(event, event.inWatchlist);
      void queryClient.invalidateQueries({ queryKey: watchlistPagesQueryKey });
    },
    [queryClient, setSaved],
  );
  const onReconnect = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: watchlistKeysQueryKey });
    void queryClient.invalidateQueries({ queryKey: watchlistPagesQueryKey });
  }, [queryClient]);

  const controls = useMemo<WatchlistControls>(
    () => ({
      has: (target) => saved.has(watchlistKey(target)),
      toggle: (target) => change(target, 'toggle'),
      remove: (target) => change(target, 'remove'),
    }),
    [saved, change],
  );

  return (
    <WatchlistContext.Provider value={controls}>
      {children}
      {/* The socket loads only once the list is there: it is not part of the first paint. */}
      {signedIn && keys.data && <WatchlistLiveUpdates onChange={onRemoteChange} onReconnect={onReconnect} />}
    </WatchlistContext.Provider>
  );
}
