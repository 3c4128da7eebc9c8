import type { QueryClient } from '@tanstack/react-query';
import { CAST_LIMITS, parseSearchFilters, type SearchType } from '@watchify/contract';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { TitleCard } from '../../../components/ui/title-card';
import { useWatchServices } from '../../../lib/watch-services';
import { type SearchRequest, searchTitlesQueryOptions, useSearchTitles } from '../api/search-titles';
import { buildSearchPath, countActiveFilters, isSearchType } from '../filters';
import { SearchBar } from './search-bar';
import { TypeSwitch } from './type-switch';

/** The API serves at most 500 pages of results. */
const MAX_PAGE = 500;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

interface SearchAddress {
  /** The text as typed (the search bar shows it); the request has it trimmed. */
  q: string;
  request: SearchRequest;
  /** False with no text and no filter: there is nothing to search. */
  canSearch: boolean;
}

/**
 * What a /search address asks for: the one reading of q, type, filters and page, shared by the page and the
 * first-screen prefetch (so the server renders, and the browser requests early, exactly the page's query).
 * Invalid `filters` JSON counts as no filters; an unknown type as all.
 */
export function readSearchAddress(params: URLSearchParams): SearchAddress {
  const q = params.get('q') ?? '';
  const rawType = params.get('type');
  const filters = parseSearchFilters(params.get('filters'));
  const request = {
    q: q.trim(),
    type: isSearchType(rawType) ? rawType : 'all',
    filters,
    page: readPage(params.get('page')),
  } satisfies SearchRequest;
  return { q, request, canSearch: request.q !== '' || countActiveFilters(filters) > 0 };
}

/**
 * /search?q=&type=&filters=&page= (product §2): the search bar filled with the current search, a type switch, the
 * results grid with pagination, and the loading, empty and error states. Invalid `filters` JSON counts as no
 * filters; with no text and no filters there is nothing to search, and a hint says so.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { t: tCommon } = useTranslation('common');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { region } = useWatchServices();
  const { q, request: address, canSearch } = useMemo(() => readSearchAddress(params), [params]);
  // The region matters only to "on my services"; other searches keep the address's key, which the server prefetched.
  const request = useMemo(() => (address.filters.onMyServices ? { ...address, region } : address), [address, region]);
  const { type, filters } = request;
  const search = useSearchTitles(request, canSearch);
  // The results render in the background (interruptible), so their arrival does not block the main thread.
  const data = useDeferredValue(search.data);
  const goTo = (patch: { type?: SearchType; page?: number }) =>
    navigate(buildSearchPath({ q, type: patch.type ?? type, filters, page: patch.page ?? 1 }));

  let body: ReactNode;
  if (!canSearch) {
    body = <p className="rounded-xl border border-border bg-surface p-6 text-muted">{t('page.hint')}</p>;
  } else if (search.isError && !data) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
          {t('page.error')}
        </p>
        <Button variant="secondary" onClick={() => void search.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      // min-h-dvh: the footer stays below the fold until the results arrive, so it does not jump (layout shift).
      <div role="status" className="flex min-h-dvh items-start gap-3 py-10 text-muted">
        <Spinner className="size-6" />
        {t('page.loading')}
      </div>
    );
  } else if (data.results.length === 0) {
    body = (
      <p role="status" className="rounded-xl border border-border bg-surface p-6 text-muted">
        {t('page.empty')}
      </p>
    );
  } else {
    const totalPages = Math.min(data.totalPages, MAX_PAGE);
    const refreshing = search.isPlaceholderData;
    body = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-bold">
            {q.trim() ? t('page.resultsFor', { query: q.trim() }) : t('page.results')}
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {t('page.total', { count: data.totalResults })}
          </p>
        </div>
        {refreshing && (
          <div role="status" className="flex items-center gap-3 text-muted">
            <Spinner className="size-5" />
            {t('page.loading')}
          </div>
        )}
        <ul
          aria-busy={refreshing || undefined}
          className={`grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 ${refreshing ? 'opacity-60' : ''}`}
        >
          {data.results.map((title) => (
            <li key={`${title.mediaType}-${title.id}`}>
              <TitleCard title={title} actionNames="named" castLimit={CAST_LIMITS.modal} />
            </li>
          ))}
        </ul>
        <Pagination
          namespace="search"
          page={data.page}
          totalPages={totalPages}
          onChange={(next) => goTo({ page: next })}
        />
      </div>
    );
  }

  const documentTitle = q.trim() ? t('page.resultsFor', { query: q.trim() }) : t('page.title');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`${documentTitle} · Watchify`}</title>
      <Link to="/" className={buttonStyles('ghost', 'w-fit px-2')}>
        <ChevronLeftIcon />
        {tCommon('backToHome')}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
      <SearchBar key={location.search} initialQuery={q} initialFilters={filters} type={type} />
      <TypeSwitch value={type} onChange={(next) => goTo({ type: next })} />
      {body}
    </div>
  );
}

/** Starts the results' request of a /search address before the page renders (app/prefetch). */
export async function prefetchSearch(client: QueryClient, params: URLSearchParams): Promise<void> {
  const { request, canSearch } = readSearchAddress(params);
  // "On my services" needs the member's region, which the page knows once it renders.
  if (canSearch && !request.filters.onMyServices) await client.prefetchQuery(searchTitlesQueryOptions(request));
}
