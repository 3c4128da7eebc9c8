import type { SearchFilters, SearchType } from '@watchify/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SearchIcon, SlidersIcon } from '../../../components/ui/icons';
import {
  buildSearchPath,
  countActiveFilters,
  defaultFilterForm,
  type FilterError,
  type FilterForm,
  filtersFromForm,
  formFromFilters,
  validateFilterForm,
} from '../filters';
import { AdvancedFiltersPanel } from './advanced-filters-panel';

interface SearchBarProps {
  /** The text to start with (the current search on /search). */
  initialQuery?: string;
  /** The filters to start with (the current search on /search). */
  initialFilters?: SearchFilters;
  /** Which titles the search covers; kept when searching again from /search. */
  type?: SearchType;
}

/**
 * The search bar (home and /search): a text input, a Search button and the Advanced Filters toggle. Submitting
 * goes to `/search?q=…&type=…&filters=…` with only the filters changed from their defaults; invalid ranges keep
 * the panel open with a message instead (our translated messages replace the browser's validation bubbles, hence
 * `noValidate`).
 */
export function SearchBar({ initialQuery = '', initialFilters, type = 'all' }: SearchBarProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const inputId = useId();
  const panelId = useId();
  const countId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [form, setForm] = useState<FilterForm>(() =>
    initialFilters ? formFromFilters(initialFilters) : defaultFilterForm(),
  );
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<FilterError | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusAfterError = useRef<keyof FilterForm | null>(null);
  const activeCount = countActiveFilters(validateFilterForm(form) ? {} : filtersFromForm(form));

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }

  // While open: Escape closes it (focus back on the toggle), and so does a press outside the search bar.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  // Opening moves focus to the panel's first field…
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [open]);

  // …and a submit with a bad range to the first field at fault.
  useEffect(() => {
    const field = focusAfterError.current;
    if (!field) return;
    focusAfterError.current = null;
    panelRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateFilterForm(form);
    setError(problem);
    if (problem) {
      setOpen(true);
      focusAfterError.current = problem.fields[0] ?? null;
      return;
    }
    setOpen(false);
    navigate(buildSearchPath({ q: query, type, filters: filtersFromForm(form) }));
  }

  function handleFormChange(next: FilterForm) {
    setForm(next);
    // Once the message is shown, it follows the values (and disappears when they are fixed).
    if (error) setError(validateFilterForm(next));
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search reaches every screen reader; <search> does not yet
    <form role="search" aria-label={t('bar.formLabel')} onSubmit={handleSubmit} noValidate className="relative">
      <div className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-2 shadow-sm sm:flex-row sm:items-center">
        <label htmlFor={inputId} className="sr-only">
          {t('bar.label')}
        </label>
        <div className="relative flex min-w-0 flex-1 items-center">
          <SearchIcon className="pointer-events-none absolute left-3 text-lg text-muted" />
          <input
            id={inputId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={200}
            placeholder={t('bar.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-transparent bg-transparent py-2.5 pr-3 pl-10 text-base text-fg placeholder:text-muted focus:border-accent"
          />
        </div>
        <div className="flex gap-2">
          <Button
            ref={toggleRef}
            variant="secondary"
            aria-expanded={open}
            aria-controls={panelId}
            aria-describedby={activeCount > 0 ? countId : undefined}
            onClick={() => (open ? close({ returnFocus: false }) : setOpen(true))}
            className="flex-1 sm:flex-none"
          >
            <SlidersIcon />
            {t('bar.advanced')}
            {activeCount > 0 && (
              <span
                aria-hidden="true"
                className="grid min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs text-accent-fg"
              >
                {activeCount}
              </span>
            )}
          </Button>
          {activeCount > 0 && (
            <span id={countId} className="sr-only">
              {t('bar.activeFilters', { count: activeCount })}
            </span>
          )}
          <Button type="submit" className="flex-1 sm:flex-none">
            <SearchIcon />
            {t('bar.submit')}
          </Button>
        </div>
      </div>
      <AdvancedFiltersPanel
        ref={panelRef}
        id={panelId}
        open={open}
        value={form}
        onChange={handleFormChange}
        onReset={() => {
          setForm(defaultFilterForm());
          setError(null);
        }}
        onClose={() => close({ returnFocus: true })}
        error={error}
      />
    </form>
  );
}
