import {
  COMMENT_INPUT_ERROR_FIELD,
  type CommentInputError,
  normalizeCommentText,
  PLAY_ERRORS,
  PLAY_INPUT_ERRORS,
  type PlayError,
  type PlayInputError,
  type TitleComment,
  validateCommentInput,
  validatePlayDate,
} from '@watchify/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { localDate } from '../play-dates';
import { PlayReviewFields, type RatingSourceStatus } from './play-review-fields';

/** A play's date and rewatch mark as the form gives them. */
export interface PlayFormValues {
  watchedOn: string | null;
  rewatch: boolean;
}

/** A rating with its review (trimmed), as the log form gives them (null when neither stars nor text were given). */
export interface ReviewValues {
  rating: number;
  text: string;
}

/** The log form's rating: my comment on the title (its stars and text start the form), once it is read. */
export interface RatingSource {
  status: RatingSourceStatus;
  /** My comment, null when I have none (or while it is being read). */
  saved: TitleComment | null;
}

type DateChoice = 'today' | 'yesterday' | 'date' | 'unknown';
const DATE_CHOICES = ['today', 'yesterday', 'date', 'unknown'] as const satisfies readonly DateChoice[];
const CHOICE_LABELS = { today: 'today', yesterday: 'yesterday', date: 'onDate', unknown: 'unknown' } as const;

/** What the form shows under the date: a rule a date breaks (the contract's, or the server's), or an unknown failure. */
type FormError = PlayInputError | PlayError | 'unknown';
const KNOWN_ERRORS: readonly string[] = [...PLAY_INPUT_ERRORS, ...PLAY_ERRORS];

function choiceOf(watchedOn: string | null, today: string, yesterday: string): DateChoice {
  if (watchedOn === null) return 'unknown';
  if (watchedOn === today) return 'today';
  if (watchedOn === yesterday) return 'yesterday';
  return 'date';
}

interface PlayFormDialogProps {
  heading: string;
  /** The title the play is of, shown under the heading. */
  titleName: string;
  initial: PlayFormValues;
  /** The log form also rates the title (the edit form of a play does not: a rating belongs to the title). */
  rating?: RatingSource;
  /**
   * Saves the values, once every field passed the contract's rules; a rejection with an ApiRequestError shows its
   * code's message by the date. `review` is null when nothing is rated.
   */
  onSubmit: (values: PlayFormValues, review: ReviewValues | null) => Promise<void>;
  onClose: () => void;
}

/**
 * The play form (log a play, or change one): when it was watched — today, yesterday, a date up to today (the
 * browser's calendar) or "I don't remember" — and whether it was a rewatch; logging also takes a rating and review.
 * Every field is checked with the contract's rules before anything is sent; the server's refusal of the date (before
 * the title came out) shows in the same place.
 */
