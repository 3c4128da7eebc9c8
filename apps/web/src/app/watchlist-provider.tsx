import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loginPathFor } from '../lib/safe-redirect';
import { WatchlistContext, type WatchlistControls } from '../lib/watchlist';

/**
 * The watchlist toggle of every card. The watchlist itself arrives in a later release: for now a visitor is
 * asked to sign in first (spec §6, toast 'Lütfen önce giriş yapın' with a way to the sign-in page), and a
 * signed-in person is told it is coming soon.
 */
export function WatchlistProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;

  const controls = useMemo<WatchlistControls>(
    () => ({
      has: () => false,
      toggle: () => {
        if (!signedIn) {
          toast.error(t('watchlist.signInFirst'), {
            id: 'watchlist-sign-in',
            action: { label: t('watchlist.signIn'), onClick: () => navigate(loginPathFor(returnTo)) },
          });
          return;
        }
        toast.info(t('watchlist.comingSoon'), { id: 'watchlist-coming-soon' });
      },
    }),
    [signedIn, t, navigate, returnTo],
  );

  return <WatchlistContext.Provider value={controls}>{children}</WatchlistContext.Provider>;
}
