import { ASSISTANT_LIMITS, type AssistantLanguage } from '@watchify/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SendIcon } from '../../../components/ui/icons';
import { useAskAssistant } from '../api/ask-assistant';
import type { AssistantMember } from './assistant-launcher';

/**
 * The greeting messages the conversation starts with, in order (texts under `greetings` in the `assistant`
 * namespace): a visitor learns how to register and sign in (product §2), a member is greeted by name and told what
 * they can ask.
 */
const VISITOR_GREETINGS = ['hello', 'product', 'register', 'signIn', 'ask'] as const;
const MEMBER_GREETINGS = ['helloMember', 'product', 'member', 'ask'] as const;
type Greeting = (typeof VISITOR_GREETINGS)[number] | (typeof MEMBER_GREETINGS)[number];

type MessageContent =
  | { from: 'user' | 'bot'; text: string }
  /** A text of the interface (the failure reply): shown in the current language. */
  | { from: 'bot'; textKey: 'errors.failed' };
type Message = MessageContent & { id: number };

const BUBBLE = 'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line';
const BOT_BUBBLE = 'self-start bg-surface-2 text-fg';

/**
 * The assistant's panel (loaded on first open): header with minimize, the conversation as a live log, and the
 * question input. The user's message is shown at once, the reply when it arrives; a failure shows the spec's
 * failure reply. Escape minimizes.
 */
export default function AssistantPanel({
  open,
  onMinimize,
  member,
}: {
  open: boolean;
  onMinimize: () => void;
  member: AssistantMember;
}) {
  const { t, i18n } = useTranslation('assistant');
  const [messages, setMessages] = useState<Message[]>([]);
  const [text, setText] = useState('');
  const nextId = useRef(0);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const ask = useAskAssistant();
  const language: AssistantLanguage = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Derived on every render, so the greetings follow a sign-in or sign-out while the panel stays open.
  const greetings: readonly Greeting[] = member ? MEMBER_GREETINGS : VISITOR_GREETINGS;
  const name = member ? member.firstName.trim() || member.nickname : '';

  // Keep the newest message in view.
  const count = messages.length + (ask.isPending ? 1 : 0);
  useEffect(() => {
    const log = logRef.current;
    if (log && count > 0) log.scrollTop = log.scrollHeight;
  }, [count]);

  function append(message: MessageContent) {
    const id = nextId.current;
    nextId.current += 1;
    setMessages((current) => [...current, { ...message, id }]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const question = text.trim();
    if (question === '' || ask.isPending) return;
    append({ from: 'user', text: question });
    setText('');
    ask.mutate(
      { message: question, language },
      {
        onSuccess: (answer) => append({ from: 'bot', text: answer.reply }),
        onError: () => append({ from: 'bot', textKey: 'errors.failed' }),
      },
    );
  }

  return (
    <section
      role="dialog"
      aria-labelledby={headingId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onMinimize();
      }}
      className="fixed right-2 bottom-2 z-40 flex h-[min(34rem,calc(100dvh-1rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-border bg-surface text-fg shadow-xl sm:right-6 sm:bottom-6"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border bg-surface-2 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={onMinimize}
          aria-label={t('minimize')}
          className="inline-grid size-10 place-items-center rounded-full text-xl text-muted transition-colors hover:bg-surface hover:text-fg"
        >
          <CloseIcon />
        </button>
      </div>
      {/* Focusable so keyboard users can scroll the conversation. */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('messages')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="flex-1 overflow-y-auto px-4 py-3"
      >
        <ol className="flex flex-col gap-2">
          {greetings.map((key) => (
            <li key={key} className={`${BUBBLE} ${BOT_BUBBLE}`}>
              <span className="sr-only">{t('bot')}: </span>
              {t(`greetings.${key}`, { name })}
            </li>
          ))}
          {messages.map((message) => {
            const mine = message.from === 'user';
            return (
              <li key={message.id} className={`${BUBBLE} ${mine ? 'self-end bg-accent text-accent-fg' : BOT_BUBBLE}`}>
                <span className="sr-only">{mine ? t('you') : t('bot')}: </span>
                {'textKey' in message ? t(message.textKey) : message.text}
              </li>
            );
          })}
          {ask.isPending && (
            <li className="self-start rounded-2xl bg-surface-2 px-3 py-2 text-sm text-muted">{t('thinking')}</li>
          )}
        </ol>
      </div>
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-border p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          maxLength={ASSISTANT_LIMITS.messageMax}
          autoComplete="off"
          enterKeyHint="send"
          className="min-h-11 min-w-0 flex-1 rounded-full border border-border bg-surface px-4 text-sm text-fg placeholder:text-muted"
        />
        <button
          type="submit"
          aria-label={t('send')}
          disabled={text.trim() === '' || ask.isPending}
          className="inline-grid size-11 shrink-0 place-items-center rounded-full bg-accent text-lg text-accent-fg transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-55"
        >
          <SendIcon />
        </button>
      </form>
    </section>
  );
}
