import { type ComponentType, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { initialsOf } from '@/components/ui/avatar';
import { CloseIcon, MenuIcon, PhoneIcon, SupportIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';
import { APP_DOWNLOAD_URL, BECOME_PRO, MAIN_NAV, profileMenuFor, sectionOf } from './nav-items';
import { ProBadge, UserMenu } from './user-menu';

const navLinkClass = (isCurrent: boolean) =>
  `whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium lg:px-3 ${isCurrent ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

const becomeProClass =
  'whitespace-nowrap rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-100';

export interface AppHeaderProps {
  session: Session;
  onSignOut: () => void;
  /** The New Services modal, composed by the app (a layout never imports a feature). */
  NewServicesDialog: ComponentType<{ isOpen: boolean; onClose: () => void }>;
  /** The notification dropdown with its unread badge (spec §2), composed by the app; shown at every width. */
  NotificationBell: ComponentType;
}

/** The signed-in header (spec §2 'Header and menus'), with the mobile menu below 768 px. */
export function AppHeader({ session, onSignOut, NewServicesDialog, NotificationBell }: AppHeaderProps) {
  // The menu belongs to the page it was opened on: navigating closes it.
  const { pathname } = useLocation();
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === pathname;
  const section = sectionOf(pathname);
  // The New Services modal (and the schemas it validates with) loads when first opened, then stays.
  const [newServices, setNewServices] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const openNewServices = () => setNewServices('open');

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to={paths.dashboard} aria-label="HomeBid dashboard">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          {MAIN_NAV.map((item) => {
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
        {/* From 768 px the main links and the profile menu; Support from 1024 px; the rest inline from 1280 px, in the menu below it. */}
        <div className="ml-auto hidden items-center gap-1 md:flex">
          <button
            type="button"
            onClick={openNewServices}
            className="hidden whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 xl:inline-flex"
          >
            New Services
          </button>
          {/* An icon with its name (as Support): with the notification bell, the words no longer fit at 1280 px. */}
          <a
            href={APP_DOWNLOAD_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Download the app"
            title="Download the app"
            className="hidden rounded-lg p-2.5 text-slate-700 hover:bg-slate-100 xl:flex"
          >
            <PhoneIcon />
          </a>
          {/* From 1024 px; below it Contact Support is in the menu (the bell takes its place). */}
          <Link
            to={paths.support}
            aria-label="Support"
            className="hidden rounded-lg p-2.5 text-slate-700 hover:bg-slate-100 lg:block"
          >
            <SupportIcon />
          </Link>
          {!session.user.is_pro_provider && (
            <Link to={BECOME_PRO.to} className={`hidden xl:inline-flex ${becomeProClass}`}>
              {BECOME_PRO.label}
            </Link>
          )}
          <UserMenu session={session} onSignOut={onSignOut} />
        </div>
        <div className="ml-auto md:ml-0">
          <Suspense fallback={<span aria-hidden="true" className="block h-10 w-10" />}>
            <NotificationBell />
          </Suspense>
        </div>
        <button
          type="button"
          className="rounded-lg p-2.5 text-slate-700 hover:bg-slate-100 xl:hidden"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenedAt(isMenuOpen ? null : pathname)}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {isMenuOpen && (
        <MobileMenu session={session} section={section} onNewServices={openNewServices} onSignOut={onSignOut} />
      )}
      {newServices !== 'unopened' && (
        <Suspense fallback={null}>
          <NewServicesDialog isOpen={newServices === 'open'} onClose={() => setNewServices('closed')} />
        </Suspense>
      )}
    </header>
  );
}

interface MobileMenuProps {
  session: Session;
  section: ReturnType<typeof sectionOf>;
  onNewServices: () => void;
  onSignOut: () => void;
}

function MobileMenu({ session, section, onNewServices, onSignOut }: MobileMenuProps) {
  const item = 'block rounded-lg px-3 py-3 text-base text-slate-700 hover:bg-slate-100';
  const currentItem = 'block rounded-lg bg-brand-50 px-3 py-3 text-base font-medium text-brand-800';
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 pb-4 xl:hidden">
      <div className="flex items-center gap-3 py-4">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
        >
          {initialsOf(session.user.name)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium">{session.user.name}</p>
          <p className="truncate text-sm text-slate-500">{session.user.email}</p>
        </div>
        {session.user.is_pro_provider && <ProBadge />}
      </div>
      <ul className="space-y-1 border-t border-slate-100 pt-2">
        {MAIN_NAV.map((entry) => {
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
        {!session.user.is_pro_provider && (
          <li>
            <Link
              to={BECOME_PRO.to}
              className="block rounded-lg px-3 py-3 text-base font-semibold text-amber-800 hover:bg-amber-50"
            >
              {BECOME_PRO.label}
            </Link>
          </li>
        )}
      </ul>
      <ul className="mt-2 space-y-1 border-t border-slate-100 pt-2">
        {profileMenuFor(session.user.is_pro_provider).map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={item}>
              {entry.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.support} className={item}>
            Contact Support
          </Link>
        </li>
        <li>
          <button type="button" className={`${item} w-full text-left`} onClick={onNewServices}>
            New Service
          </button>
        </li>
        <li>
          <a href={APP_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer" className={item}>
            Download the app
          </a>
        </li>
        <li>
          <button type="button" className={`${item} w-full text-left text-red-700`} onClick={onSignOut}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
