import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { prefetchFirstScreen } from './app/prefetch';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { applyTheme, readInitialTheme } from './lib/theme';

// Apply the theme before the first paint so a dark-theme visitor never sees a light flash.
applyTheme(readInitialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location);
const router = createAppRouter();
// The active language's texts arrive alongside the session request (both started above); render once they are in.
await i18nReady;

// A transition: React renders the first screen in slices and lets the browser in between (no long task).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
