import type { OidcProvider } from '@watchify/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLinkProvider, useMySignInMethods, useUnlinkProvider } from '../api/oidc';
import { type OidcMessageCode, requestErrorCode, returnedErrorCode } from '../oidc-errors';

interface Confirming {
  action: 'link' | 'unlink';
  provider: OidcProvider;
}

/** Asks for the account's password before linking or unlinking a provider; the API's refusal shows inside. */
function PasswordDialog({ confirming, onClose }: { confirming: Confirming; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const bodyId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<OidcMessageCode | null>(null);
  const link = useLinkProvider();
  const unlink = useUnlinkProvider();
  const busy = link.isPending || unlink.isPending;
  const { action, provider } = confirming;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const onError = (failure: unknown) => setError(requestErrorCode(failure));
    if (action === 'link') {
      // On success the browser leaves for the provider, which sends it back to /account?linked=1.
      link.mutate({ provider: provider.id, password }, { onError });
    } else {
      unlink.mutate(
        { provider: provider.id, password },
        {
          onSuccess: () => {
            toast.success(t('methods.unlinkedToast', { label: provider.label }), { id: 'sign-in-methods' });
            onClose();
          },
          onError,
        },
      );
    }
  }

  return (
    <ModalDialog labelledBy={titleId} describedBy={bodyId} onClose={onClose} className="max-w-md p-5">
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <h2 id={titleId} className="text-lg font-bold">
          {t(action === 'link' ? 'methods.linkTitle' : 'methods.unlinkTitle', { label: provider.label })}
        </h2>
        <p id={bodyId}>{t(action === 'link' ? 'methods.linkBody' : 'methods.unlinkBody', { label: provider.label })}</p>
        <FormAlert message={error ? t(`oidcErrors.${error}`) : null} />
        <TextField
          label={t('methods.passwordLabel')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('methods.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('methods.working') : t(action === 'link' ? 'methods.confirm' : 'methods.confirmUnlink')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * Account Settings' sign-in methods (decision 049): the password, and each OpenID Connect provider, linked or not,
 * with Link and Unlink (both confirmed with the password). A provider sends the person back here with `?linked=1`,
 * or with `?error=` when linking failed.
 */
export function SignInMethodsSection() {
  const { t } = useTranslation('auth');
  const methods = useMySignInMethods();
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [returned] = useState(() => ({
    linked: searchParams.get('linked') === '1',
    error: returnedErrorCode(searchParams.get('error')),
  }));

  // Said once; the address loses the flags so a reload does not say it again.
  useEffect(() => {
    if (!returned.linked && !returned.error) return;
    if (returned.linked) toast.success(t('methods.linkedToast'), { id: 'sign-in-methods' });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('linked');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [returned, setSearchParams, t]);

  // Nothing to manage where no provider is configured.
  if (methods.data && methods.data.providers.length === 0) return null;

  return (
    <section
      aria-labelledby="sign-in-methods-heading"
      className="mx-auto mb-10 flex w-full max-w-4xl flex-col gap-3 rounded-xl border border-border bg-surface p-6"
    >
      <h2 id="sign-in-methods-heading" className="text-xl font-semibold">
        {t('methods.heading')}
      </h2>
      <p className="text-muted">{t('methods.intro')}</p>
      <FormAlert message={returned.error ? t(`oidcErrors.${returned.error}`) : null} />
      {methods.isPending && <p role="status">{t('methods.loading')}</p>}
      {methods.isError && <FormAlert message={t('methods.loadError')} />}
      {methods.data && (
        <ul className="flex flex-col divide-y divide-border">
          <li className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span className="font-medium">{t('methods.password')}</span>
            <span className="text-sm text-muted">
              {methods.data.password ? t('methods.passwordSet') : t('methods.passwordNone')}
            </span>
          </li>
          {methods.data.providers.map((provider) => (
            <li key={provider.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="flex flex-col">
                <span className="font-medium">{provider.label}</span>
                <span className="text-sm text-muted">
                  {provider.linked ? t('methods.linked') : t('methods.notLinked')}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={t(provider.linked ? 'methods.unlinkLabel' : 'methods.linkLabel', { label: provider.label })}
                onClick={() => setConfirming({ action: provider.linked ? 'unlink' : 'link', provider })}
              >
                {provider.linked ? t('methods.unlink') : t('methods.link')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {confirming && <PasswordDialog confirming={confirming} onClose={() => setConfirming(null)} />}
    </section>
  );
}
