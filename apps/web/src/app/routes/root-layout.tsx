import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { FullScreenLoader, FullScreenMessage } from '../../components/ui/full-screen-status';
import { AssistantLauncher } from '../../features/assistant/components/assistant-launcher';
import { useMe } from '../../features/auth/api/get-me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { PlaysProvider } from '../../features/plays/components/plays-provider';
import { Footer } from '../../features/shell/components/footer';
import { Header } from '../../features/shell/components/header';
import { WatchServicesProvider } from '../../features/watch-services/components/watch-services-provider';
import { WatchlistProvider } from '../../features/watchlist/components/watchlist-provider';
import { applyAccessibilityMode } from '../../lib/accessibility-mode';
import { refreshSocketSession } from '../../lib/realtime';
import { rendersServerMarkup } from '../../lib/server-markup';
import { usePageAndModal } from './route-modal';

// A visitor's first page does not load the notification centre (nor the socket client it brings).
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/notifications/components/notification-bell')).NotificationBell,
}));

/** Shown while the first screen's code loads (a page that is loaded on demand, opened directly). */
export function RouterLoading() {
  const { t } = useTranslation('common');
  return <FullScreenLoader label={t('loadingApp')} />;
}

/**
 * Waits for the session, then frames every page with the header and footer. A title opened from a card shows as
 * a modal over the page (route-modal).
 */
export function RootLayout() {
  const { t } = useTranslation(['common', 'shell']);
  const me = useMe();
  // Once the session is known the whole page renders: the biggest render of a visit's start. Deferred, React does it
  // in interruptible slices instead of one long task that blocks the main thread.
  // Taking over the server's HTML (decision 020), the page is already there: no deferral, the first render matches it.
  const sessionKnown = useDeferredValue(!me.isPending, rendersServerMarkup() && !me.isPending);
  const signOut = useSignOut();
  const user = me.data ?? null;
  const accessibilityMode = user?.preferences.hasDisability ?? false;
  const { page, modal } = usePageAndModal();

  useEffect(() => {
    applyAccessibilityMode(accessibilityMode);
  }, [accessibilityMode]);
  // The socket authenticates when it connects: after sign-in or sign-out it must reconnect as the new person.
  const userId = user?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: userId is the trigger, not an input
  useEffect(() => {
    refreshSocketSession();
  }, [userId]);

  if (!sessionKnown) return <FullScreenLoader label={t('loadingApp')} />;

  if (me.isError && me.data === undefined) {
    return (
      <FullScreenMessage title={t('sessionError.title')}>
        <p className="text-muted">{t('sessionError.body')}</p>
        <Button onClick={() => void me.refetch()}>{t('retry')}</Button>
      </FullScreenMessage>
    );
  }

  async function handleSignOut() {
    // This browser stops receiving the member's pushes first (it needs their session), so the next person here does
    // not see them. Loaded only now: a visitor's first page does not carry push.
    if ('serviceWorker' in navigator) {
      await import('../../features/push')
        .then(({ unsubscribeThisBrowser }) => unsubscribeThisBrowser())
        .catch(() => {});
    }
    signOut.mutate(undefined, {
      onSuccess: () => toast.success(t('shell:toasts.signedOut')),
      onError: () => toast.error(t('shell:toasts.signOutFailed')),
    });
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        signedIn={user !== null}
        isAdmin={user?.isAdmin ?? false}
        photoUrl={user?.photoUrl}
        onSignOut={() => void handleSignOut()}
        signingOut={signOut.isPending}
        notifications={
          user && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )
        }
      />
      <WatchlistProvider signedIn={user !== null}>
        <PlaysProvider signedIn={user !== null}>
          <WatchServicesProvider signedIn={user !== null}>
            <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
              {page}
            </main>
            {modal}
          </WatchServicesProvider>
        </PlaysProvider>
      </WatchlistProvider>
      <Footer signedIn={user !== null} instagram={user?.instagram} twitter={user?.twitter} />
      <AssistantLauncher member={user} />
      <ScrollRestoration />
    </div>
  );
}
