import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /**
   * The namespace whose `page.pagination` / `.previous` / `.next` / `.pageOf` name this list's pages (search
   * results or a watchlist), so a screen reader hears which list it pages.
   */
  namespace: 'search' | 'watchlist' | 'admin' | 'lists';
  /** Names this navigation when a screen has several paged lists (default: the namespace's `page.pagination`). */
  label?: string;
}

/** Previous / next page buttons around 'Page N of M'. */
export function Pagination({ page, totalPages, onChange, namespace, label }: PaginationProps) {
  const { t } = useTranslation(namespace, { keyPrefix: 'page' });
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? t('pagination')} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon />
        {t('previous')}
      </Button>
      <p className="text-sm font-medium" aria-live="polite">
        {t('pageOf', { page, total: totalPages })}
      </p>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('next')}
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
