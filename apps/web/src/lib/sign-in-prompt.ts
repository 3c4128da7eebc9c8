import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loginPathFor } from './safe-redirect';

/**
 * The toast a visitor gets from a member-only button on a card or the detail view (watchlist, mark as watched):
 * 'Please sign in first' with a link to the sign-in page that brings them back here. One toast id, so clicking
 * several such buttons shows it once.
 */
export function useSignInPrompt(): () => void {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return useCallback(() => {
    toast.error(t('signInPrompt.message'), {
      id: 'sign-in-prompt',
      action: { label: t('signInPrompt.signIn'), onClick: () => navigate(loginPathFor(returnTo)) },
    });
  }, [t, navigate, returnTo]);
}
