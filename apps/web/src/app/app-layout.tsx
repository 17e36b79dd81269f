import { lazy, Suspense } from 'react';
import { AppHeader } from '@/components/layouts/app-header';
import { BottomTabBar } from '@/components/layouts/bottom-tab-bar';
import { SignedInFrame } from '@/components/layouts/signed-in-shell';
import { paths } from '@/config/paths';
import { useSignOutAndLeave } from '@/features/auth/api/sign-out';
import type { Session } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useRouteTitle } from './layouts';

// The provider's signed-in layout, a chunk of its own: a signed-out visitor's first page (/login)
// does without its code. The router loads it alongside the first signed-in page, so the header
// and the tab bar come with the page.

// The layout composes the features the header offers (New Services, the notifications); the header
// components themselves import no feature.
const NewServicesDialog = lazy(async () => ({
  default: (await import('@/features/profile/components/new-services-dialog')).NewServicesDialog,
}));
// The notification dropdown and its live channel.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));
// A plan changed on another device reaches this one live (the same channel, one subscription).
const PlanLive = lazy(() => import('./plan-live'));

/** The provider's header with its sign-out; also on the public pages a member opens. */
export function SignedInHeader({ session }: { session: Session }) {
  const onSignOut = useSignOutAndLeave(paths.login);
  return (
    <AppHeader
      session={session}
      onSignOut={onSignOut}
      NewServicesDialog={NewServicesDialog}
      NotificationBell={NotificationBell}
    />
  );
}

/** Signed-in pages: app header, content, footer, phones' tab bar. */
export function AppLayout() {
  useRouteTitle();
  const session = useSession();
  if (!session) return null;
  return (
    <SignedInFrame
      className="pb-14 md:pb-0"
      header={
        <>
          <SignedInHeader session={session} />
          <Suspense fallback={null}>
            <PlanLive />
          </Suspense>
        </>
      }
    >
      <BottomTabBar />
    </SignedInFrame>
  );
}
