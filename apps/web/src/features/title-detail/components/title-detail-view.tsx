import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { useTitleDetail } from '../api/get-title-detail';
import { TitleDetailContent, type TitleDetailSlots } from './title-detail-content';

export interface TitleDetailViewProps {
  /** The title to show; null when the address does not name one (shown as not found). */
  title: TitleRef | null;
  variant: 'modal' | 'page';
  /** Id for the title's heading (it names the dialog). */
  headingId: string;
  castLimit: number;
  slots?: TitleDetailSlots;
  /** Buttons beside the heading (the modal's Close). */
  actions?: ReactNode;
}

/** Loads a title's detail and shows it, or its loading, not-found and error states, with the same heading id. */
export function TitleDetailView({ title, variant, headingId, castLimit, slots, actions }: TitleDetailViewProps) {
  const { t } = useTranslation('title');
  const { t: tCommon } = useTranslation('common');
  const detail = useTitleDetail(title);
  const Heading = variant === 'modal' ? 'h2' : 'h1';

  if (detail.data) {
    return (
      <>
        {variant === 'page' && <title>{`${detail.data.title} · Watchify`}</title>}
        <TitleDetailContent
          detail={detail.data}
          variant={variant}
          headingId={headingId}
          castLimit={castLimit}
          slots={slots}
          actions={actions}
        />
      </>
    );
  }

  const notFound = title === null || (detail.error instanceof ApiRequestError && detail.error.status === 404);
  let heading: string;
  let body: ReactNode;
  if (notFound) {
    heading = t('notFound.title');
    body = (
      <>
        <p className="text-muted">{t('notFound.body')}</p>
        {/* The page has its own link home above. */}
        {variant === 'modal' && (
          <Link to="/" className={buttonStyles('primary', 'w-fit')}>
            {tCommon('backToHome')}
          </Link>
        )}
      </>
    );
  } else if (detail.isError) {
    heading = t('error');
    body = (
      <Button variant="secondary" className="w-fit" onClick={() => void detail.refetch()}>
        {t('retry')}
      </Button>
    );
  } else {
    heading = t('loading');
    body = (
      <div role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-6" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 p-6 sm:p-8">
      {variant === 'page' && <title>{`${heading} · Watchify`}</title>}
      <div className="flex items-start justify-between gap-4">
        <Heading id={headingId} className="text-2xl font-bold">
          {heading}
        </Heading>
        {actions}
      </div>
      {body}
    </div>
  );
}
