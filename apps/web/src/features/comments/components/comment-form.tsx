import {
  COMMENT_LIMITS,
  commentLength,
  normalizeCommentText,
  type TitleComment,
  validateCommentInput,
} from '@watchify/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { StarRatingInput } from '../../../components/ui/star-rating-input';
import type { CommentValues } from '../api/create-comment';

const EMPTY: CommentValues = { rating: 0, text: '', spoiler: false };

const savedValues = ({ rating, text, spoiler }: TitleComment): CommentValues => ({ rating, text, spoiler });

export interface CommentFormProps {
  /** My saved comment on the title, or null when I have none (a new comment). */
  saved: TitleComment | null;
  /** Edit mode: the form holds the saved text and rating, and Update saves them (product §4 Comment). */
  editing: boolean;
  busy: boolean;
  /** Why the server refused the last submit. */
  serverError: string | null;
  onSubmit: (values: CommentValues) => void;
  onCancel: () => void;
}

/**
 * The comment form (product §4, §5 Comment; the spoiler flag of issue 24 §2): a new comment; a saved one (shown, not editable: Submit is disabled until
 * Edit); edit mode with Update and Cancel. Checks the same rules as the server before sending. The parent gives it a
 * new `key` whenever the mode changes, so each mode starts from the saved values (Cancel restores them) or from an
 * empty form (after a delete).
 */
export function CommentForm({ saved, editing, busy, serverError, onSubmit, onCancel }: CommentFormProps) {
  const { t } = useTranslation('comments');
  const textId = useId();
  const lengthId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const firstStarRef = useRef<HTMLInputElement>(null);
  const mode = saved ? (editing ? 'edit' : 'saved') : 'new';
  const locked = mode === 'saved';
  const [draft, setDraft] = useState<CommentValues>(() => (saved ? savedValues(saved) : EMPTY));
  const [ratingMissing, setRatingMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const values = locked && saved ? savedValues(saved) : draft;
  const length = commentLength(values.text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || busy) return;
    const failure = validateCommentInput(draft);
    if (failure === 'ratingRequired') {
      setRatingMissing(true);
      setError(null);
      firstStarRef.current?.focus();
      return;
    }
    if (failure) {
      setError(t(`errors.${failure}`));
      textRef.current?.focus();
      return;
    }
    setError(null);
    onSubmit({ rating: draft.rating, text: normalizeCommentText(draft.text), spoiler: draft.spoiler });
  };

  let submitLabel = busy ? t('form.submitting') : t('form.submit');
  if (mode === 'edit') submitLabel = busy ? t('form.updating') : t('form.update');

  return (
    <form aria-label={t('form.label')} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <StarRatingInput
        label={t('form.rating')}
        hint={t('form.selectRating')}
        value={values.rating}
        onChange={(rating) => {
          setDraft((current) => ({ ...current, rating }));
          setRatingMissing(false);
        }}
        disabled={locked}
        invalid={ratingMissing}
        firstStarRef={firstStarRef}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium">
          {t('form.text')}
        </label>
        <textarea
          id={textId}
          ref={textRef}
          value={values.text}
          readOnly={locked}
          onChange={(event) => {
            const text = event.target.value;
            setDraft((current) => ({ ...current, text }));
          }}
          rows={3}
          placeholder={t('form.placeholder')}
          aria-describedby={lengthId}
          aria-invalid={length > COMMENT_LIMITS.textMax || undefined}
          className="min-h-24 w-full resize-y rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted focus:border-accent read-only:bg-surface-2 read-only:text-muted"
        />
        <p
          id={lengthId}
          className={`self-end text-xs ${length > COMMENT_LIMITS.textMax ? 'font-semibold text-danger' : 'text-muted'}`}
        >
          {t('form.length', { count: length, max: COMMENT_LIMITS.textMax })}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={values.spoiler}
          disabled={locked}
          onChange={(event) => {
            const spoiler = event.target.checked;
            setDraft((current) => ({ ...current, spoiler }));
          }}
          className="size-4 accent-accent"
        />
        {t('form.spoiler')}
      </label>
      {locked && <p className="text-sm text-muted">{t('form.saved')}</p>}
      <FormAlert message={error ?? serverError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || locked}>
          {submitLabel}
        </Button>
        {mode === 'edit' && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
