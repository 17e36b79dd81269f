import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { TOAST_CONTAINER_OPTIONS } from '@/components/ui/toast-options';
import { queryClient } from '@/lib/query-client';

// react-toastify is not needed to paint a page: its container is loaded once the browser is idle.
// A toast raised before that waits in react-toastify's queue and shows when the container mounts.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

function useIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIsIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setIsIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return isIdle;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const isIdle = useIdle();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {isIdle && (
        <Suspense fallback={null}>
          <ToastContainer {...TOAST_CONTAINER_OPTIONS} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
