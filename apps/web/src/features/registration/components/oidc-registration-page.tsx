import type { Me } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { usePendingOidcRegistration } from '../api/oidc-registration';
import { RegistrationPage } from './registration-page';

/**
 * /register/oidc: where a first OpenID Connect sign-in lands (decision 049). The registration steps, prefilled
 * with what the provider told; without such a sign-in in progress there is nothing to finish.
 */
export function OidcRegistrationPage({ onRegistered }: { onRegistered: (me: Me) => void }) {
  const { t } = useTranslation('registration');
  const pending = usePendingOidcRegistration();

  if (pending.data) return <RegistrationPage pending={pending.data} onRegistered={onRegistered} />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{`${t('title')} · Watchify`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      {pending.isPending ? (
        <div role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="size-6" />
          {t('oidcLoading')}
        </div>
      ) : (
        <>
          <FormAlert
            message={
              pending.error instanceof ApiRequestError && pending.error.status !== 401 && pending.error.status !== 0
                ? t('errors.registrationFailed')
                : t('errors.noPendingRegistration')
            }
          />
          <Link to="/login" className={buttonStyles('primary')}>
            {t('oidcSignInAgain')}
          </Link>
        </>
      )}
    </div>
  );
}
