import { QueryClientContext } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useAreToastsWanted } from '@/components/ui/toast-host';
import { TOAST_CONTAINER_OPTIONS } from '@/components/ui/toast-options';
import { useLoadedQueryClient } from '@/lib/load-query-client';

// react-toastify is not needed to paint a page: its container is loaded once a screen that raises
// toasts has loaded (components/ui/toast.ts, which brings react-toastify along).
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * react-query's context, holding the QueryClient once it has loaded (lib/load-query-client.ts): what
 * QueryClientProvider does, for a client that comes after the first paint. The tree below is never
 * re-mounted when it arrives; only the screens that need it wait for it.
 */
function LazyQueryClientProvider({ children }: { children: ReactNode }) {
  const client = useLoadedQueryClient();
  useEffect(() => {
    if (!client) return;
    // Refetch on focus and reconnect, paused mutations resumed: as QueryClientProvider does.
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const areToastsWanted = useAreToastsWanted();
  return (
    <LazyQueryClientProvider>
      {children}
      {areToastsWanted && (
        <Suspense fallback={null}>
          <ToastContainer {...TOAST_CONTAINER_OPTIONS} />
        </Suspense>
      )}
    </LazyQueryClientProvider>
  );
}
