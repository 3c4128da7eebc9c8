import type { RecommendationCard as Card, FeedbackValue } from '@watchify/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { useSaveFeedback } from '../api/change-feedback';
import { useRecommendations } from '../api/get-recommendations';
import { RecommendationCard } from './recommendation-card';

const keyOf = (card: { mediaType: string; id: number }) => `${card.mediaType}:${card.id}`;

/** Error codes of GET /api/recommendations with a text of their own (product §8); anything else is "could not load". */
const LOAD_ERRORS = { userNotFound: 'errors.userNotFound', preferencesFailed: 'errors.preferencesFailed' } as const;

/**
 * What this visit changed on screen, over the server's next lists: a title liked (or un-liked) here stays where it
 * was, so the choice can be seen and pressed again to undo it (the server no longer recommends a liked title: it is
 * known now); a title disliked here leaves at once.
 */
interface LocalChoices {
  kept: Map<string, { card: Card; index: number; feedback: 'like' | null }>;
  disliked: Set<string>;
}

/** The server's list with this visit's choices applied. */
export function withLocalChoices(items: Card[], choices: LocalChoices): Card[] {
  const shown = items
    .filter((card) => !choices.disliked.has(keyOf(card)))
    .map((card) => {
      const kept = choices.kept.get(keyOf(card));
      return kept ? { ...card, feedback: kept.feedback } : card;
    });
  const present = new Set(shown.map(keyOf));
  const missing = [...choices.kept.values()].filter(({ card }) => !present.has(keyOf(card)));
  for (const { card, index, feedback } of missing.sort((a, b) => a.index - b.index)) {
    shown.splice(Math.min(index, shown.length), 0, { ...card, feedback });
  }
  return shown;
}

/**
 * /recommendations (product §2): a grid of recommended titles, each with a reason, like / dislike and the watchlist
 * toggle; a click opens the detail. A like or dislike is saved at once and the list refreshes; a disliked title
 * disappears and is never recommended again; pressing the active choice again, or Undo in the toast, takes it back.
 */
export function RecommendationsPage() {
  const { t } = useTranslation('recommendations');
  const { t: tCommon } = useTranslation('common');
  const recommendations = useRecommendations();
  const saveFeedback = useSaveFeedback();
  const [choices, setChoices] = useState<LocalChoices>({ kept: new Map(), disliked: new Set() });
  const [pending, setPending] = useState<Set<string>>(new Set());
  const heading = tCommon('pages.recommendations');
  const focus = useFocusAfterRemoval();

  const applyLocally = (card: Card, value: FeedbackValue | null, index: number) =>
    setChoices((previous) => {
      const kept = new Map(previous.kept);
      const disliked = new Set(previous.disliked);
      kept.delete(keyOf(card));
      disliked.delete(keyOf(card));
      if (value === 'dislike') disliked.add(keyOf(card));
      else kept.set(keyOf(card), { card, index, feedback: value });
      return { kept, disliked };
    });

  const choose = async (card: Card, value: FeedbackValue | null, index: number) => {
    const key = keyOf(card);
    const before = card.feedback;
    applyLocally(card, value, index);
    setPending((previous) => new Set(previous).add(key));
    try {
      await saveFeedback.mutateAsync({ title: card, value });
      const message = value === 'like' ? 'liked' : value === 'dislike' ? 'disliked' : 'undone';
      toast.success(t(message, { title: card.title }), {
        id: `feedback-${key}`,
        // Undo puts back what was there before this choice.
        action:
          value === null
            ? undefined
            : { label: t('undo'), onClick: () => void choose({ ...card, feedback: value }, before, index) },
      });
    } catch {
      applyLocally(card, before, index);
      toast.error(t('errors.saveFailed'), { id: `feedback-${key}` });
    } finally {
      setPending((previous) => {
        const next = new Set(previous);
        next.delete(key);
        return next;
      });
    }
  };

  let body: ReactNode;
  if (recommendations.isError) {
    const code = recommendations.error instanceof ApiRequestError ? recommendations.error.code : '';
    const text = code in LOAD_ERRORS ? LOAD_ERRORS[code as keyof typeof LOAD_ERRORS] : 'errors.loadFailed';
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger">
          {t(text)}
        </p>
        <Button variant="secondary" onClick={() => void recommendations.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!recommendations.data) {
    body = (
      <div role="status" className="flex min-h-dvh items-start gap-3 py-10 text-muted">
        <Spinner className="size-6" />
        {t('loading')}
      </div>
    );
  } else {
    const cards = withLocalChoices(recommendations.data.items, choices);
    body = (
      <>
        {recommendations.data.notice && (
          <p className="rounded-lg border border-border bg-surface px-4 py-3 text-muted">
            {t(`notice.${recommendations.data.notice}`)}
          </p>
        )}
        {cards.length === 0 ? (
          <div className="rounded-xl border border-border bg-surface p-6">
            <p>{t('errors.empty')}</p>
            <p className="text-muted">{t('emptyNotice')}</p>
          </div>
        ) : (
          <ul ref={focus.listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {cards.map((card, index) => (
              <li key={keyOf(card)} data-key={keyOf(card)}>
                <RecommendationCard
                  card={card}
                  busy={pending.has(keyOf(card))}
                  onFeedback={(target, value) => {
                    // A disliked card leaves at once: focus moves on to the next card's dislike button.
                    if (value === 'dislike') focus.removing(keyOf(target), cards.map(keyOf));
                    void choose(target, value, index);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="sr-only" aria-live="polite">
          {recommendations.isFetching ? t('refreshing') : ''}
        </p>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`${heading} · Watchify`}</title>
      <div className="flex flex-col gap-1">
        <FocusHeading ref={focus.headingRef} level={1} className="text-3xl font-bold tracking-tight">
          {heading}
        </FocusHeading>
        <p className="text-muted">{t('intro')}</p>
      </div>
      {body}
    </div>
  );
}
