import { useTranslation } from 'react-i18next';
import { EyeCheckIcon } from '../../../components/ui/icons';
import type { TitleRef } from '../../../lib/title-links';
import { useTitlePlays } from '../api/get-title-plays';
import { playDateFormats } from '../play-dates';

/**
 * "You watched this on 5 Mar 2024 (3 times)" in a title's detail, from my plays of it (newest first, so the first
 * is the latest dated one); nothing before the first play. Logging a play refreshes it (the plays provider).
 */
export function TitlePlaysStatus({ title }: { title: TitleRef }) {
  const { t, i18n } = useTranslation('plays');
  const plays = useTitlePlays({ mediaType: title.mediaType, id: title.id });
  const latest = plays.data?.plays[0];
  if (!latest) return null;
  const count = plays.data?.plays.length ?? 0;
  const watched = latest.watchedOn
    ? t('status.watchedOn', { date: playDateFormats(i18n.language).day(latest.watchedOn) })
    : t('status.watchedUndated');
  return (
    <p className="flex items-center gap-2 text-sm font-medium" data-testid="title-plays-status">
      <EyeCheckIcon className="shrink-0 text-accent-text" />
      <span>
        {watched}
        {count > 1 && ` ${t('status.times', { count })}`}
      </span>
    </p>
  );
}
