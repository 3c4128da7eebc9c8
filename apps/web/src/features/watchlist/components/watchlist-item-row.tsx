import type { WatchlistItem } from '@watchify/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CloseIcon, InfoIcon } from '../../../components/ui/icons';
import { Poster } from '../../../components/ui/poster';
import { useTitleLinks } from '../../../lib/title-links';

interface WatchlistItemRowProps {
  item: WatchlistItem;
  onRemove: (item: WatchlistItem) => void;
  /** Extra controls for the item (e.g. adding it to a shared list). */
  actions?: ReactNode;
}

/** One saved title: poster, title, type, year and the date it was added; opens its details or removes it. */
export function WatchlistItemRow({ item, onRemove, actions }: WatchlistItemRowProps) {
  const { t, i18n } = useTranslation('watchlist');
  const { t: tCommon } = useTranslation('common');
  const { link, open } = useTitleLinks();
  const addedText = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.addedAt));

  return (
    <article className="flex gap-4 rounded-xl border border-border bg-surface p-3">
      <Link {...link(item)} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0 sm:w-24">
        <Poster title={item.title} posterPath={item.posterPath} size="w200" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="text-base font-semibold leading-snug">
          <Link {...link(item)} className="hover:underline">
            {item.title}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-fg">
            {t(`item.types.${item.mediaType}`)}
          </span>
          {item.year !== null && <span>{item.year}</span>}
          <time dateTime={item.addedAt}>{t('item.added', { date: addedText })}</time>
        </p>
        <div className="mt-auto flex flex-wrap items-end gap-2 pt-1">
          <Button
            variant="secondary"
            className="min-h-10 px-3 py-1.5"
            aria-label={t('item.detailsNamed', { title: item.title })}
            onClick={() => open(item)}
          >
            <InfoIcon />
            {t('item.details')}
          </Button>
          <Button
            variant="ghost"
            className="min-h-10 px-3 py-1.5"
            aria-label={tCommon('titleCard.removeNamed', { title: item.title })}
            data-remove
            onClick={() => onRemove(item)}
          >
            <CloseIcon />
            {t('item.remove')}
          </Button>
          {actions}
        </div>
      </div>
    </article>
  );
}
