import {
  LIST_LIMITS,
  LIST_VISIBILITIES,
  type ListInputError,
  type ListVisibility,
  validateListDetails,
} from '@watchify/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';

/** What the list form edits. */
export interface ListFormValues {
  name: string;
  description: string;
  visibility: ListVisibility;
  collaborative: boolean;
}

export const EMPTY_LIST_FORM: ListFormValues = {
  name: '',
  description: '',
  visibility: 'private',
  collaborative: false,
};

interface ListFormProps {
  initial?: ListFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's message for the last failed submit (already translated). */
  serverError: string | null;
  onSubmit: (values: ListFormValues) => void;
  onCancel?: () => void;
}

const control =
  'w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted ' +
  'focus:border-accent min-h-11';

/**
 * A list's name, description, visibility and collaboration (creating one on /lists, editing it on its page). The
 * name and description are checked with the contract's validator, the one the API runs, as the person submits; the
 * broken rule is shown under its field and announced.
 */
export function ListForm({
  initial = EMPTY_LIST_FORM,
  submitLabel,
  busyLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: ListFormProps) {
  const { t } = useTranslation('lists');
  const [values, setValues] = useState(initial);
  const [broken, setBroken] = useState<ListInputError | null>(null);
  const id = useId();
  const nameError = broken === 'nameRequired' || broken === 'nameTooLong' ? broken : null;
  const descriptionError = broken === 'descriptionTooLong' ? broken : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = validateListDetails({ name: values.name, description: values.description });
    setBroken(rule);
    if (rule) {
      document.getElementById(rule === 'descriptionTooLong' ? `${id}-description` : `${id}-name`)?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {t('form.name')}
        </label>
        <input
          id={`${id}-name`}
          className={control}
          value={values.name}
          maxLength={LIST_LIMITS.nameMaxLength * 2}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        {nameError && (
          <p id={`${id}-name-error`} role="alert" className="text-sm font-medium text-danger">
            {t(`errors.${nameError}`)}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          {t('form.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className={control}
          rows={3}
          value={values.description}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={`${id}-description-count${descriptionError ? ` ${id}-description-error` : ''}`}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
        <p id={`${id}-description-count`} className="text-xs text-muted">
          {t('form.characters', { count: [...values.description].length, max: LIST_LIMITS.descriptionMaxLength })}
        </p>
        {descriptionError && (
          <p id={`${id}-description-error`} role="alert" className="text-sm font-medium text-danger">
            {t(`errors.${descriptionError}`)}
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('form.visibility')}</legend>
        {LIST_VISIBILITIES.map((visibility) => (
          <label key={visibility} className="flex min-h-9 items-start gap-2">
            <input
              type="radio"
              name={`${id}-visibility`}
              value={visibility}
              checked={values.visibility === visibility}
              onChange={() => setValues({ ...values, visibility })}
              className="mt-1 size-4 accent-accent"
            />
            <span>
              <span className="font-medium">{t(`visibility.${visibility}`)}</span>
              <span className="block text-xs text-muted">{t(`visibilityHints.${visibility}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="flex min-h-9 items-start gap-2">
        <input
          type="checkbox"
          checked={values.collaborative}
          onChange={(event) => setValues({ ...values, collaborative: event.target.checked })}
          className="mt-1 size-4 accent-accent"
        />
        <span>{t('form.collaborative')}</span>
      </label>
      <FormAlert message={serverError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
