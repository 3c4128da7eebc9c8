import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/ui/icons';
import type { TitleRef } from '../../../lib/title-links';
import { useTitleComments } from '../api/get-title-comments';

/**
 * The title's average user rating, one decimal out of 5 (product §2, §9), with the number of ratings. It reads the
 * comments query the comments section keeps live, so it changes as soon as anyone rates the title.
 */
export function AverageUserRating({ title, signedIn }: { title: TitleRef; signedIn: boolean }) {
  const { t, i18n } = useTranslation('comments');
  const { data, isPending } = useTitleComments(title, signedIn);
  const summary = data?.pages[0]?.summary;

  let value = <span className="font-semibold">{t('noRatings')}</span>;
  if (isPending) {
    value = <span className="text-muted">{t('list.loading')}</span>;
  } else if (summary && summary.average !== null) {
    const average = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    value = (
      <>
        <StarIcon className="text-star" />
        <span className="font-semibold">{t('averageValue', { value: average.format(summary.average) })}</span>
        <span className="text-muted">{t('ratingCount', { count: summary.count })}</span>
      </>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-1 text-sm" data-testid="average-user-rating">
      <span className="text-muted">{t('averageUserRating')}:</span>
      {value}
    </p>
  );
}
