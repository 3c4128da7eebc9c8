import type { Stats } from '@watchify/contract';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonStyles } from '../../../components/ui/button';
import { StarIcon } from '../../../components/ui/icons';
import { Poster } from '../../../components/ui/poster';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useTitleLinks } from '../../../lib/title-links';
import { useStats } from '../api/get-stats';
import { BarChartSection, type ChartRow } from './bar-chart-section';

/** The year from the address (`?year=2024`), within what the API accepts; none means all time. */
function readYear(params: URLSearchParams): number | undefined {
  const year = Number(params.get('year'));
  return Number.isInteger(year) && year >= 1870 && year <= 9999 ? year : undefined;
}

/** 'YYYY-MM' as a date in UTC, so no time zone moves it into the month before. */
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** Turkish decades take 'ler' after a last spoken word with a front vowel (yirmi, elli, yetmiş, seksen, yüz, bin). */
const takesLer = (decade: number) => [0, 20, 50, 70, 80].includes(decade % 100);

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** People counted by plays (cast or directors), most watched first. */
function PeopleList({ people, playsText }: { people: Stats['cast']; playsText: (count: number) => string }) {
  return (
    <ol className="flex flex-col gap-2">
      {people.map((person) => (
        <li key={person.id} className="flex items-center gap-3">
          <Avatar name={person.name} profilePath={person.profilePath} className="size-10" />
          <span className="min-w-0 flex-1 truncate font-medium">{person.name}</span>
          <span className="shrink-0 text-sm text-muted">{playsText(person.plays)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * /stats (issue 23 §4): a member's watching in numbers, of all time or of the year in the address — hours, plays,
 * plays per month, genres, decades, the cast and directors most watched and the titles they rated highest. With
 * `userId`, a friend's (the API refuses anyone else: statsNotVisible).
 */
export function StatsPage({ userId }: { userId?: string }) {
  const { t, i18n } = useTranslation('stats');
  const { t: tCommon } = useTranslation('common');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { link } = useTitleLinks();
  const yearId = useId();
  const year = readYear(params);
  const stats = useStats({ userId, year });
  const language = i18n.language;

  const formats = useMemo(
    () => ({
      hours: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      count: new Intl.NumberFormat(language),
      monthOfYear: new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }),
      monthAndYear: new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    }),
    [language],
  );

  const setYear = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('year', value);
    else next.delete('year');
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  };

  const heading = userId ? t('friendTitle') : year ? t('yearTitle', { year }) : t('title');
  const playsText = (count: number) => t('plays', { count });
  const decadeName = (decade: number) =>
    t('decadeName', { decade, context: language === 'tr' && takesLer(decade) ? 'ler' : undefined });

  // The picker lists the years with plays; a year typed into the address is kept so the select shows it.
  const years = stats.data?.years ?? [];
  const yearOptions = year !== undefined && !years.includes(year) ? [year, ...years] : years;

  let body: ReactNode;
  if (stats.isError && !stats.data) {
    const notVisible = stats.error instanceof ApiRequestError && stats.error.code === 'statsNotVisible';
    body = notVisible ? (
      <p role="alert" className="rounded-xl border border-border bg-surface p-6">
        {t('errors.statsNotVisible')}
      </p>
    ) : (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
          {t('error')}
        </p>
        <Button variant="secondary" onClick={() => void stats.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!stats.data) {
    body = (
      <div role="status" className="flex min-h-[50vh] items-start gap-3 py-10 text-muted">
        <Spinner className="size-6" />
        {t('loading')}
      </div>
    );
  } else if (stats.data.totals.plays === 0) {
    body =
      userId || year !== undefined ? (
        <p className="rounded-xl border border-border bg-surface p-6 text-muted">{t('none')}</p>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6">
          <p className="text-lg font-semibold">{t('empty.message')}</p>
          <Link to="/diary" className={buttonStyles('primary')}>
            {t('empty.diary')}
          </Link>
        </div>
      );
  } else {
    const data = stats.data;
    const monthLabel = data.year === null ? formats.monthAndYear : formats.monthOfYear;
    const perMonth: ChartRow[] = data.perMonth.map((row) => ({
      label: monthLabel.format(monthDate(row.month)),
      name: formats.monthAndYear.format(monthDate(row.month)),
      value: row.plays,
    }));
    const decades: ChartRow[] = data.decades.map((row) => ({ label: decadeName(row.decade), value: row.plays }));
    const mostGenrePlays = Math.max(1, ...data.genres.map((genre) => genre.plays));
    const hours = (minutes: number) => formats.hours.format(minutes / 60);
    const totals = [
      {
        key: 'hours',
        value: hours(data.totals.minutes),
        detail: t('totals.hoursSplit', {
          movies: hours(data.totals.movieMinutes),
          episodes: hours(data.totals.episodeMinutes),
        }),
      },
      { key: 'plays', value: formats.count.format(data.totals.plays) },
      { key: 'movies', value: formats.count.format(data.totals.movies) },
      { key: 'shows', value: formats.count.format(data.totals.shows) },
      { key: 'episodes', value: formats.count.format(data.totals.episodes) },
      { key: 'rewatches', value: formats.count.format(data.totals.rewatches) },
    ] as const;
    body = (
      <>
        <section aria-label={t('totals.label')} className="flex flex-col gap-2">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {totals.map((total) => (
              // The figure is drawn above its name (order), but read after it, as a dl pairs them.
              <div key={total.key} className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4">
                <dt className="order-2 text-sm text-muted">{t(`totals.${total.key}`)}</dt>
                <dd className="order-1 text-3xl font-bold tabular-nums">{total.value}</dd>
                {'detail' in total && <dd className="order-3 text-xs text-muted">{total.detail}</dd>}
              </div>
            ))}
          </dl>
          {data.totals.undated > 0 && (
            <p className="text-sm text-muted">{t('totals.undated', { count: data.totals.undated })}</p>
          )}
        </section>

        <BarChartSection
          heading={t('perMonth')}
          labelHeading={t('month')}
          valueHeading={t('playCount')}
          rows={perMonth}
        />

        <div className="grid gap-6 lg:grid-cols-2">
          <Section heading={t('genres')}>
            {data.genres.length === 0 ? (
              <p className="text-muted">{t('none')}</p>
            ) : (
              <ol className="flex flex-col gap-2">
                {data.genres.map((genre) => (
                  <li key={genre.genreId} className="flex flex-col gap-1">
                    <span className="flex justify-between gap-3 text-sm">
                      <span className="font-medium">{tCommon(`genres.${genre.genreId}` as 'genres.28')}</span>
                      <span className="text-muted">{playsText(genre.plays)}</span>
                    </span>
                    {/* The bar repeats the number beside it, for the eye only. */}
                    <span aria-hidden="true" className="h-2 rounded-full bg-surface-2">
                      <span
                        className="block h-full rounded-full bg-accent"
                        style={{ width: `${(genre.plays / mostGenrePlays) * 100}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Section>
          <BarChartSection
            heading={t('decades')}
            labelHeading={t('decade')}
            valueHeading={t('playCount')}
            rows={decades}
          />
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <Section heading={t('cast')}>
            {data.cast.length === 0 ? (
              <p className="text-muted">{t('none')}</p>
            ) : (
              <PeopleList people={data.cast} playsText={playsText} />
            )}
          </Section>
          <Section heading={t('directors')}>
            {data.directors.length === 0 ? (
              <p className="text-muted">{t('none')}</p>
            ) : (
              <PeopleList people={data.directors} playsText={playsText} />
            )}
          </Section>
        </div>

        <Section heading={t('topRated')}>
          {data.topRated.length === 0 ? (
            <p className="text-muted">{t('none')}</p>
          ) : (
            <ol className="grid grid-cols-3 gap-4 sm:grid-cols-5">
              {data.topRated.map((title) => (
                <li key={`${title.mediaType}-${title.id}`}>
                  <Link {...link(title)} className="flex flex-col gap-1.5 rounded-lg hover:underline">
                    <Poster title={title.title} posterPath={title.posterPath} size="w200" />
                    <span className="line-clamp-2 text-sm font-semibold">{title.title}</span>
                    <span className="flex text-star" role="img" aria-label={t('stars', { count: title.rating })}>
                      {Array.from({ length: 5 }, (_, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
                        <StarIcon key={index} className={index < title.rating ? '' : 'text-border'} />
                      ))}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <title>{`${heading} · Watchify`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          {userId ? (
            year !== undefined && <p className="text-muted">{t('yearTitle', { year })}</p>
          ) : (
            <p className="text-muted">{t('intro')}</p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={yearId} className="text-sm font-medium">
            {t('year')}
          </label>
          <select
            id={yearId}
            value={year ?? ''}
            onChange={(event) => setYear(event.target.value)}
            className="min-h-11 rounded-lg border border-border bg-surface px-3 py-2 text-base focus:border-accent"
          >
            <option value="">{t('allTime')}</option>
            {yearOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-busy={stats.isFetching || undefined} className="flex flex-col gap-6">
        {body}
      </div>
    </div>
  );
}
