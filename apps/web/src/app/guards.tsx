import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { pathAfterSignIn } from '@/features/auth/api/sign-in';
import { useSession } from '@/lib/use-session';

/**
 * Private routes: logged-out visitors go to /login (and come back after signing in); a provider
 * whose registration is not completed (signed in by validate_user or a sign-in) stays on /register.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  const target = pathAfterSignIn(session.user.signup_status);
  if (target !== paths.dashboard) return <Navigate to={target} replace />;
  return <Outlet />;
}

/**
 * Login and registration: a signed-in user goes where the sign-in leads (spec §4): the page asked
 * for before login, or the dashboard; a registration still in progress stays on /register.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Outlet />;
  const target = pathAfterSignIn(session.user.signup_status);
  if (target === paths.dashboard) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? paths.dashboard} replace />;
  }
  return location.pathname === target ? <Outlet /> : <Navigate to={target} replace />;
}

export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? paths.dashboard : paths.login} replace />;
}
