import type { TSessionUser } from '@homebid/contracts/auth';
import { roleOf, type TRole } from '@homebid/contracts/constants';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPaths, paths } from '@/config/paths';
import { pathAfterSignIn } from '@/features/auth/api/sign-in';
import type { Session } from '@/lib/session';
import { useSession } from '@/lib/use-session';

/** Where a role's signed-in users go: the web app has an area only for the roles listed here. */
export interface RoleArea {
  /** Where a sign-in of this role lands: the home, or a step the user has yet to finish. */
  landing: (user: TSessionUser) => string;
  /** The landing when nothing is left to finish: the role's pages open only then. */
  home: string;
}

export const roleAreas: Partial<Record<TRole, RoleArea>> = {
  // Spec §4: a provider whose registration is not completed stays on /register.
  provider: { landing: (user) => pathAfterSignIn(user.signup_status), home: paths.dashboard },
  // A customer has nothing to finish; the projects are home.
  customer: { landing: () => paths.customerProjects, home: paths.customerProjects },
};

/** The area of the session's role; none when signed out or when this app has no pages for that role. */
function areaOf(session: Session | null): RoleArea | null {
  const role = session ? roleOf(session.user.user_type) : null;
  return (role && roleAreas[role]) ?? null;
}

/**
 * A role's pages (the page list's `access`): a signed-out visitor goes to that role's login (and
 * comes back after signing in); a signed-in user of the other role goes to their own home, never to
 * a login (the session is kept); a user with a step left to finish (a provider's registration) goes
 * there. A session of a role this app has no area for counts as signed out.
 */
export function RequireRole({ allow }: { allow: TRole }) {
  const session = useSession();
  const location = useLocation();
  const area = areaOf(session);
  if (!session || !area) {
    return <Navigate to={loginPaths[allow]} replace state={{ from: location.pathname + location.search }} />;
  }
  const target = area.landing(session.user);
  if (area !== roleAreas[allow] || target !== area.home) return <Navigate to={target} replace />;
  return <Outlet />;
}

/**
 * Login and registration: a signed-in user goes where the sign-in leads (spec §4): the page asked
 * for before login, or the home; a registration still in progress stays on /register. A session of
 * a role this app has no pages for sees them as signed out.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  const area = areaOf(session);
  if (!session || !area) return <Outlet />;
  const target = area.landing(session.user);
  if (target === area.home) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? area.home} replace />;
  }
  return location.pathname === target ? <Outlet /> : <Navigate to={target} replace />;
}

export function HomeRedirect() {
  const area = areaOf(useSession());
  return <Navigate to={area?.home ?? paths.login} replace />;
}
