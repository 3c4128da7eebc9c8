import { CHAT_LIMITS, chatTextLength, validateChatText } from '@watchify/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '../../../components/ui/icons';

/** Characters left are shown once a message gets this close to the limit. */
const COUNTER_FROM = CHAT_LIMITS.messageMaxLength - 200;

/**
 * The message input: Enter or the send button sends. Empty or whitespace-only text cannot be sent and text over the
 * limit says so (the server enforces the same rule, `validateChatText`).
 */
export function MessageComposer({
  onSend,
  disabled,
}: {
  /** Returns false when nothing was sent (the text is kept). */
  onSend: (text: string) => boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const problem = validateChatText(text);
  const length = chatTextLength(text.trim());
  const tooLong = problem === 'messageTooLong';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled || problem) return;
    if (onSend(text)) setText('');
  }

  return (
    <form onSubmit={submit} className="border-t border-border p-3">
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('messageLabel')}
        </label>
        <input
          id={inputId}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="send"
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNTER_FROM ? hintId : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-border bg-surface px-4 text-fg placeholder:text-muted"
        />
        <button
          type="submit"
          aria-label={t('send')}
          disabled={disabled || problem !== null}
          className="inline-grid size-11 shrink-0 place-items-center rounded-full bg-accent text-lg text-accent-fg transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-55"
        >
          <SendIcon />
        </button>
      </div>
      {length >= COUNTER_FROM && (
        <p id={hintId} aria-live="polite" className={`mt-1 px-4 text-xs ${tooLong ? 'text-danger' : 'text-muted'}`}>
          {tooLong
            ? t('errors.messageTooLong', { max: CHAT_LIMITS.messageMaxLength })
            : t('charactersLeft', { count: CHAT_LIMITS.messageMaxLength - length })}
        </p>
      )}
    </form>
  );
}
