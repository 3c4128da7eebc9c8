import { CITIES, COUNTRY, GENDERS, OCCUPATIONS, type PersonalInfo } from '@watchify/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { FormAlert } from '../../../components/ui/form-alert';

/** Today as YYYY-MM-DD in the person's own time zone (the birth-date picker's upper bound). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const CITY_OPTIONS = CITIES.map((city) => ({ value: city, label: city }));

interface PersonalInfoFormProps {
  values: PersonalInfo;
  onChange: (field: keyof PersonalInfo, value: string) => void;
  onSubmit: () => void;
  onBackToLogin: () => void;
  busy: boolean;
  errorMessage: string | null;
  focusOnMount: boolean;
  /**
   * 'password': the person chooses an e-mail and a password. 'provider': an OpenID Connect provider vouched for the
   * e-mail (shown, not editable) and there is no password.
   */
  account?: 'password' | 'provider';
}

/** Registration step 1. Validation runs in the page (spec order), so the browser's own bubbles are off. */
export function PersonalInfoForm({
  values,
  onChange,
  onSubmit,
  onBackToLogin,
  busy,
  errorMessage,
  focusOnMount,
  account = 'password',
}: PersonalInfoFormProps) {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation('common');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  const text = (field: keyof PersonalInfo) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="personal-info-title" className="flex flex-col gap-5">
      <FocusHeading id="personal-info-title" focusOnMount={focusOnMount} className="text-xl font-semibold">
        {t('personal.title')}
      </FocusHeading>
      <FormAlert message={errorMessage} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('personal.firstName')} autoComplete="given-name" {...text('firstName')} />
        <TextField label={t('personal.lastName')} autoComplete="family-name" {...text('lastName')} />
        <TextField label={t('personal.nickname')} autoComplete="username" {...text('nickname')} />
        {account === 'password' ? (
          <>
            <TextField label={t('personal.email')} type="email" autoComplete="email" {...text('email')} />
            <TextField
              label={t('personal.password')}
              type="password"
              autoComplete="new-password"
              {...text('password')}
            />
            <TextField
              label={t('personal.passwordConfirm')}
              type="password"
              autoComplete="new-password"
              {...text('passwordConfirm')}
            />
          </>
        ) : (
          <TextField label={t('personal.email')} type="email" name="email" value={values.email} readOnly />
        )}
        <TextField
          label={t('personal.birthDate')}
          type="date"
          max={localToday()}
          min="1900-01-01"
          {...text('birthDate')}
        />
        <SelectField
          label={t('personal.gender')}
          placeholder={t('personal.selectGender')}
          options={GENDERS.map((gender) => ({ value: gender, label: tCommon(`genders.${gender}`) }))}
          {...text('gender')}
        />
        <SelectField
          label={t('personal.occupation')}
          placeholder={t('personal.selectOccupation')}
          options={OCCUPATIONS.map((occupation) => ({
            value: occupation,
            label: tCommon(`occupations.${occupation}`),
          }))}
          {...text('occupation')}
        />
        <SelectField
          label={t('personal.city')}
          placeholder={t('personal.selectCity')}
          options={CITY_OPTIONS}
          {...text('city')}
        />
        <TextField
          label={t('personal.country')}
          name="country"
          value={tCommon(`countries.${COUNTRY}`)}
          readOnly
          containerClassName="sm:col-span-2"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBackToLogin}>
          {t('personal.backToLogin')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('personal.submitting') : t('personal.submit')}
        </Button>
      </div>
    </form>
  );
}
