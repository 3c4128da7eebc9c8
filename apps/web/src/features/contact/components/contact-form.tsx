import {
  CONTACT_ERROR_FIELDS,
  CONTACT_ERRORS,
  CONTACT_INPUT_ERRORS,
  type ContactError,
  type ContactInputError,
  type ContactMessageInput,
  validateContactMessage,
} from '@watchify/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon } from '../../../components/ui/icons';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

/** How long the success message stays (product §9 Timings: 5 s). */
export const SUCCESS_MESSAGE_MS = 5000;

type Field = keyof ContactMessageInput;
type Fields = Record<Field, string>;
const EMPTY: Fields = { fullName: '', email: '', subject: '', message: '' };

type FormStatus = { kind: 'idle' } | { kind: 'error'; code: ContactInputError | ContactError } | { kind: 'success' };

const KNOWN_CODES: readonly string[] = [...CONTACT_INPUT_ERRORS, ...CONTACT_ERRORS];

/** The server's reason when it is one of ours (same codes as the form's own check), else the generic failure. */
function failureCode(error: unknown): ContactInputError | ContactError {
  if (error instanceof ApiRequestError && KNOWN_CODES.includes(error.code)) {
    return error.code as ContactInputError | ContactError;
  }
  return 'sendFailed';
}

const controlClasses =
  'w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted ' +
  'focus:border-accent min-h-32';

/**
 * The contact form (product §4 Contact form): idle, then an error or success. It checks the input with the same
 * validator as the server, sends it, and on success clears itself and shows the thanks for 5 seconds.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const messageId = useId();
  const errorId = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const send = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);

  // The thanks disappears after 5 s; a new status (another send, an error) replaces the timer.
  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const update = (field: Field) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  function focusField(field: Field) {
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const failure = validateContactMessage(fields);
    if (failure) {
      setStatus({ kind: 'error', code: failure });
      focusField(firstMissingField(fields) ?? CONTACT_ERROR_FIELDS[failure]);
      return;
    }
    send.mutate(fields, {
      onSuccess: () => {
        setFields(EMPTY);
        setStatus({ kind: 'success' });
      },
      onError: (error) => {
        const code = failureCode(error);
        setStatus({ kind: 'error', code });
        if (code in CONTACT_ERROR_FIELDS) focusField(CONTACT_ERROR_FIELDS[code as ContactInputError]);
      },
    });
  }

  const error = status.kind === 'error' ? t(`errors.${status.code}`) : null;
  const describedBy = error ? errorId : undefined;

  return (
    <form ref={form} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('form.required')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.fullName')}
          name="fullName"
          autoComplete="name"
          aria-required="true"
          aria-describedby={describedBy}
          value={fields.fullName}
          onChange={update('fullName')}
        />
        <TextField
          label={t('form.email')}
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          aria-describedby={describedBy}
          value={fields.email}
          onChange={update('email')}
        />
      </div>
      <TextField label={t('form.subject')} name="subject" value={fields.subject} onChange={update('subject')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium text-fg">
          {t('form.message')}
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          aria-required="true"
          aria-describedby={describedBy}
          value={fields.message}
          onChange={update('message')}
          className={controlClasses}
        />
      </div>
      <FormAlert id={errorId} message={error} />
      <div role="status" aria-live="polite">
        {status.kind === 'success' && (
          <p className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 px-4 py-3 text-sm font-medium text-fg">
            <CheckIcon className="size-4 shrink-0 text-accent-text" />
            {t('form.success')}
          </p>
        )}
      </div>
      <Button type="submit" disabled={send.isPending} className="self-start">
        {send.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}

/** The first empty required field, in the form's order (where "fill in all required fields" sends the cursor). */
function firstMissingField(fields: Fields): Field | undefined {
  return (['fullName', 'email', 'message'] as const).find((field) => !fields[field].trim());
}
