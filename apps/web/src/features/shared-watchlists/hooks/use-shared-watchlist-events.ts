import { useQueryClient } from '@tanstack/react-query';
import {
  FRIEND_EVENTS,
  SHARED_WATCHLIST_EVENTS,
  type SharedWatchlistCreatedEvent,
  type SharedWatchlistDeletedEvent,
  type SharedWatchlistItemsChangedEvent,
  type SharedWatchlistsResponse,
  sharedWatchlistCreatedEventSchema,
  sharedWatchlistDeletedEventSchema,
  sharedWatchlistItemsChangedEventSchema,
} from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSocketEvent } from '../../../lib/realtime';
import { sharedWatchlistKeys } from '../api/keys';

interface Options {
  /** Called after a list was deleted (by either member), e.g. to leave that list's page. */
  onDeleted?: (event: SharedWatchlistDeletedEvent) => void;
}

/**
 * Keeps every shared-list view live: a list a friend shares with me, items either of us adds or removes, and a
 * deleted list show up without a reload. Events only trigger a refetch (the server stays the source of truth), and
 * after a dropped connection everything is refetched, so a missed event never leaves a stale list.
 */
export function useSharedWatchlistEvents({ onDeleted }: Options = {}): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation('sharedWatchlists');
  const refreshAll = () => void queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.all });

  useSocketEvent(
    SHARED_WATCHLIST_EVENTS.created,
    ({ list }: SharedWatchlistCreatedEvent) => {
      void queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.mine() });
      if (!list.createdByMe) {
        toast.info(t('toasts.sharedWithYou', { name: list.partner.displayName, list: list.name }), {
          id: `shared-watchlist-created-${list.id}`,
        });
      }
    },
    refreshAll,
    import.meta.env.DEV && sharedWatchlistCreatedEventSchema,
  );

  useSocketEvent(
    SHARED_WATCHLIST_EVENTS.itemsChanged,
    ({ listId }: SharedWatchlistItemsChangedEvent) => {
      void queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.list(listId) });
    },
    undefined,
    import.meta.env.DEV && sharedWatchlistItemsChangedEventSchema,
  );

  // A list is frozen while its members are not friends (canEdit): follow the friendship both ways.
  useSocketEvent(FRIEND_EVENTS.friendRemoved, refreshAll);
  useSocketEvent(FRIEND_EVENTS.friendAdded, refreshAll);

  useSocketEvent(
    SHARED_WATCHLIST_EVENTS.deleted,
    (event: SharedWatchlistDeletedEvent) => {
      const { listId, by } = event;
      const known = queryClient
        .getQueryData<SharedWatchlistsResponse>(sharedWatchlistKeys.mine())
        ?.lists.find((list) => list.id === listId);
      if (known && known.partner.id === by) {
        toast.info(t('toasts.deletedByPartner', { name: known.partner.displayName, list: known.name }), {
          id: `shared-watchlist-deleted-${listId}`,
        });
      }
      queryClient.removeQueries({ queryKey: sharedWatchlistKeys.list(listId) });
      void queryClient.invalidateQueries({ queryKey: sharedWatchlistKeys.mine() });
      onDeleted?.(event);
    },
    undefined,
    import.meta.env.DEV && sharedWatchlistDeletedEventSchema,
  );
}
