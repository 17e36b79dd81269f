import { type ComponentType, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';
import { CUSTOMER_MENU, CUSTOMER_NAV, customerSectionOf, customerHeaderTexts as t } from './customer-nav-items';
import { AccountMenu, MainNav, MenuToggle, MobileMenu, usePageMenu } from './signed-in-shell';

const navLinkClass = (isCurrent: boolean) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isCurrent ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

export interface CustomerHeaderProps {
  session: Session;
  onSignOut: () => void;
  /** The notification dropdown with its unread badge and live channel, composed by the app. */
  NotificationBell: ComponentType;
}

/**
 * The customer's header: the logo to My Projects, My Projects and Post a project, the
 * notification bell and the account menu; below 768 px a menu button opens the same links.
 */
export function CustomerHeader({ session, onSignOut, NotificationBell }: CustomerHeaderProps) {
  const { pathname, isMenuOpen, toggleMenu } = usePageMenu();
  const section = customerSectionOf(pathname);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to={paths.customerProjects} aria-label={t.home}>
          <Logo />
        </Link>
        <MainNav
          items={CUSTOMER_NAV}
          section={section}
          className="hidden items-center gap-1 md:flex"
          linkClass={navLinkClass}
        />
        <div className="ml-auto flex items-center gap-1">
          <Suspense fallback={<span aria-hidden="true" className="block h-10 w-10" />}>
            <NotificationBell />
          </Suspense>
          <div className="hidden md:block">
            <AccountMenu session={session} label={t.accountMenu} items={CUSTOMER_MENU} onSignOut={onSignOut} />
          </div>
          <MenuToggle isOpen={isMenuOpen} onToggle={toggleMenu} controls="customer-mobile-menu" className="md:hidden" />
        </div>
      </div>
      {isMenuOpen && (
        <MobileMenu
          id="customer-mobile-menu"
          className="md:hidden"
          session={session}
          mainItems={CUSTOMER_NAV}
          section={section}
          menuItems={CUSTOMER_MENU}
          onSignOut={onSignOut}
        />
      )}
    </header>
  );
}
