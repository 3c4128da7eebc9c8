import { FILTER_BOUNDS } from '@watchify/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { GenreCheckboxes } from '../../../components/ui/genre-checkboxes';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { EMPTY_HOME_FILTERS, type HomeFilterError, type HomeFilterForm } from '../home-filters';

interface HomeFilterBarProps {
  value: HomeFilterForm;
  onChange: (value: HomeFilterForm) => void;
  errors: readonly HomeFilterError[];
  /** A line saying how many titles the rows show, announced politely. */
  summary: string | null;
}

/** The filter bar above the home rows: year range, rating range and genres (every chosen genre must match). */
export function HomeFilterBar({ value, onChange, errors, summary }: HomeFilterBarProps) {
  const { t } = useTranslation('home');
  const [genresOpen, setGenresOpen] = useState(false);
  const headingId = useId();
  const genresId = useId();
  const errorId = useId();
  const currentYear = new Date().getFullYear();
  const set = (patch: Partial<HomeFilterForm>) => onChange({ ...value, ...patch });
  const yearInvalid = errors.includes('yearOrder') || errors.includes('yearRange');
  const ratingInvalid = errors.includes('ratingOrder') || errors.includes('ratingRange');
  const bounds = {
    yearMin: FILTER_BOUNDS.yearMin,
    yearMax: currentYear,
    ratingMin: FILTER_BOUNDS.ratingMin,
    ratingMax: FILTER_BOUNDS.ratingMax,
  };
  const changed =
    value.yearFrom !== '' ||
    value.yearTo !== '' ||
    value.ratingMin !== '' ||
    value.ratingMax !== '' ||
    value.genres.length > 0;

  const yearProps = {
    type: 'number',
    inputMode: 'numeric',
    min: FILTER_BOUNDS.yearMin,
    max: currentYear,
    step: 1,
    'aria-invalid': yearInvalid || undefined,
    'aria-describedby': yearInvalid ? errorId : undefined,
  } as const;
  const ratingProps = {
    type: 'number',
    inputMode: 'decimal',
    min: FILTER_BOUNDS.ratingMin,
    max: FILTER_BOUNDS.ratingMax,
    step: FILTER_BOUNDS.ratingStep,
    'aria-invalid': ratingInvalid || undefined,
    'aria-describedby': ratingInvalid ? errorId : undefined,
  } as const;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t('filters.heading')}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(4,minmax(0,1fr))_auto] md:items-end">
        <TextField
          label={t('filters.yearFrom')}
          placeholder={String(FILTER_BOUNDS.yearMin)}
          value={value.yearFrom}
          onChange={(event) => set({ yearFrom: event.target.value })}
          {...yearProps}
        />
        <TextField
          label={t('filters.yearTo')}
          placeholder={String(currentYear)}
          value={value.yearTo}
          onChange={(event) => set({ yearTo: event.target.value })}
          {...yearProps}
        />
        <TextField
          label={t('filters.ratingMin')}
          placeholder={String(FILTER_BOUNDS.ratingMin)}
          value={value.ratingMin}
          onChange={(event) => set({ ratingMin: event.target.value })}
          {...ratingProps}
        />
        <TextField
          label={t('filters.ratingMax')}
          placeholder={String(FILTER_BOUNDS.ratingMax)}
          value={value.ratingMax}
          onChange={(event) => set({ ratingMax: event.target.value })}
          {...ratingProps}
        />
        <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1">
          <Button
            variant="secondary"
            aria-expanded={genresOpen}
            aria-controls={genresId}
            onClick={() => setGenresOpen((open) => !open)}
          >
            {t('filters.genres')}
            <span className="text-muted">
              {value.genres.length === 0
                ? t('filters.genresAny')
                : t('filters.genresSelected', { count: value.genres.length })}
            </span>
            <ChevronRightIcon className={`transition-transform ${genresOpen ? 'rotate-90' : ''}`} />
          </Button>
          <Button variant="ghost" disabled={!changed} onClick={() => onChange(EMPTY_HOME_FILTERS)}>
            {t('filters.clear')}
          </Button>
        </div>
      </div>
      <fieldset id={genresId} hidden={!genresOpen} className="flex flex-col gap-2">
        <legend className="sr-only">{t('filters.genres')}</legend>
        <p className="text-sm text-muted">{t('filters.genresHint')}</p>
        <GenreCheckboxes
          value={value.genres}
          onChange={(genres) => set({ genres })}
          columnsClassName="sm:grid-cols-3 lg:grid-cols-5"
        />
      </fieldset>
      {errors.length > 0 && (
        <div id={errorId} role="alert" className="flex flex-col gap-1 text-sm font-medium text-danger">
          {errors.map((error) => (
            <p key={error}>{t(`filters.${error}`, bounds)}</p>
          ))}
        </div>
      )}
      <p aria-live="polite" className="text-sm text-muted">
        {summary}
      </p>
    </section>
  );
}
