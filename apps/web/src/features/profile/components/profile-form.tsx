import { CITIES, COUNTRY, GENDERS, type Me, OCCUPATIONS, type ProfileInput } from '@watchify/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useUpdateProfile } from '../api/update-profile';
import {
  type FieldErrors,
  fieldErrorFromServer,
  fieldErrorsOf,
  formValuesOf,
  isSessionLost,
  type ProfileField,
} from '../profile-form';
import { FieldWithError } from './field-with-error';
import { sectionClass } from './profile-details';

/** Today as YYYY-MM-DD in the person's own time zone (the birth-date picker's upper bound). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const CITY_OPTIONS = CITIES.map((city) => ({ value: city, label: city }));

interface ProfileFormProps {
  me: Me;
  onSaved: (me: Me) => void;
  onCancel: () => void;
}

/**
 * Edit mode. The contract's rules run here first (one message under each field at fault, the spec's texts); the
 * server checks them again, and what only it can know (a taken nickname) comes back under the field too.
 */
export function ProfileForm({ me, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const save = useUpdateProfile();
  const [values, setValues] = useState<ProfileInput>(() => formValuesOf(me));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a failed attempt, keyboard and screen-reader focus goes to the first field at fault.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // Entering edit mode starts at the first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([readonly]), select')?.focus();
  }, []);

  function change(field: ProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = fieldErrorsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(t('toasts.updated'));
        onSaved(saved);
      },
      onError: (error) => {
        const fromServer = fieldErrorFromServer(error);
        if (fromServer) {
          setErrors(fromServer);
          setAttempt((count) => count + 1);
        } else {
          toast.error(isSessionLost(error) ? t('toasts.sessionNotFound') : t('toasts.updateFailed'));
        }
      },
    });
  }

  const control = (field: ProfileField, describedBy: string | undefined) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy,
  });
  const fieldProps = (field: ProfileField) => {
    const code = errors[field];
    return { id: `profile-${field}`, message: code ? t(`errors.${code}`) : undefined };
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      <FormAlert message={hasErrors ? t('fixErrors') : null} />
      <section aria-labelledby="profile-edit-personal" className={sectionClass}>
        <h2 id="profile-edit-personal" className="text-lg font-semibold">
          {t('sections.personal')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldWithError {...fieldProps('firstName')}>
            {(d) => <TextField label={t('fields.firstName')} autoComplete="given-name" {...control('firstName', d)} />}
          </FieldWithError>
          <FieldWithError {...fieldProps('lastName')}>
            {(d) => <TextField label={t('fields.lastName')} autoComplete="family-name" {...control('lastName', d)} />}
          </FieldWithError>
          <FieldWithError {...fieldProps('nickname')}>
            {(d) => <TextField label={t('fields.nickname')} autoComplete="username" {...control('nickname', d)} />}
          </FieldWithError>
          <FieldWithError {...fieldProps('birthDate')}>
            {(d) => (
              <TextField
                label={t('fields.birthDate')}
                type="date"
                min="1900-01-01"
                max={localToday()}
                {...control('birthDate', d)}
              />
            )}
          </FieldWithError>
          <FieldWithError {...fieldProps('gender')}>
            {(d) => (
              <SelectField
                label={t('fields.gender')}
                placeholder={t('selectGender')}
                options={GENDERS.map((gender) => ({ value: gender, label: tCommon(`genders.${gender}`) }))}
                {...control('gender', d)}
              />
            )}
          </FieldWithError>
          <FieldWithError {...fieldProps('occupation')}>
            {(d) => (
              <SelectField
                label={t('fields.occupation')}
                placeholder={t('selectOccupation')}
                options={OCCUPATIONS.map((occupation) => ({
                  value: occupation,
                  label: tCommon(`occupations.${occupation}`),
                }))}
                {...control('occupation', d)}
              />
            )}
          </FieldWithError>
          <FieldWithError {...fieldProps('city')}>
            {(d) => (
              <SelectField
                label={t('fields.city')}
                placeholder={t('selectCity')}
                options={CITY_OPTIONS}
                {...control('city', d)}
              />
            )}
          </FieldWithError>
        </div>
      </section>

      <section aria-labelledby="profile-edit-account" className={sectionClass}>
        <h2 id="profile-edit-account" className="text-lg font-semibold">
          {t('sections.account')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.email')}
            name="email"
            value={me.email}
            readOnly
            aria-describedby="profile-read-only"
          />
          <TextField
            label={t('fields.country')}
            name="country"
            value={tCommon(`countries.${COUNTRY}`)}
            readOnly
            aria-describedby="profile-read-only"
          />
        </div>
        <p id="profile-read-only" className="text-sm text-muted">
          {t('readOnlyHint')}
        </p>
      </section>

      <section aria-labelledby="profile-edit-social" className={sectionClass}>
        <h2 id="profile-edit-social" className="text-lg font-semibold">
          {t('sections.social')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldWithError {...fieldProps('instagram')} hint={t('handleHint')}>
            {(d) => (
              <TextField
                label={t('fields.instagram')}
                placeholder={t('handlePlaceholder')}
                autoCapitalize="none"
                spellCheck={false}
                {...control('instagram', d)}
              />
            )}
          </FieldWithError>
          <FieldWithError {...fieldProps('twitter')} hint={t('handleHint')}>
            {(d) => (
              <TextField
                label={t('fields.twitter')}
                placeholder={t('handlePlaceholder')}
                autoCapitalize="none"
                spellCheck={false}
                {...control('twitter', d)}
              />
            )}
          </FieldWithError>
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
