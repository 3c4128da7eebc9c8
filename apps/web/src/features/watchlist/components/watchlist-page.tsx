import {
  WATCHLIST_DEFAULT_ORDER,
  WATCHLIST_ORDERS,
  WATCHLIST_SORTS,
  type WatchlistItem,
  type WatchlistOrder,
  type WatchlistSort,
  watchlistKey,
} from '@watchify/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { useWatchlist } from '../../../lib/watchlist';
import { useWatchlistPage } from '../api/get-watchlist';
import { WatchlistItemRow } from './watchlist-item-row';

/** The sort menu: each choice is a sort with a direction. */
const SORT_CHOICES = [
  { sort: 'added', order: 'desc', label: 'addedDesc' },
  { sort: 'added', order: 'asc', label: 'addedAsc' },
  { sort: 'title', order: 'asc', label: 'titleAsc' },
  { sort: 'title', order: 'desc', label: 'titleDesc' },
  { sort: 'year', order: 'desc', label: 'yearDesc' },
  { sort: 'year', order: 'asc', label: 'yearAsc' },
] as const satisfies readonly { sort: WatchlistSort; order: WatchlistOrder; label: string }[];

const isSort = (value: string | null): value is WatchlistSort => WATCHLIST_SORTS.includes(value as WatchlistSort);
const isOrder = (value: string | null): value is WatchlistOrder => WATCHLIST_ORDERS.includes(value as WatchlistOrder);

/** Sort, order and page from the address (`?sort=title&order=asc&page=2`), so a reload or a shared link keeps them. */
function readView(params: URLSearchParams): { sort: WatchlistSort; order: WatchlistOrder; page: number } {
  const rawSort = params.get('sort');
  const sort = isSort(rawSort) ? rawSort : 'added';
  const rawOrder = params.get('order');
  const order = isOrder(rawOrder) ? rawOrder : WATCHLIST_DEFAULT_ORDER[sort];
  const page = Number(params.get('page'));
  return { sort, order, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export interface WatchlistPageProps {
  /** The shared watchlists (built in features/shared-watchlists), shown below my own list. */
  sharedSection?: ReactNode;
  /** Extra controls on each item, e.g. the select that adds it to a shared list. */
  itemActions?: (item: WatchlistItem) => ReactNode;
}

/**
 * /watchlist for a member (product §2): my own items — poster, title, type, added date — each opening its details or
 * removed with one click, sorted and paged by the server so a list of thousands stays fast; an empty state; and room
 * for the shared watchlists below.
 */
export function WatchlistPage({ sharedSection, itemActions }: WatchlistPageProps) {
  const { t } = useTranslation('watchlist');
  const { t: tCommon } = useTranslation('common');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = readView(params);
  const list = useWatchlistPage(view);
  const watchlist = useWatchlist();
  const sortId = useId();
  /** Items removed here, hidden until the refreshed page no longer has them (or shown again if removal failed). */
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const focus = useFocusAfterRemoval();
  const data = list.data;

  const goTo = (next: { sort?: WatchlistSort; order?: WatchlistOrder; page?: number }) => {
    const target = { ...view, page: 1, ...next };
    const query = new URLSearchParams();
    if (target.sort !== 'added') query.set('sort', target.sort);
    if (target.order !== WATCHLIST_DEFAULT_ORDER[target.sort]) query.set('order', target.order);
    if (target.page > 1) query.set('page', String(target.page));
    const search = query.toString();
    navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: target.page === view.page });
  };

  useEffect(() => {
    if (!data) return;
    // Forget the hidden items the server no longer lists; keep hiding those a stale answer still has.
    setHidden((current) => {
      const listed = new Set(data.items.map(watchlistKey));
      const still = [...current].filter((key) => listed.has(key));
      return still.length === current.size ? current : new Set(still);
    });
  }, [data]);

  // After removals the page may be past the end (e.g. the last item of the last page): show the last page instead.
  const pastTheEnd = data !== undefined && data.items.length === 0 && view.page > 1 && !list.isPlaceholderData;
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: goTo is recreated every render; lastPage is the input
  useEffect(() => {
    if (pastTheEnd) goTo({ page: lastPage });
  }, [pastTheEnd, lastPage]);

  const items = data?.items.filter((item) => !hidden.has(watchlistKey(item))) ?? [];
  const totalItems = data ? Math.max(0, data.totalItems - (data.items.length - items.length)) : 0;

  const remove = async (item: WatchlistItem) => {
    const key = watchlistKey(item);
    focus.removing(key, items.map(watchlistKey));
    setHidden((current) => new Set(current).add(key));
    const removed = await watchlist.remove(item);
    if (!removed) {
      setHidden((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  let body: ReactNode;
  if (list.isError && !data) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
          {t('error')}
        </p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <div role="status" className="flex min-h-[50vh] items-start gap-3 py-10 text-muted">
        <Spinner className="size-6" />
        {t('loading')}
      </div>
    );
  } else if (totalItems === 0) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6">
        <p className="text-lg font-semibold">{t('empty.title')}</p>
        <p className="text-muted">{t('empty.body')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/movies" className={buttonStyles('primary')}>
            {t('empty.movies')}
          </Link>
          <Link to="/shows" className={buttonStyles('secondary')}>
            {t('empty.shows')}
          </Link>
        </div>
      </div>
    );
  } else {
    const refreshing = list.isPlaceholderData;
    const choice = SORT_CHOICES.find((c) => c.sort === view.sort && c.order === view.order) ?? SORT_CHOICES[0];
    body = (
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {t('total', { count: totalItems })}
          </p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={sortId} className="text-sm font-medium">
              {t('sort.label')}
            </label>
            <select
              id={sortId}
              value={choice.label}
              onChange={(event) => {
                const next = SORT_CHOICES.find((c) => c.label === event.target.value);
                if (next) goTo({ sort: next.sort, order: next.order });
              }}
              className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-base focus:border-accent"
            >
              {SORT_CHOICES.map((c) => (
                <option key={c.label} value={c.label}>
                  {t(`sort.options.${c.label}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ul
          ref={focus.listRef}
          aria-label={t('listLabel')}
          aria-busy={refreshing || undefined}
          className={`grid gap-3 md:grid-cols-2 ${refreshing ? 'opacity-60' : ''}`}
        >
          {items.map((item) => (
            <li key={watchlistKey(item)} data-key={watchlistKey(item)}>
              <WatchlistItemRow item={item} onRemove={(target) => void remove(target)} actions={itemActions?.(item)} />
            </li>
          ))}
        </ul>
        <Pagination
          namespace="watchlist"
          page={Math.min(view.page, lastPage)}
          totalPages={data.totalPages}
          onChange={(page) => goTo({ page })}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`${tCommon('pages.watchlist')} · Watchify`}</title>
      <div className="flex flex-col gap-1">
        <FocusHeading ref={focus.headingRef} level={1} className="text-3xl font-bold tracking-tight">
          {tCommon('pages.watchlist')}
        </FocusHeading>
        <p className="text-muted">{t('intro')}</p>
      </div>
      {body}
      {sharedSection}
    </div>
  );
}
