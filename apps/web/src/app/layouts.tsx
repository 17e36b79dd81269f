import { SIGNUP_STATUS, USER_TYPE } from '@homebid/contracts/constants';
import { documentTitle } from '@homebid/contracts/routes';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Footer } from '@/components/layouts/lazy-footer';
import { PublicHeader } from '@/components/layouts/public-header';
import { SkipLink } from '@/components/layouts/skip-link';
import { Spinner } from '@/components/ui/spinner';
import { withQueryClient } from '@/lib/load-query-client';
import { useSession } from '@/lib/use-session';

// The signed-in layouts are chunks of their own (app-layout.tsx, the provider's; customer-layout.tsx,
// the customer's): a signed-out visitor's first page (/login) does without their code. The router
// loads them with the first signed-in page; a public page a member opens loads its role's header.
// Their headers read the session's profile: they come with the QueryClient.
export const loadAppLayout = withQueryClient(() => import('./app-layout'));
export const loadCustomerLayout = withQueryClient(() => import('./customer-layout'));
const SignedInHeader = lazy(async () => ({ default: (await loadAppLayout()).SignedInHeader }));
const CustomerHeader = lazy(async () => ({ default: (await loadCustomerLayout()).CustomerSignedInHeader }));
// Where a registration in progress stands, in the public header: apart from /login's first load.
const RegistrationProgressLink = lazy(() => import('@/features/registration/components/registration-progress-link'));

export interface PageHandle {
  title: string;
}

/** The one place the document title is set: the deepest route's title, as "… | HomeBid". */
export function useRouteTitle() {
  const matches = useMatches();
  const title = matches.findLast((match) => (match.handle as PageHandle | undefined)?.title)?.handle as
    | PageHandle
    | undefined;
  useEffect(() => {
    if (title) document.title = documentTitle(title.title);
  }, [title]);
}

/** The signed-in header's place while its chunk loads, so nothing shifts. */
const headerPlaceholder = <div aria-hidden="true" className="h-16 border-b border-slate-200 bg-white" />;

/** Pages anyone may see: the header that fits the visitor's state. */
export function PublicLayout() {
  useRouteTitle();
  const session = useSession();
  // A registration still in progress is signed in but has no portal yet: it keeps the public header.
  const isMember = session?.user.signup_status === SIGNUP_STATUS.completed;
  let header: React.ReactNode;
  if (session?.user.user_type === USER_TYPE.customer) header = <CustomerHeader session={session} />;
  else if (session && isMember) header = <SignedInHeader session={session} />;
  else
    header = (
      <PublicHeader
        loginSlot={(login) => (
          <Suspense fallback={login}>
            <RegistrationProgressLink otherwise={login} />
          </Suspense>
        )}
      />
    );
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Suspense fallback={headerPlaceholder}>{header}</Suspense>
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