export function PlayFormDialog({ heading, titleName, initial, rating, onSubmit, onClose }: PlayFormDialogProps) {
  const { t } = useTranslation('plays');
  const headingId = useId();
  const errorId = useId();
  const dateId = useId();
  const dateInputRef = useRef<HTMLInputElement>(null);
  // The calendar day when the form opened: a form left open past midnight still offers the day it showed.
  const [now] = useState(() => new Date());
  const today = localDate(now);
  const yesterday = localDate(now, 1);
  const [choice, setChoice] = useState<DateChoice>(() => choiceOf(initial.watchedOn, today, yesterday));
  const [date, setDate] = useState(initial.watchedOn ?? today);
  const [rewatch, setRewatch] = useState(initial.rewatch);
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const [stars, setStars] = useState(0);
  const [reviewText, setReviewText] = useState('');
  const [reviewError, setReviewError] = useState<CommentInputError | null>(null);
  const firstStarRef = useRef<HTMLInputElement>(null);
  const reviewTextRef = useRef<HTMLTextAreaElement>(null);
  // My comment arrives after the form opened (the fields wait, disabled): it fills them once.
  const [prefilled, setPrefilled] = useState(false);
  if (rating?.status === 'ready' && !prefilled) {
    setPrefilled(true);
    if (rating.saved) {
      setStars(rating.saved.rating);
      setReviewText(rating.saved.text);
    }
  }

  const chosenDate = (): string | null =>
    (({ today, yesterday, date, unknown: null }) satisfies Record<DateChoice, string | null>)[choice];

  function choose(next: DateChoice) {
    setChoice(next);
    setError(null);
    // The date field appears with this choice: take the person there.
    if (next === 'date') requestAnimationFrame(() => dateInputRef.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const watchedOn = chosenDate();
    // The contract's rule, then the browser's own today: the date field offers nothing later.
    const broken =
      validatePlayDate(watchedOn, now) ?? (watchedOn !== null && watchedOn > today ? 'dateInFuture' : null);
    // A review typed without stars is not dropped silently: the comment rule asks for the stars.
    const rated = stars > 0 || reviewText.trim() !== '';
    const reviewBroken = rated ? validateCommentInput({ rating: stars, text: reviewText }) : null;
    setError(broken);
    setReviewError(reviewBroken);
    if (broken) {
      dateInputRef.current?.focus();
      return;
    }
    if (reviewBroken) {
      (COMMENT_INPUT_ERROR_FIELD[reviewBroken] === 'text' ? reviewTextRef : firstStarRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ watchedOn, rewatch }, rated ? { rating: stars, text: normalizeCommentText(reviewText) } : null);
    } catch (failure) {
      const code = failure instanceof ApiRequestError && KNOWN_ERRORS.includes(failure.code) ? failure.code : null;
      setError((code as FormError | null) ?? 'unknown');
      setBusy(false);
    }
  }

  const invalid = error !== null && error !== 'unknown';

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="flex max-w-md flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          {heading}
        </h2>
        <p className="text-muted">{titleName}</p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
          <legend className="mb-2 text-sm font-medium">{t('form.when')}</legend>
          {DATE_CHOICES.map((value) => (
            <label key={value} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2">
              <input
                type="radio"
                name="watched-on"
                value={value}
                checked={choice === value}
                onChange={() => choose(value)}
                className="size-4 accent-[var(--wf-accent)]"
              />
              {t(`form.${CHOICE_LABELS[value]}`)}
            </label>
          ))}
          {choice === 'date' && (
            <div className="flex flex-col gap-1.5 pl-9">
              <label htmlFor={dateId} className="text-sm font-medium">
                {t('form.date')}
              </label>
              <input
                ref={dateInputRef}
                id={dateId}
                type="date"
                value={date}
                max={today}
                required
                aria-invalid={invalid || undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setDate(event.target.value);
                  setError(null);
                }}
                className="min-h-11 w-fit rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg focus:border-accent"
              />
            </div>
          )}
          {error && (
            <p id={errorId} role="alert" className="text-sm font-medium text-danger">
              {t(`errors.${error}`)}
            </p>
          )}
        </fieldset>
        <label className="flex min-h-10 cursor-pointer items-start gap-3 rounded-lg px-2">
          <input
            type="checkbox"
            checked={rewatch}
            onChange={(event) => setRewatch(event.target.checked)}
            className="mt-1 size-4 accent-[var(--wf-accent)]"
          />
          <span className="flex flex-col">
            <span className="font-medium">{t('form.rewatch')}</span>
            <span className="text-sm text-muted">{t('form.rewatchHint')}</span>
          </span>
        </label>
        {rating && (
          <PlayReviewFields
            status={rating.status}
            hasSaved={rating.saved !== null}
            rating={stars}
            text={reviewText}
            onRatingChange={(value) => {
              setStars(value);
              setReviewError(null);
            }}
            onTextChange={(value) => {
              setReviewText(value);
              setReviewError(null);
            }}
            error={reviewError}
            firstStarRef={firstStarRef}
            textRef={reviewTextRef}
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
