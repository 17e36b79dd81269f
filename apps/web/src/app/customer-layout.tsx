import { pages } from '@homebid/contracts/routes';
import { lazy, useEffect } from 'react';
import { CustomerHeader } from '@/components/layouts/customer-header';
import { SignedInFrame } from '@/components/layouts/signed-in-shell';
import { paths } from '@/config/paths';
import { useSignOutAndLeave } from '@/features/auth/api/sign-out';
import type { Session } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useRouteTitle } from './layouts';

// The customer's side, a chunk of its own: the provider portal's first load carries none of it.

// The notification dropdown (its live NotificationChannel with it), its View all on the customer's list.
const NotificationBell = lazy(async () => {
  const { default: Bell } = await import('@/features/notifications/components/notification-bell');
  return { default: () => <Bell viewAllTo={pages.customerNotifications.path} /> };
});

/** The customer's header with its sign-out (to the customer login); also on public pages a customer opens. */
export function CustomerSignedInHeader({ session }: { session: Session }) {
  const onSignOut = useSignOutAndLeave(paths.customerLogin);
  return <CustomerHeader session={session} onSignOut={onSignOut} NotificationBell={NotificationBell} />;
}

/**
 * The customer's screens list no chunks to preload in the first-load app chunk (vite.config.ts), so
 * the customer's area fetches them once it has painted: moving between them then waits for nothing.
 */
function useWarmCustomerScreens() {
  useEffect(() => {
    const warm = () => {
      void import('./routes/customer-projects');
      void import('./routes/customer-project');
      void import('./routes/hire');
    };
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(warm);
  }, []);
}

/** The customer's pages: their header, the page, the footer. */
export function CustomerLayout() {
  useRouteTitle();
  useWarmCustomerScreens();
  const session = useSession();
  if (!session) return null;
  return <SignedInFrame header={<CustomerSignedInHeader session={session} />} />;
}
