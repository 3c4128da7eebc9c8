import type { ImportRow, ImportRowState, TitleSummary } from '@watchify/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Poster } from '../../../components/ui/poster';
import { Spinner } from '../../../components/ui/spinner';
import { useFixImportRow } from '../api/rows';
import { useTitleSearch } from '../api/search-titles';
import { importErrorKey } from '../errors';

interface ImportRowItemProps {
  importId: string;
  row: ImportRow;
  /** The state the report shows, whose page the fixed row is updated in. */
  shownState: ImportRowState;
}

/** The catalog's titles for a row's search, as buttons that pick one. */
function TitleResults({ query, onPick }: { query: string; onPick: (title: TitleSummary) => void }) {
  const { t } = useTranslation('imports');
  const search = useTitleSearch(query);
  if (search.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {t('report.searchError')}
      </p>
    );
  if (!search.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('report.searching')}
      </p>
    );
  }
  if (search.data.results.length === 0)
    return (
      <p role="status" className="text-sm text-muted">
        {t('report.noResults')}
      </p>
    );
  return (
    <ul aria-label={t('report.results')} className="flex flex-col gap-2">
      {search.data.results.slice(0, 8).map((title) => (
        <li key={`${title.mediaType}-${title.id}`}>
          <button
            type="button"
            aria-label={
              title.year === null
                ? t('report.pickNoYear', { title: title.title })
                : t('report.pick', { title: title.title, year: title.year })
            }
            onClick={() => onPick(title)}
            className="flex w-full items-center gap-3 rounded-lg border border-border bg-surface p-2 text-left hover:bg-surface-2"
          >
            <Poster title={title.title} posterPath={title.posterPath} size="w200" className="w-10 shrink-0" />
            <span className="flex flex-col">
              <span className="font-semibold">
                {title.year === null
                  ? t('report.pickNoYear', { title: title.title })
                  : t('report.pick', { title: title.title, year: title.year })}
              </span>
              <span className="text-xs text-muted">
                {title.mediaType === 'movie' ? t('report.movie') : t('report.tv')}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * One row of a report: where it came from, what the file called it, what became of it and why, and the title it was
 * matched to. An unmatched row can be matched by searching the catalog and picking a title, or dismissed.
 */
export function ImportRowItem({ importId, row, shownState }: ImportRowItemProps) {
  const { t } = useTranslation('imports');
  const inputId = useId();
  const fix = useFixImportRow(importId, shownState);
  const [finding, setFinding] = useState(false);
  const [text, setText] = useState(row.label.replace(/\s*\(\d{4}\)\s*$/, ''));
  const [query, setQuery] = useState('');

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(text.trim());
  }

  function pick(title: TitleSummary) {
    fix.mutate(
      { rowId: row.id, action: 'match', title: { mediaType: title.mediaType, id: title.id } },
      {
        onSuccess: () => {
          toast.success(t('report.matched', { title: title.title }));
          setFinding(false);
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold break-words">{row.label}</p>
        <span className="rounded-full border border-border bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
          {t(`report.states.${row.state}`)}
        </span>
      </div>
      <p className="text-sm text-muted">
        {t(`report.kinds.${row.kind}`)} · {t('report.where', { file: row.file, line: row.line })}
      </p>
      {row.reason && <p className="text-sm">{t(`reasons.${row.reason}`)}</p>}
      {row.match && (
        <p className="text-sm">
          {row.match.year === null
            ? t('report.matchNoYear', { title: row.match.title })
            : t('report.match', { title: row.match.title, year: row.match.year })}
          {' · '}
          {t('report.matchedBy', { method: t(`report.methods.${row.match.method}`) })}
        </p>
      )}
      {row.state === 'unmatched' && !finding && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-label={t('report.findTitleOf', { label: row.label })}
            onClick={() => setFinding(true)}
          >
            {t('report.findTitle')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('report.dismissRow', { label: row.label })}
            disabled={fix.isPending}
            onClick={() =>
              fix.mutate(
                { rowId: row.id, action: 'dismiss' },
                { onSuccess: () => toast.success(t('report.dismissed')) },
              )
            }
          >
            {t('report.dismiss')}
          </Button>
        </div>
      )}
      {row.state === 'unmatched' && finding && (
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-3">
          <form onSubmit={handleSearch} className="flex flex-wrap items-end gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <label htmlFor={inputId} className="text-sm font-medium">
                {t('report.searchLabel', { label: row.label })}
              </label>
              <input
                id={inputId}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                // biome-ignore lint/a11y/noAutofocus: the search box opens on the member's own click
                autoFocus
                className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg"
              />
            </div>
            <Button type="submit">{t('report.search')}</Button>
            <Button variant="secondary" onClick={() => setFinding(false)}>
              {t('report.cancel')}
            </Button>
          </form>
          {query && <TitleResults query={query} onPick={pick} />}
        </div>
      )}
      <FormAlert message={fix.isError ? t(importErrorKey(fix.error)) : null} />
    </div>
  );
}
