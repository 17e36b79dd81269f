import { SIGNUP_STATUS } from '@homebid/contracts/constants';
import { documentTitle } from '@homebid/contracts/routes';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { PublicHeader } from '@/components/layouts/public-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useSession } from '@/lib/use-session';

// The layouts compose the features the headers offer (sign-out, New Services); the header
// components themselves import no feature.
const NewServicesDialog = lazy(async () => ({
  default: (await import('@/features/profile/components/new-services-dialog')).NewServicesDialog,
}));
// The notification dropdown and its live channel come with the signed-in header, never with /login.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));
// Where a registration in progress stands, in the public header: apart from /login's first load.
const RegistrationProgressLink = lazy(() => import('@/features/registration/components/registration-progress-link'));
// A plan changed on another device reaches this one live (the same channel, one subscription).
const PlanLive = lazy(() => import('./plan-live'));

// The signed-in header and tab bar load with the first signed-in page: a signed-out visitor's first
// page (/login) does without their code. The header's place is kept meanwhile, so nothing shifts.
// The footer, below the fold on a phone and last on the page, comes just after the first paint.
const Footer = lazy(async () => ({ default: (await import('@/components/layouts/footer')).Footer }));
const AppHeader = lazy(async () => ({ default: (await import('@/components/layouts/app-header')).AppHeader }));
const BottomTabBar = lazy(async () => ({
  default: (await import('@/components/layouts/bottom-tab-bar')).BottomTabBar,
}));

export interface PageHandle {
  title: string;
}

/** The one place the document title is set: the deepest route's title, as "… | HomeBid". */
function useRouteTitle() {
  const matches = useMatches();
  const title = matches.findLast((match) => (match.handle as PageHandle | undefined)?.title)?.handle as
    | PageHandle
    | undefined;
  useEffect(() => {
    if (title) document.title = documentTitle(title.title);
  }, [title]);
}

function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return useCallback(
    () => signOut.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) }),
    [signOut, navigate],
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      Skip to content
    </a>
  );
}

function SignedInHeader({ session }: { session: NonNullable<ReturnType<typeof useSession>> }) {
  const onSignOut = useSignOutAndLeave();
  const placeholder = (
    <div aria-hidden="true" className="border-b border-slate-200 bg-white">
      <div className="h-16" />
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <AppHeader
        session={session}
        onSignOut={onSignOut}
        NewServicesDialog={NewServicesDialog}
        NotificationBell={NotificationBell}
      />
    </Suspense>
  );
}

/** Signed-in pages: app header, content, footer, phones' tab bar. */
export function AppLayout() {
  useRouteTitle();
  const session = useSession();
  if (!session) return null;
  return (
    <div className="flex min-h-dvh flex-col pb-14 md:pb-0">
      <SkipLink />
      <SignedInHeader session={session} />
      <Suspense fallback={null}>
        <PlanLive />
      </Suspense>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <BottomTabBar />
      </Suspense>
    </div>
  );
}

/** Pages anyone may see: the header that fits the visitor's state. */
export function PublicLayout() {
  useRouteTitle();
  const session = useSession();
  // A registration still in progress is signed in but has no portal yet: it keeps the public header.
  const isMember = session?.user.signup_status === SIGNUP_STATUS.completed;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {session && isMember ? (
        <SignedInHeader session={session} />
      ) : (
        <PublicHeader
          loginSlot={(login) => (
            <Suspense fallback={login}>
              <RegistrationProgressLink otherwise={login} />
            </Suspense>
          )}
        />
      )}
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
