import { commentLength, normalizeCommentText, REPLY_LIMITS, validateReplyInput } from '@watchify/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';

export interface ReplyFormProps {
  /** The form's name: writing a new reply or editing one. */
  label: string;
  initialText?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why the server refused the last submit. */
  serverError: string | null;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/**
 * A reply's text (issue 24 §2), new or edited: checked by the same rule as the server (non-blank, the comment's
 * length limit) before it is sent, with the count of characters a person sees.
 */
export function ReplyForm({
  label,
  initialText = '',
  submitLabel,
  busyLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: ReplyFormProps) {
  const { t } = useTranslation('comments');
  const textId = useId();
  const lengthId = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const length = commentLength(text);
  // It opens from a button (Reply, Edit reply): the text box takes focus, where the person is about to type.
  useEffect(() => textRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const failure = validateReplyInput({ text });
    setError(failure && t(`errors.${failure}`));
    if (failure) textRef.current?.focus();
    else onSubmit(normalizeCommentText(text));
  };

  return (
    <form aria-label={label} noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={textId} className="text-sm font-medium">
        {t('replies.form.text')}
      </label>
      <textarea
        id={textId}
        ref={textRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={2}
        placeholder={t('replies.form.placeholder')}
        aria-describedby={lengthId}
        aria-invalid={length > REPLY_LIMITS.textMax || undefined}
        className="min-h-16 w-full resize-y rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg placeholder:text-muted focus:border-accent"
      />
      <p
        id={lengthId}
        className={`self-end text-xs ${length > REPLY_LIMITS.textMax ? 'font-semibold text-danger' : 'text-muted'}`}
      >
        {t('form.length', { count: length, max: REPLY_LIMITS.textMax })}
      </p>
      <FormAlert message={error ?? serverError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('replies.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
