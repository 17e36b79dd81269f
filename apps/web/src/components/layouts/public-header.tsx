import { pages } from '@homebid/contracts/routes';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

export interface PublicHeaderProps {
  /**
   * What stands in Login's place: given the Login link, the layout may show where a registration in
   * progress stands instead (the header itself imports no feature).
   */
  loginSlot?: (login: ReactNode) => ReactNode;
}

/**
 * The header before login: Support and Register (spec §2), plus Login off the login page, and for
 * homeowners Hire a pro and Customer login. During a
 * registration the pro is signed in: where the registration stands takes Login's place, and
 * Register stays for the spec's restart question.
 */
export function PublicHeader({ loginSlot = (login) => login }: PublicHeaderProps = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const isOnRegister = location.pathname === paths.register;

  const onRegister = (event: React.MouseEvent) => {
    // The registration screen asks before restarting a flow in progress; it listens for this event.
    if (!isOnRegister) return;
    event.preventDefault();
    window.dispatchEvent(new CustomEvent('homebid:restart-registration'));
    navigate(paths.register);
  };

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <Link to={paths.login} aria-label="HomeBid home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="group ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            to={paths.support}
            // Below 640 px the footer keeps Support: the header's room goes to Hire a pro and Register.
            className="hidden rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline-block"
          >
            Support
          </Link>
          {/* Homeowners: where they post a project, and their own login beside the pro's. */}
          <Link
            to={paths.hire}
            // A phone has no room for it beside where a registration stands.
            className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 max-sm:group-has-[[data-registration-progress]]:hidden"
          >
            Hire a pro
          </Link>
          {location.pathname !== paths.customerLogin && (
            <Link
              to={paths.customerLogin}
              className="hidden whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 md:inline-block"
            >
              {pages.customerLogin.title}
            </Link>
          )}
          {location.pathname !== paths.login &&
            loginSlot(
              // Below 640 px the links do not fit beside the logo; the pages that show this header
              // off /login (registration, password recovery) carry their own Login link.
              <Link
                to={paths.login}
                className="hidden rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline-block"
              >
                Login
              </Link>,
            )}
          <Link
            to={paths.register}
            onClick={onRegister}
            className="rounded-lg bg-brand-700 px-3 py-2 text-sm sm:px-4 font-semibold text-white hover:bg-brand-800"
          >
            Register
          </Link>
        </nav>
      </div>
    </header>
  );
}
