import { FILTER_BOUNDS, WATCH_TIMES } from '@watchify/contract';
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { GenreCheckboxes } from '../../../components/ui/genre-checkboxes';
import { CloseIcon } from '../../../components/ui/icons';
import { useWatchServices } from '../../../lib/watch-services';
import { type FilterError, type FilterForm, isWatchTime } from '../filters';

interface AdvancedFiltersPanelProps {
  id: string;
  open: boolean;
  value: FilterForm;
  onChange: (value: FilterForm) => void;
  onReset: () => void;
  onClose: () => void;
  error: FilterError | null;
  ref?: Ref<HTMLDivElement>;
}

const fieldsetClass = 'flex min-w-0 flex-col gap-2';
const legendClass = 'mb-1 text-sm font-semibold text-fg';

/**
 * The Advanced Filters panel (product §2): duration, watch time, genres, actor, year range and IMDB rating range.
 * A non-modal dialog; the search bar opens and closes it and submits its values.
 */
export function AdvancedFiltersPanel({
  id,
  open,
  value,
  onChange,
  onReset,
  onClose,
  error,
  ref,
}: AdvancedFiltersPanelProps) {
  const { t } = useTranslation('search');
  const { hasServices } = useWatchServices();
  const headingId = useId();
  const errorId = useId();
  const watchTimeId = useId();
  const currentYear = new Date().getFullYear();
  const set = (patch: Partial<FilterForm>) => onChange({ ...value, ...patch });
  const invalid = (field: keyof FilterForm): InputHTMLAttributes<HTMLInputElement> =>
    error?.fields.includes(field) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      hidden={!open}
      className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(80vh,44rem)] overflow-y-auto rounded-2xl border border-border bg-surface p-4 shadow-2xl sm:p-5"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold">
          {t('panel.title')}
        </h2>
        <Button variant="ghost" onClick={onClose} className="px-3">
          <CloseIcon />
          {t('panel.close')}
        </Button>
      </div>

      {error && (
        <p
          id={errorId}
          role="alert"
          className="mb-4 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
        >
          {t(`errors.${error.code}`, error.values)}
        </p>
      )}

      <div className="grid gap-5 md:grid-cols-2">
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('panel.duration')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('panel.durationMin')}
              type="number"
              inputMode="numeric"
              min={0}
              max={FILTER_BOUNDS.durationPanelMax}
              step={1}
              value={value.durationMin}
              onChange={(event) => set({ durationMin: event.target.value })}
              data-field="durationMin"
              {...invalid('durationMin')}
            />
            <TextField
              label={t('panel.durationMax')}
              type="number"
              inputMode="numeric"
              min={0}
              max={FILTER_BOUNDS.durationPanelMax}
              step={1}
              value={value.durationMax}
              onChange={(event) => set({ durationMax: event.target.value })}
              data-field="durationMax"
              {...invalid('durationMax')}
            />
          </div>
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={watchTimeId} className="text-sm font-semibold text-fg">
            {t('panel.watchTime')}
          </label>
          <select
            id={watchTimeId}
            data-field="watchTime"
            value={value.watchTime}
            onChange={(event) => {
              if (isWatchTime(event.target.value)) set({ watchTime: event.target.value });
            }}
            className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg focus:border-accent"
          >
            {WATCH_TIMES.map((watchTime) => (
              <option key={watchTime} value={watchTime}>
                {t(`panel.watchTimes.${watchTime}`)}
              </option>
            ))}
          </select>
          <div className="mt-3">
            <TextField
              label={t('panel.actor')}
              type="search"
              placeholder={t('panel.actorPlaceholder')}
              maxLength={100}
              autoComplete="off"
              data-field="cast"
              value={value.cast}
              onChange={(event) => set({ cast: event.target.value })}
            />
          </div>
        </div>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('panel.year')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('panel.yearFrom')}
              type="number"
              inputMode="numeric"
              min={FILTER_BOUNDS.yearMin}
              max={currentYear}
              step={1}
              value={value.yearFrom}
              onChange={(event) => set({ yearFrom: event.target.value })}
              data-field="yearFrom"
              {...invalid('yearFrom')}
            />
            <TextField
              label={t('panel.yearTo')}
              type="number"
              inputMode="numeric"
              min={FILTER_BOUNDS.yearMin}
              max={currentYear}
              step={1}
              value={value.yearTo}
              onChange={(event) => set({ yearTo: event.target.value })}
              data-field="yearTo"
              {...invalid('yearTo')}
            />
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('panel.rating')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('panel.ratingMin')}
              type="number"
              inputMode="decimal"
              min={FILTER_BOUNDS.ratingMin}
              max={FILTER_BOUNDS.ratingMax}
              step={FILTER_BOUNDS.ratingStep}
              value={value.ratingMin}
              onChange={(event) => set({ ratingMin: event.target.value })}
              data-field="ratingMin"
              {...invalid('ratingMin')}
            />
            <TextField
              label={t('panel.ratingMax')}
              type="number"
              inputMode="decimal"
              min={FILTER_BOUNDS.ratingMin}
              max={FILTER_BOUNDS.ratingMax}
              step={FILTER_BOUNDS.ratingStep}
              value={value.ratingMax}
              onChange={(event) => set({ ratingMax: event.target.value })}
              data-field="ratingMax"
              {...invalid('ratingMax')}
            />
          </div>
        </fieldset>

        {(hasServices || value.onMyServices) && (
          <label className="flex items-center gap-2 md:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={value.onMyServices}
              onChange={(event) => set({ onMyServices: event.target.checked })}
            />
            <span className="font-medium">{t('panel.onMyServices')}</span>
          </label>
        )}

        <fieldset className={`${fieldsetClass} md:col-span-2`}>
          <legend className={legendClass}>{t('panel.genres')}</legend>
          <GenreCheckboxes
            value={value.genres}
            onChange={(genres) => set({ genres })}
            columnsClassName="sm:grid-cols-3 lg:grid-cols-4"
          />
        </fieldset>
      </div>

      <div className="mt-5 flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="ghost" onClick={onReset}>
          {t('panel.reset')}
        </Button>
        <Button type="submit">{t('panel.apply')}</Button>
      </div>
    </div>
  );
}
