import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

/** Private routes: logged-out visitors go to /login (and come back after signing in). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Login and registration: a signed-in user goes to the dashboard. */
export function GuestOnly() {
  const session = useSession();
  if (session) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? paths.dashboard : paths.login} replace />;
}
