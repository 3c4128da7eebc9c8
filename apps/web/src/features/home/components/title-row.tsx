import type { TitleCard as TitleCardData } from '@watchify/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { TitleCard } from '../../../components/ui/title-card';

interface TitleRowProps {
  heading: string;
  seeAllTo: string;
  titles: readonly TitleCardData[] | undefined;
  isLoading: boolean;
  loadingText: string;
  /** Shown instead of the row when loading failed. */
  errorText: string | null;
  /** Whether a filter is in force: an empty row then says that no title matches. */
  filteredOut?: boolean;
}

/** A headed row of title cards with a 'See All' link, plus its loading, error and empty states. */
export function TitleRow({
  heading,
  seeAllTo,
  titles,
  isLoading,
  loadingText,
  errorText,
  filteredOut = false,
}: TitleRowProps) {
  const { t } = useTranslation('home');
  const headingId = useId();

  let body: ReactNode;
  if (errorText) {
    body = (
      <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
        {errorText}
      </p>
    );
  } else if (isLoading || !titles) {
    body = (
      <div role="status" className="flex items-center gap-3 py-8 text-muted">
        <Spinner className="size-6" />
        {loadingText}
      </div>
    );
  } else if (titles.length === 0) {
    body = <p className="py-8 text-muted">{filteredOut ? t('filters.noMatch') : t('empty')}</p>;
  } else {
    body = (
      <ul className="title-row relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0">
        {titles.map((title) => (
          <li key={`${title.mediaType}-${title.id}`} className="w-36 shrink-0 snap-start sm:w-44">
            <TitleCard title={title} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
          {heading}
        </h2>
        <Link
          to={seeAllTo}
          aria-describedby={headingId}
          className="shrink-0 rounded text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
        >
          {t('seeAll')}
        </Link>
      </div>
      {body}
    </section>
  );
}
