import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { meQueryKey } from '../../features/auth/api/get-me';
import { OidcRegistrationPage } from '../../features/registration/components/oidc-registration-page';
import { RegistrationPage } from '../../features/registration/components/registration-page';

/** What follows a registration: the new session is the app's session and the person goes home. */
function useRegistered() {
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function handleRegistered(me: Me) {
    queryClient.setQueryData(meQueryKey, me);
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    toast.success(t('toasts.welcome', { name: me.firstName }));
    navigate('/', { replace: true });
  }
  return handleRegistered;
}

/** /register: once the account exists, the person goes home signed in. */
export function RegisterRoute() {
  return <RegistrationPage onRegistered={useRegistered()} />;
}

/** /register/oidc: a first sign-in with a provider finishes the same registration (decision 049). */
export function OidcRegisterRoute() {
  return <OidcRegistrationPage onRegistered={useRegistered()} />;
}
