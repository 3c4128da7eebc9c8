import {
  type ChangePasswordInput,
  PASSWORD_CHANGE_ERROR_FIELD,
  type PasswordChangeFailure,
  validatePasswordChange,
} from '@watchify/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiRequestError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { isSessionLost } from '../profile-form';
import { FieldWithError } from './field-with-error';
import { sectionClass } from './profile-details';

type PasswordField = keyof ChangePasswordInput;
/** The refused change shown in the form: why, and under which field. */
type FieldError = { field: PasswordField; code: PasswordChangeFailure };

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

const fieldErrorOf = (code: PasswordChangeFailure): FieldError => ({
  field: PASSWORD_CHANGE_ERROR_FIELD[code] as PasswordField,
  code,
});

/** A failed change the server explained (a wrong current password, a rule) as the field it belongs to. */
function fieldErrorFromServer(error: unknown): FieldError | null {
  if (!(error instanceof ApiRequestError) || !Object.hasOwn(PASSWORD_CHANGE_ERROR_FIELD, error.code)) return null;
  return fieldErrorOf(error.code as PasswordChangeFailure);
}

/**
 * Change password (decision 021): the current password and the new one twice. The contract's rules run here first
 * and again on the server; the first broken rule is shown under its field. On success the fields are cleared and a
 * toast says how many other sessions were signed out.
 */
export function ChangePassword({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [error, setError] = useState<FieldError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused attempt, focus goes to the field at fault.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function refuse(found: FieldError) {
    setError(found);
    setAttempt((count) => count + 1);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const code = validatePasswordChange(values);
    if (code) {
      refuse(fieldErrorOf(code));
      return;
    }
    change.mutate(values, {
      onSuccess: ({ otherSessionsEnded }) => {
        setValues(EMPTY);
        setError(null);
        toast.success(
          t('toasts.passwordChanged'),
          otherSessionsEnded > 0 ? { description: t('toasts.otherSessionsEnded', { count: otherSessionsEnded }) } : {},
        );
      },
      onError: (failure) => {
        const fromServer = fieldErrorFromServer(failure);
        if (fromServer) refuse(fromServer);
        else toast.error(isSessionLost(failure) ? t('toasts.sessionNotFound') : t('toasts.passwordChangeFailed'));
      },
    });
  }

  const control = (field: PasswordField, autoComplete: string) => (describedBy: string | undefined) => (
    <TextField
      label={t(`fields.${field}`)}
      type="password"
      name={field}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(event) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [field]: value }));
        if (error?.field === field) setError(null);
      }}
      aria-invalid={error?.field === field ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  const fieldProps = (field: PasswordField) => ({
    id: `password-${field}`,
    message: error?.field === field ? t(`errors.${error.code}`) : undefined,
  });

  return (
    <section aria-labelledby="profile-password-heading" className={sectionClass}>
      <div className="flex flex-col gap-1">
        <h2 id="profile-password-heading" className="text-lg font-semibold">
          {t('sections.password')}
        </h2>
        <p className="text-sm text-muted">{t('password.hint')}</p>
      </div>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {/* Tells password managers whose password this is (read by them only, not shown or announced). */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="grid gap-4 sm:grid-cols-3">
          <FieldWithError {...fieldProps('currentPassword')}>
            {control('currentPassword', 'current-password')}
          </FieldWithError>
          <FieldWithError {...fieldProps('newPassword')}>{control('newPassword', 'new-password')}</FieldWithError>
          <FieldWithError {...fieldProps('newPasswordConfirm')}>
            {control('newPasswordConfirm', 'new-password')}
          </FieldWithError>
        </div>
        <div className="flex sm:justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
