import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { router } from '@/app/router';
import { paths } from '@/config/paths';
import { setSessionEndedHandler } from '@/lib/api-client';
import { loadedQueryClient } from '@/lib/load-query-client';

// Spec §8: a 401/403 on an ordinary call ends the session and goes to /login.
// The QueryClient loads with the first screen that uses it: before that, it holds nothing to forget.
setSessionEndedHandler(() => {
  loadedQueryClient()?.clear();
  void router.navigate(paths.login, { replace: true });
});

/** Resolves once the router has loaded the first page's lazy module (or failed to). */
function whenRouterInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// index.html's static shell (header and skeleton) stays in #root until the first page can render:
// rendering earlier would swap it for an empty screen while the page's chunk loads (react-router's
// "No HydrateFallback element" case).
// As a transition the first render yields to the browser every few milliseconds instead of holding
// a slow phone's main thread for one long task (the shell stays on screen until it commits).
void whenRouterInitialized().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  ),
);
