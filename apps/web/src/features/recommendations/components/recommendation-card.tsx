import { CAST_LIMITS, type RecommendationCard as Card, type FeedbackValue } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { ThumbsDownIcon, ThumbsUpIcon } from '../../../components/ui/icons';
import { TitleCard } from '../../../components/ui/title-card';
import { reasonText } from '../reason';

const feedbackButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border text-base transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-55';
const feedbackStyles = {
  off: 'border-border bg-surface text-muted hover:bg-surface-2 hover:text-fg',
  like: 'border-accent bg-accent text-accent-fg',
  dislike: 'border-danger bg-danger/15 text-danger',
};

/**
 * A recommended title: the shared title card (poster, watchlist toggle, detail on click, 5 cast members in the
 * detail), the reason, and like / dislike toggles (pressing the active one again undoes it).
 */
export function RecommendationCard({
  card,
  onFeedback,
  busy,
}: {
  card: Card;
  onFeedback: (card: Card, value: FeedbackValue | null) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('recommendations');
  const { t: tCommon } = useTranslation('common');
  const genreName = (id: number) => tCommon(`genres.${id}` as 'genres.28', { defaultValue: '' }) || String(id);
  const toggle = (value: FeedbackValue) => onFeedback(card, card.feedback === value ? null : value);

  return (
    <div className="flex h-full flex-col gap-2">
      <TitleCard title={card} actionNames="named" castLimit={CAST_LIMITS.recommendations} headingLevel={2} />
      <p className="px-2.5 text-xs text-muted">
        <span className="sr-only">{t('reasonLabel')} </span>
        {reasonText(card.reason, t, genreName)}
      </p>
      <div className="flex gap-2 px-2.5 pb-1">
        <button
          type="button"
          aria-pressed={card.feedback === 'like'}
          aria-label={t('like', { title: card.title })}
          disabled={busy}
          onClick={() => toggle('like')}
          className={`${feedbackButton} ${card.feedback === 'like' ? feedbackStyles.like : feedbackStyles.off}`}
        >
          <ThumbsUpIcon />
        </button>
        <button
          type="button"
          aria-pressed={card.feedback === 'dislike'}
          aria-label={t('dislike', { title: card.title })}
          data-remove
          disabled={busy}
          onClick={() => toggle('dislike')}
          className={`${feedbackButton} ${card.feedback === 'dislike' ? feedbackStyles.dislike : feedbackStyles.off}`}
        >
          <ThumbsDownIcon />
        </button>
      </div>
    </div>
  );
}
