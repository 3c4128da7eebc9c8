import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS } from '@watchify/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { endHydration } from '../lib/server-markup';
import { ThemeProvider, useTheme } from '../lib/theme';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} duration={TOAST_MS} position="bottom-right" closeButton />;
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
