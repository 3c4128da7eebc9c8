import { useQueryClient } from '@tanstack/react-query';
import {
  type DiaryPlay,
  episodeCode,
  MOVIE_GENRES,
  PLAY_KINDS,
  type Play,
  type PlayKind,
  TV_GENRES,
} from '@watchify/contract';
import { type MouseEvent, memo, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { RewatchIcon } from '../../../components/ui/icons';
import { posterUrl, titleHue } from '../../../components/ui/poster';
import { Spinner } from '../../../components/ui/spinner';
import { Stars } from '../../../components/ui/stars';
import { type TitleRef, titlePath, useTitleLinks } from '../../../lib/title-links';
import { changePlay } from '../api/change-play';
import { deletePlay } from '../api/delete-play';
import { type DiaryFilters, useDiary } from '../api/get-diary';
import { diaryQueryRoot, titlePlaysQueryKey } from '../api/keys';
import { type DiaryData, groupByMonth, withChangedPlay, withoutPlay } from '../diary-cache';
import { blocksOf, type DiaryBlock, type MonthBlocks, useDrawnBlocks } from '../diary-window';
import { type PlayDateFormats, playDateFormats } from '../play-dates';
import { PlayFormDialog, type PlayFormValues } from './play-form-dialog';

/** How far the year filter reaches back at least, before the diary shows older plays. */
const YEARS_OFFERED = 20;

/** The title a play is of. */
const titleOf = (play: Play): TitleRef => ({ mediaType: play.mediaType, id: play.titleId });
const isKind = (value: string | null): value is PlayKind => PLAY_KINDS.includes(value as PlayKind);

/** Year, type and genre from the address (`?year=2024&kind=movie&genre=18`), so a reload or a link keeps them. */
function readFilters(params: URLSearchParams): DiaryFilters {
  const year = Number(params.get('year'));
  const genre = Number(params.get('genre'));
  const kind = params.get('kind');
  return {
    year: Number.isInteger(year) && year >= 1000 && year <= 9999 ? year : undefined,
    kind: isKind(kind) ? kind : undefined,
    genre: Number.isInteger(genre) && genre > 0 ? genre : undefined,
  };
}

/** The genres a filter offers: the movie list, the TV list, or both (TV-only genres after the movie ones). */
function genresOf(kind: PlayKind | undefined): number[] {
  if (kind === 'movie') return MOVIE_GENRES.map((genre) => genre.id);
  if (kind === 'tv') return TV_GENRES.map((genre) => genre.id);
  const movieIds = MOVIE_GENRES.map((genre) => genre.id as number);
  return [...movieIds, ...TV_GENRES.map((genre) => genre.id as number).filter((id) => !movieIds.includes(id))];
}

interface RowTexts {
  formats: PlayDateFormats;
  undated: string;
  rewatch: string;
  edit: string;
  del: string;
  types: Record<PlayKind, string>;
  editNamed: (title: string) => string;
  deleteNamed: (title: string) => string;
  /** 'Your rating: 4 stars'. */
  stars: (rating: number) => string;
}

/** Where a row stands: its block, and its place in its month's list (which screen readers announce). */
interface RowPlace {
  block: number;
  firstOfBlock: boolean;
  position: number;
  setSize: number;
}

/**
 * One play as plain markup: no hooks, no components, so thousands render quickly. Its link and buttons are handled
 * by the list's one click handler (data-play-id, data-action).
 */
function playRow(play: DiaryPlay, texts: RowTexts, place: RowPlace) {
  const date = play.watchedOn ? texts.formats.day(play.watchedOn) : texts.undated;
  const hue = titleHue(play.title);
  return (
    <li
      key={play.id}
      data-play-id={play.id}
      data-block={place.block}
      data-block-start={place.firstOfBlock ? '' : undefined}
      aria-posinset={place.position}
      aria-setsize={place.setSize}
      className="flex items-center gap-3 py-2"
    >
      {play.posterPath ? (
        <img
          src={posterUrl(play.posterPath, 'w200')}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[2/3] w-12 shrink-0 rounded-md bg-surface-2 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[2/3] w-12 shrink-0 rounded-md"
          style={{ background: `linear-gradient(160deg, hsl(${hue} 55% 30%), hsl(${(hue + 40) % 360} 60% 16%))` }}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <a href={titlePath(titleOf(play))} data-action="open" className="truncate font-semibold hover:underline">
          {play.title}
        </a>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>{texts.types[play.mediaType]}</span>
          {play.season !== null && play.episode !== null && <span>{episodeCode(play.season, play.episode)}</span>}
          {play.year !== null && <span>{play.year}</span>}
          {play.watchedOn ? <time dateTime={play.watchedOn}>{date}</time> : <span>{date}</span>}
          {play.rewatch && (
            <span className="inline-flex items-center gap-1 font-medium text-accent-text">
              <RewatchIcon />
              {texts.rewatch}
            </span>
          )}
          {play.rating !== null && <Stars value={play.rating} label={texts.stars(play.rating)} />}
        </p>
        {play.note && <p className="line-clamp-2 text-sm break-words whitespace-pre-wrap">{play.note}</p>}
      </div>
      <div className="flex shrink-0 gap-1">
        <button
          type="button"
          data-action="edit"
          aria-label={texts.editNamed(play.title)}
          className="min-h-10 rounded-lg px-3 text-sm font-semibold hover:bg-surface-2"
        >
          {texts.edit}
        </button>
        <button
          type="button"
          data-action="delete"
          aria-label={texts.deleteNamed(play.title)}
          className="min-h-10 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-surface-2"
        >
          {texts.del}
        </button>
      </div>
    </li>
  );
}

/** Same plays in the same order: the query cache keeps unchanged plays as the same objects across refetches. */
const samePlays = (a: readonly Play[], b: readonly Play[]) =>
  a.length === b.length && a.every((play, i) => play === b[i]);

interface MonthSectionProps {
  month: MonthBlocks;
  /** The indexes of its blocks drawn now, as 'from-to' or 'none' (with the focused block after a comma). */
  drawn: string;
  texts: RowTexts;
  isDrawn: (index: number) => boolean;
  spacerHeight: (block: DiaryBlock) => number;
}

/**
 * A month of plays: the blocks near the screen drawn, the others one empty row of their height each (hidden from
 * screen readers, which hear each drawn row's place in the month). Redrawn only when its plays or its drawn blocks
 * change: scrolling redraws the months at the edges of the screen, not every month.
 */
const MonthSection = memo(
  function MonthSection({ month, texts, isDrawn, spacerHeight }: MonthSectionProps) {
    const headingId = useId();
    const { key } = month.group;
    const setSize = month.group.plays.length;
    return (
      <section aria-labelledby={headingId} className="flex flex-col">
        {/* Opaque: a see-through sticky heading makes the browser repaint what scrolls under it on every frame. */}
        <h2 id={headingId} className="sticky top-16 z-10 bg-bg py-2 text-lg font-bold">
          {key === 'undated' ? texts.undated : texts.formats.month(key)}
        </h2>
        <ol className="flex flex-col divide-y divide-border">
          {month.blocks.map((block) =>
            isDrawn(block.index) ? (
              block.plays.map((play, i) =>
                playRow(play, texts, {
                  block: block.index,
                  firstOfBlock: i === 0,
                  position: block.start + i + 1,
                  setSize,
                }),
              )
            ) : (
              <li
                key={`before-${block.key}`}
                aria-hidden="true"
                data-block-start=""
                style={{ height: spacerHeight(block) }}
              />
            ),
          )}
        </ol>
      </section>
    );
  },
  (before, after) =>
    before.texts === after.texts &&
    before.drawn === after.drawn &&
    samePlays(before.month.group.plays, after.month.group.plays),
);

/**
 * /diary for a member: every play, newest first, in month sections (undated plays last, under "Date not remembered"),
 * narrowed by year, type and genre (kept in the address). Pages load as the end of the list comes near (or with
 * "Load more"); each play opens its title, and can be changed or deleted.
 */
export function DiaryPage() {
  const { t, i18n } = useTranslation('plays');
  const { t: tCommon } = useTranslation('common');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { open } = useTitleLinks();
  const queryClient = useQueryClient();
  const filters = readFilters(params);
  const diary = useDiary(filters);
  const yearId = useId();
  const kindId = useId();
  const genreId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<Play | null>(null);
  const [deleting, setDeleting] = useState<Play | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const plays = useMemo(() => diary.data?.pages.flatMap((page) => page.plays) ?? [], [diary.data]);
  const months = useMemo(() => blocksOf(groupByMonth(plays)), [plays]);
  const blocks = useMemo(() => months.flatMap((month) => month.blocks), [months]);
  const listRef = useRef<HTMLDivElement>(null);
  const { isDrawn, spacerHeight, drawnOf, onFocus } = useDrawnBlocks(listRef, blocks);
  const byId = useMemo(() => new Map(plays.map((play) => [play.id, play])), [plays]);
  const language = i18n.language;
  const texts = useMemo<RowTexts>(
    () => ({
      formats: playDateFormats(language),
      undated: t('diary.undated'),
      rewatch: t('diary.row.rewatch'),
      edit: t('diary.row.edit'),
      del: t('diary.row.delete'),
      types: { movie: t('diary.row.types.movie'), tv: t('diary.row.types.tv') },
      editNamed: (title) => t('diary.row.editNamed', { title }),
      deleteNamed: (title) => t('diary.row.deleteNamed', { title }),
      stars: (rating) => t('diary.row.stars', { stars: tCommon('starRating.star', { count: rating }) }),
    }),
    [t, tCommon, language],
  );

  // The oldest year seen so far, so the year filter reaches back to it.
  const [oldestSeen, setOldestSeen] = useState<number | null>(null);
  let oldestLoaded: string | undefined;
  for (const play of plays) if (play.watchedOn) oldestLoaded = play.watchedOn.slice(0, 4);
  useEffect(() => {
    if (oldestLoaded) setOldestSeen((current) => Math.min(current ?? Number.POSITIVE_INFINITY, Number(oldestLoaded)));
  }, [oldestLoaded]);
  const currentYear = new Date().getFullYear();
  const firstYear = Math.min(currentYear - YEARS_OFFERED + 1, oldestSeen ?? currentYear, filters.year ?? currentYear);
  const years = Array.from({ length: currentYear - firstYear + 1 }, (_, index) => currentYear - index);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = diary;
  // The next page loads while the end of the list is still a screen or two away.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '1500px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const setFilter = (name: 'year' | 'kind' | 'genre', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // A genre of the other list means nothing once the type changes.
    if (name === 'kind') next.delete('genre');
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  };

  /** The list's one click handler: a title opens its detail over the diary; Edit and Delete open their dialogs. */
  const onListClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action]') : null;
    const id = target?.closest<HTMLElement>('[data-play-id]')?.dataset.playId;
    const play = id ? byId.get(id) : undefined;
    if (!target || !play) return;
    const action = target.dataset.action;
    if (action === 'open') {
      // A new tab or window keeps the browser's own behaviour.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(titleOf(play));
    } else if (action === 'edit') setEditing(play);
    else if (action === 'delete') setDeleting(play);
  };

  const updateDiaries = (update: (data: DiaryData, year: number | null) => DiaryData) => {
    for (const [key, data] of queryClient.getQueriesData<DiaryData>({ queryKey: diaryQueryRoot })) {
      if (data) queryClient.setQueryData<DiaryData>(key, update(data, (key[2] as number | null) ?? null));
    }
  };

  const saveEdit = async (play: Play, values: PlayFormValues) => {
    const changes = {
      ...(values.watchedOn !== play.watchedOn ? { watchedOn: values.watchedOn } : {}),
      ...(values.rewatch !== play.rewatch ? { rewatch: values.rewatch } : {}),
    };
    if (Object.keys(changes).length > 0) {
      const { play: changed } = await changePlay(play.id, changes);
      updateDiaries((data, year) => withChangedPlay(data, changed, year));
      void queryClient.invalidateQueries({ queryKey: titlePlaysQueryKey(titleOf(play)) });
      toast.success(t('toasts.changed'), { id: 'play-changed' });
    }
    setEditing(null);
  };

  const confirmDelete = async (play: Play) => {
    setDeleteBusy(true);
    // Focus goes on to the next play's Delete (the previous one's at the end), or the heading when none is left.
    const index = plays.findIndex((other) => other.id === play.id);
    const neighbour = plays[index + 1] ?? plays[index - 1];
    try {
      await deletePlay(play.id);
      toast.success(t('toasts.deleted'), { id: 'play-changed' });
    } catch {
      // Already gone (another tab): it leaves this list all the same.
    }
    updateDiaries((data) => withoutPlay(data, play.id));
    void queryClient.invalidateQueries({ queryKey: titlePlaysQueryKey(titleOf(play)) });
    setDeleteBusy(false);
    setDeleting(null);
    requestAnimationFrame(() => {
      const next = neighbour
        ? document.querySelector<HTMLElement>(`[data-play-id="${neighbour.id}"] [data-action="delete"]`)
        : null;
      (next ?? headingRef.current)?.focus();
    });
  };

  const filtered = filters.year !== undefined || filters.kind !== undefined || filters.genre !== undefined;
  let body: ReactNode;
  if (diary.isError && !diary.data) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
          {t('diary.error')}
        </p>
        <Button variant="secondary" onClick={() => void diary.refetch()}>
          {t('diary.retry')}
        </Button>
      </div>
    );
  } else if (!diary.data) {
    body = (
      <div role="status" className="flex min-h-[50vh] items-start gap-3 py-10 text-muted">
        <Spinner className="size-6" />
        {t('diary.loading')}
      </div>
    );
  } else if (plays.length === 0) {
    body = filtered ? (
      <p className="rounded-xl border border-border bg-surface p-6 text-muted">{t('diary.emptyFiltered')}</p>
    ) : (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6">
        <p className="text-lg font-semibold">{t('diary.empty.title')}</p>
        <p className="text-muted">{t('diary.empty.body')}</p>
        <Link to="/movies" className={buttonStyles('primary')}>
          {t('diary.empty.browse')}
        </Link>
      </div>
    );
  } else {
    body = (
      // biome-ignore lint/a11y/noStaticElementInteractions: clicks are delegated from the links and buttons inside
      // biome-ignore lint/a11y/useKeyWithClickEvents: the links and buttons inside answer the keyboard themselves
      <div ref={listRef} className="flex flex-col gap-6" onClick={onListClick} onFocus={onFocus}>
        {months.map((month) => (
          <MonthSection
            key={month.group.key}
            month={month}
            drawn={drawnOf(month.blocks)}
            texts={texts}
            isDrawn={isDrawn}
            spacerHeight={spacerHeight}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <title>{`${tCommon('pages.diary')} · Watchify`}</title>
      <div className="flex flex-col gap-1">
        <FocusHeading ref={headingRef} level={1} className="text-3xl font-bold tracking-tight">
          {tCommon('pages.diary')}
        </FocusHeading>
        <p className="text-muted">{t('diary.intro')}</p>
      </div>

      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{t('diary.filters.label')}</legend>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={yearId} className="text-sm font-medium">
            {t('diary.filters.year')}
          </label>
          <select
            id={yearId}
            value={filters.year ?? ''}
            onChange={(event) => setFilter('year', event.target.value)}
            className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-base focus:border-accent"
          >
            <option value="">{t('diary.filters.allYears')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={kindId} className="text-sm font-medium">
            {t('diary.filters.kind')}
          </label>
          <select
            id={kindId}
            value={filters.kind ?? ''}
            onChange={(event) => setFilter('kind', event.target.value)}
            className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-base focus:border-accent"
          >
            <option value="">{t('diary.filters.allKinds')}</option>
            {PLAY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`diary.filters.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={genreId} className="text-sm font-medium">
            {t('diary.filters.genre')}
          </label>
          <select
            id={genreId}
            value={filters.genre ?? ''}
            onChange={(event) => setFilter('genre', event.target.value)}
            className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-base focus:border-accent"
          >
            <option value="">{t('diary.filters.allGenres')}</option>
            {genresOf(filters.kind).map((id) => (
              <option key={id} value={id}>
                {tCommon(`genres.${id}` as 'genres.28')}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <div aria-busy={diary.isFetching || undefined} className="flex flex-col gap-6">
        {body}
        <div ref={sentinelRef} />
        {hasNextPage && (
          <Button
            variant="secondary"
            className="self-center"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('diary.loadingMore') : t('diary.loadMore')}
          </Button>
        )}
        {diary.data && !hasNextPage && plays.length > 0 && (
          <p className="text-center text-sm text-muted">{t('diary.end')}</p>
        )}
      </div>

      {editing && (
        <PlayFormDialog
          heading={t('form.editHeading')}
          titleName={editing.title}
          initial={{ watchedOn: editing.watchedOn, rewatch: editing.rewatch }}
          onSubmit={(values) => saveEdit(editing, values)}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('diary.confirmDelete.title')}
          message={t('diary.confirmDelete.message', { title: deleting.title })}
          confirmLabel={t('diary.confirmDelete.confirm')}
          cancelLabel={t('diary.confirmDelete.cancel')}
          busy={deleteBusy}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
