import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';

interface WatchlistPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous / next page buttons around 'Page N of M'. */
export function WatchlistPagination({ page, totalPages, onChange }: WatchlistPaginationProps) {
  const { t } = useTranslation('watchlist');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('page.pagination')} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon />
        {t('page.previous')}
      </Button>
      <p className="text-sm font-medium" aria-live="polite">
        {t('page.pageOf', { page, total: totalPages })}
      </p>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('page.next')}
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
