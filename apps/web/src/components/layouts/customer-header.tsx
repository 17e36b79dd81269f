import { type ComponentType, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { initialsOf } from '@/components/ui/avatar';
import { DropdownMenu, menuItemClass } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';
import {
  CUSTOMER_MENU,
  CUSTOMER_NAV,
  type CustomerSection,
  customerSectionOf,
  customerHeaderTexts as t,
} from './customer-nav-items';

const navLinkClass = (isCurrent: boolean) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isCurrent ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

export interface CustomerHeaderProps {
  session: Session;
  onSignOut: () => void;
  /** The notification dropdown with its unread badge and live channel, composed by the app. */
  NotificationBell: ComponentType;
}

function Initials({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center rounded-full bg-brand-700 font-semibold text-white ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}

function AccountMenu({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const { user } = session;
  return (
    <DropdownMenu
      label={t.accountMenu}
      nameFromTrigger
      trigger={
        <>
          <Initials name={user.name} className="h-9 w-9 text-sm" />
          <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{user.name}</span>
          <span className="sr-only">{t.accountMenu}</span>
          <ChevronDownIcon className="h-4 w-4 text-slate-500" />
        </>
      }
    >
      {(close) => (
        <>
          <p className="border-b border-slate-100 px-4 pb-2 text-xs text-slate-500">{user.email}</p>
          {CUSTOMER_MENU.map((item) => (
            <Link key={item.to} role="menuitem" to={item.to} className={menuItemClass} onClick={close}>
              {item.label}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            className={`${menuItemClass} border-t border-slate-100 text-red-700`}
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            {t.logout}
          </button>
        </>
      )}
    </DropdownMenu>
  );
}

/**
 * The customer's header: the logo to My Projects, My Projects and Post a project, the
 * notification bell and the account menu; below 768 px a menu button opens the same links.
 */
export function CustomerHeader({ session, onSignOut, NotificationBell }: CustomerHeaderProps) {
  // The menu belongs to the page it was opened on: navigating closes it.
  const { pathname } = useLocation();
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === pathname;
  const section = customerSectionOf(pathname);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to={paths.customerProjects} aria-label={t.home}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {CUSTOMER_NAV.map((item) => {
            const isCurrent = item.section === section;
            return (
              <Link
                key={item.to}
                to={item.to}
                aria-current={isCurrent ? 'page' : undefined}
                className={navLinkClass(isCurrent)}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Suspense fallback={<span aria-hidden="true" className="block h-10 w-10" />}>
            <NotificationBell />
          </Suspense>
          <div className="hidden md:block">
            <AccountMenu session={session} onSignOut={onSignOut} />
          </div>
          <button
            type="button"
            className="rounded-lg p-2.5 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={isMenuOpen ? t.closeMenu : t.openMenu}
            aria-expanded={isMenuOpen}
            aria-controls="customer-mobile-menu"
            onClick={() => setMenuOpenedAt(isMenuOpen ? null : pathname)}
          >
            {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {isMenuOpen && <MobileMenu session={session} section={section} onSignOut={onSignOut} />}
    </header>
  );
}

function MobileMenu({
  session,
  section,
  onSignOut,
}: {
  session: Session;
  section: CustomerSection | null;
  onSignOut: () => void;
}) {
  const item = 'block rounded-lg px-3 py-3 text-base text-slate-700 hover:bg-slate-100';
  const currentItem = 'block rounded-lg bg-brand-50 px-3 py-3 text-base font-medium text-brand-800';
  return (
    <nav
      id="customer-mobile-menu"
      aria-label={t.mobileMenu}
      className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden"
    >
      <div className="flex items-center gap-3 py-4">
        <Initials name={session.user.name} className="h-10 w-10" />
        <div className="min-w-0">
          <p className="truncate font-medium">{session.user.name}</p>
          <p className="truncate text-sm text-slate-500">{session.user.email}</p>
        </div>
      </div>
      <ul className="space-y-1 border-t border-slate-100 pt-2">
        {CUSTOMER_NAV.map((entry) => {
          const isCurrent = entry.section === section;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={isCurrent ? 'page' : undefined}
                className={isCurrent ? currentItem : item}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className="mt-2 space-y-1 border-t border-slate-100 pt-2">
        {CUSTOMER_MENU.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={item}>
              {entry.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={`${item} w-full text-left text-red-700`} onClick={onSignOut}>
            {t.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}
