import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import type { TitleRef } from '../../../lib/title-links';
import type { TitleDetailSlots } from './title-detail-content';
import { TitleDetailView } from './title-detail-view';

interface TitleDetailPageProps {
  title: TitleRef | null;
  castLimit: number;
  slots?: TitleDetailSlots;
}

/** /title/:mediaType/:id opened directly (a shared link or a reload): the same detail, as a page. */
export function TitleDetailPage({ title, castLimit, slots }: TitleDetailPageProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-8">
      <Link to="/" className={buttonStyles('ghost', 'w-fit px-2')}>
        <ChevronLeftIcon />
        {t('backToHome')}
      </Link>
      <div className="overflow-hidden rounded-2xl border border-border bg-bg">
        <TitleDetailView title={title} variant="page" headingId={headingId} castLimit={castLimit} slots={slots} />
      </div>
    </div>
  );
}
