import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { safeNextPath } from '../../../lib/safe-redirect';
import { useSignInMethods, useStartOidcSignIn } from '../api/oidc';
import { useSignIn } from '../api/sign-in';
import { type OidcMessageCode, requestErrorCode, returnedErrorCode } from '../oidc-errors';

type LoginError = 'fillAllFields' | 'invalidCredentials';

/**
 * /login: a button per OpenID Connect provider (decision 049) and the e-mail and password form, unless the operator
 * turned password sign-in off. A provider that sent the person back with `?error=` is explained here. Afterwards the
 * person returns to `?next=` (a same-site path) or home.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const methods = useSignInMethods();
  const startOidc = useStartOidcSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<LoginError | null>(null);
  const [oidcError, setOidcError] = useState<OidcMessageCode | null>(() =>
    returnedErrorCode(searchParams.get('error')),
  );
  const next = safeNextPath(searchParams.get('next'));
  // Until the API says otherwise (or if it cannot say), the password form is there, as it always was.
  const passwordSignIn = methods.data?.passwordSignIn ?? true;
  const providers = methods.data?.providers ?? [];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    if (!email.trim() || !password) {
      setError('fillAllFields');
      return;
    }
    setError(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate(next, { replace: true }),
        onError: () => setError('invalidCredentials'),
      },
    );
  }

  function startProvider(provider: string) {
    if (startOidc.isPending) return;
    setOidcError(null);
    startOidc.mutate(provider, { onError: (failure) => setOidcError(requestErrorCode(failure)) });
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{`${t('login.submit')} · Watchify`}</title>
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('login.title')}</h1>
        <p className="text-muted">{t('login.subtitle')}</p>
      </div>
      <FormAlert message={oidcError ? t(`oidcErrors.${oidcError}`) : null} />
      {providers.length > 0 && (
        <section
          aria-label={t('login.providersLabel')}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-lg"
        >
          {providers.map((provider) => (
            <Button
              key={provider.id}
              variant="secondary"
              className="w-full"
              disabled={startOidc.isPending}
              onClick={() => startProvider(provider.id)}
            >
              {t('login.signInWith', { label: provider.label })}
            </Button>
          ))}
        </section>
      )}
      {passwordSignIn && (
        <>
          {providers.length > 0 && <p className="text-center text-sm text-muted">{t('login.orPassword')}</p>}
          <form
            noValidate
            onSubmit={handleSubmit}
            className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-lg"
          >
            <FormAlert message={error ? t(`errors.${error}`) : null} />
            <TextField
              label={t('login.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label={t('login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" disabled={signIn.isPending} className="mt-2 w-full">
              {signIn.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
          <p className="text-center text-sm text-muted">
            {t('login.noAccount')}{' '}
            <Link to="/register" className="font-semibold text-accent-text underline-offset-4 hover:underline">
              {t('login.createAccount')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
