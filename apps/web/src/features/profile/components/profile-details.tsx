import type { Me } from '@watchify/contract';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** A calendar date (YYYY-MM-DD) or an instant, in the reader's language; dates are not shifted by time zones. */
export function formatDate(value: string, language: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export const sectionClass = 'flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function Handle({ handle, site, href }: { handle: string | null; site: string; href: string }) {
  const { t } = useTranslation('profile');
  if (!handle) return <span className="text-muted">{t('notSet')}</span>;
  return (
    <a
      href={`${href}${encodeURIComponent(handle)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('openHandle', { handle: `@${handle}`, site })}
      className="text-accent-text underline-offset-4 hover:underline"
    >
      @{handle}
    </a>
  );
}

/** View mode: the stored profile, read-only, with the Edit button. */
export function ProfileDetails({
  me,
  onEdit,
  editRef,
}: {
  me: Me;
  onEdit: () => void;
  editRef?: Ref<HTMLButtonElement>;
}) {
  const { t, i18n } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  const notSet = <span className="text-muted">{t('notSet')}</span>;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="profile-personal" className={sectionClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="profile-personal" className="text-lg font-semibold">
            {t('sections.personal')}
          </h2>
          <Button ref={editRef} onClick={onEdit}>
            {t('edit')}
          </Button>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term={t('fields.firstName')}>{me.firstName}</Detail>
          <Detail term={t('fields.lastName')}>{me.lastName}</Detail>
          <Detail term={t('fields.nickname')}>{me.nickname}</Detail>
          <Detail term={t('fields.birthDate')}>{formatDate(me.birthDate, language)}</Detail>
          <Detail term={t('fields.gender')}>{me.gender ? tCommon(`genders.${me.gender}`) : notSet}</Detail>
          <Detail term={t('fields.occupation')}>{tCommon(`occupations.${me.occupation}`)}</Detail>
          <Detail term={t('fields.city')}>{me.city}</Detail>
        </dl>
      </section>

      <section aria-labelledby="profile-account" className={sectionClass}>
        <h2 id="profile-account" className="text-lg font-semibold">
          {t('sections.account')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term={t('fields.email')}>{me.email}</Detail>
          <Detail term={t('fields.country')}>{tCommon(`countries.${me.country}` as 'countries.Turkey')}</Detail>
          <Detail term={t('fields.memberSince')}>{formatDate(me.createdAt, language)}</Detail>
        </dl>
      </section>

      <section aria-labelledby="profile-social" className={sectionClass}>
        <h2 id="profile-social" className="text-lg font-semibold">
          {t('sections.social')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term={t('fields.instagram')}>
            <Handle handle={me.instagram} site="Instagram" href="https://www.instagram.com/" />
          </Detail>
          <Detail term={t('fields.twitter')}>
            <Handle handle={me.twitter} site="X" href="https://x.com/" />
          </Detail>
        </dl>
      </section>
    </div>
  );
}
