import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { meQueryKey } from '../../features/auth/api/get-me';
import { RegistrationPage } from '../../features/registration/components/registration-page';

/** /register: once the account exists, the new session is the app's session and the person goes home. */
export function RegisterRoute() {
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function handleRegistered(me: Me) {
    queryClient.setQueryData(meQueryKey, me);
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    toast.success(t('toasts.welcome', { name: me.firstName }));
    navigate('/', { replace: true });
  }

  return <RegistrationPage onRegistered={handleRegistered} />;
}
