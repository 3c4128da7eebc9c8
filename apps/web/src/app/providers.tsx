import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS } from '@watchify/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { endHydration } from '../lib/server-markup';
import { ThemeProvider, useTheme } from '../lib/theme';
import { useToastEdge } from '../lib/toast-edge';

/**
 * Toasts keep clear of the sticky header (4rem tall) at the top and of the floating assistant button's corner at the
 * bottom, and appear at the edge away from the control just used (useToastEdge).
 */
const TOAST_OFFSET = {
  top: '4.75rem',
  right: 'var(--floating-inset)',
  bottom: 'var(--floating-clearance)',
  left: 'var(--floating-inset)',
};

function ThemedToaster() {
  const { theme } = useTheme();
  const edge = useToastEdge();
  return (
    <Toaster
      theme={theme}
      duration={TOAST_MS}
      position={`${edge}-right`}
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      closeButton
    />
  );
}

/** Server state, theme and toasts for everything below (i18n is initialised on import). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Runs after the first commit, the takeover of server HTML included: from here on renders are the browser's own,
  // and the page answers clicks (data-app-ready tells scripts and the browser tests so).
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
