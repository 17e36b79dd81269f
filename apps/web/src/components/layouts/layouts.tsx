import { SIGNUP_STATUS } from '@homebid/contracts/constants';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/use-session';
import { AppHeader } from './app-header';
import { BottomTabBar } from './bottom-tab-bar';
import { Footer } from './footer';
import { PublicHeader } from './public-header';

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

/** Signed-in pages: app header, content, footer, phones' tab bar. */
export function AppLayout() {
  const session = useSession();
  if (!session) return null;
  return (
    <div className="flex min-h-dvh flex-col pb-14 md:pb-0">
      <SkipLink />
      <AppHeader session={session} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomTabBar />
    </div>
  );
}

/** Pages anyone may see: the header that fits the visitor's state. */
export function PublicLayout() {
  const session = useSession();
  // A registration still in progress is signed in but has no portal yet: it keeps the public header.
  const isMember = session?.user.signup_status === SIGNUP_STATUS.completed;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {session && isMember ? <AppHeader session={session} /> : <PublicHeader />}
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
