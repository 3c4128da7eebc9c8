import { COMMENT_INPUT_ERROR_FIELD, COMMENT_LIMITS, type CommentInputError, commentLength } from '@watchify/contract';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRatingInput } from '../../../components/ui/star-rating-input';

/** Where the log form's rating comes from: my comment on the title, read when the form opens. */
export type RatingSourceStatus = 'loading' | 'ready' | 'error';

interface PlayReviewFieldsProps {
  status: RatingSourceStatus;
  /** I have a comment on the title: its stars can be changed, not taken away (that is Delete, in the comments). */
  hasSaved: boolean;
  rating: number;
  text: string;
  onRatingChange: (rating: number) => void;
  onTextChange: (text: string) => void;
  /** The comment rule the values break, found on Save. */
  error: CommentInputError | null;
  firstStarRef: Ref<HTMLInputElement>;
  textRef: Ref<HTMLTextAreaElement>;
}

/**
 * The log form's "Your rating" and "Review": the 1–5 stars and text of my one comment on the title, so a rating
 * given here is the one the detail's comments show. Stars left empty rate nothing.
 */
export function PlayReviewFields({
  status,
  hasSaved,
  rating,
  text,
  onRatingChange,
  onTextChange,
  error,
  firstStarRef,
  textRef,
}: PlayReviewFieldsProps) {
  const { t } = useTranslation('plays');
  const textId = useId();
  const lengthId = useId();
  const textErrorId = useId();
  const noteId = useId();
  const length = commentLength(text);
  const textError = error && COMMENT_INPUT_ERROR_FIELD[error] === 'text' ? error : null;
  const ratingError = error && COMMENT_INPUT_ERROR_FIELD[error] === 'rating' ? error : null;
  const disabled = status !== 'ready';

  let note = hasSaved ? t('form.ratingHintSaved') : t('form.ratingHint');
  if (status === 'loading') note = t('form.ratingLoading');
  if (status === 'error') note = t('form.ratingLoadFailed');

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <div className="flex flex-col gap-1">
        <StarRatingInput
          label={t('form.rating')}
          value={rating}
          onChange={onRatingChange}
          disabled={disabled}
          hint={ratingError ? t(`reviewErrors.${ratingError}`) : undefined}
          invalid={ratingError !== null}
          firstStarRef={firstStarRef}
          describedBy={noteId}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={noteId} role={status === 'ready' ? undefined : 'status'} className="text-sm text-muted">
            {note}
          </p>
          {!hasSaved && rating > 0 && (
            <button
              type="button"
              onClick={() => onRatingChange(0)}
              className="min-h-10 rounded-lg px-2 text-sm font-medium text-accent-text underline"
            >
              {t('form.clearRating')}
            </button>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium">
          {t('form.review')}
        </label>
        <textarea
          id={textId}
          ref={textRef}
          value={text}
          disabled={disabled}
          onChange={(event) => onTextChange(event.target.value)}
          rows={3}
          placeholder={t('form.reviewPlaceholder')}
          aria-invalid={textError !== null || length > COMMENT_LIMITS.textMax || undefined}
          aria-describedby={[textError ? textErrorId : null, lengthId].filter(Boolean).join(' ')}
          className="min-h-24 w-full resize-y rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted focus:border-accent disabled:bg-surface-2 disabled:text-muted"
        />
        {textError && (
          <p id={textErrorId} role="alert" className="text-sm font-medium text-danger">
            {t(`reviewErrors.${textError}`)}
          </p>
        )}
        <p
          id={lengthId}
          className={`self-end text-xs ${length > COMMENT_LIMITS.textMax ? 'font-semibold text-danger' : 'text-muted'}`}
        >
          {t('form.reviewLength', { count: length, max: COMMENT_LIMITS.textMax })}
        </p>
      </div>
    </div>
  );
}
