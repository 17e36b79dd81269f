import { uiTexts } from '@homebid/contracts/messages';
import { type ComponentType, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PhoneIcon, SupportIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { ProBadge } from '@/components/ui/pro-badge';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';
import { APP_DOWNLOAD_URL, BECOME_PRO, MAIN_NAV, profileMenuFor, sectionOf } from './nav-items';
import { AccountMenu, MainNav, MenuToggle, MobileMenu, mobileMenuItemClass, usePageMenu } from './signed-in-shell';

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
  const { pathname, isMenuOpen, toggleMenu } = usePageMenu();
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
        <MainNav
          items={MAIN_NAV}
          section={section}
          className="hidden items-center gap-0.5 md:flex"
          linkClass={navLinkClass}
        />
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
          <AccountMenu
            session={session}
            label={uiTexts.profileMenu}
            items={profileMenuFor(session.user.is_pro_provider)}
            badge={session.user.is_pro_provider && <ProBadge />}
            onSignOut={onSignOut}
          />
        </div>
        <div className="ml-auto md:ml-0">
          <Suspense fallback={<span aria-hidden="true" className="block h-10 w-10" />}>
            <NotificationBell />
          </Suspense>
        </div>
        <MenuToggle isOpen={isMenuOpen} onToggle={toggleMenu} controls="mobile-menu" className="xl:hidden" />
      </div>
      {isMenuOpen && (
        <MobileMenu
          id="mobile-menu"
          className="xl:hidden"
          session={session}
          badge={session.user.is_pro_provider && <ProBadge />}
          mainItems={MAIN_NAV}
          section={section}
          afterMain={
            !session.user.is_pro_provider && (
              <li>
                <Link
                  to={BECOME_PRO.to}
                  className="block rounded-lg px-3 py-3 text-base font-semibold text-amber-800 hover:bg-amber-50"
                >
                  {BECOME_PRO.label}
                </Link>
              </li>
            )
          }
          menuItems={profileMenuFor(session.user.is_pro_provider)}
          afterMenu={
            <>
              <li>
                <Link to={paths.support} className={mobileMenuItemClass}>
                  Contact Support
                </Link>
              </li>
              <li>
                <button type="button" className={`${mobileMenuItemClass} w-full text-left`} onClick={openNewServices}>
                  New Service
                </button>
              </li>
              <li>
                <a href={APP_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer" className={mobileMenuItemClass}>
                  Download the app
                </a>
              </li>
            </>
          }
          onSignOut={onSignOut}
        />
      )}
      {newServices !== 'unopened' && (
        <Suspense fallback={null}>
          <NewServicesDialog isOpen={newServices === 'open'} onClose={() => setNewServices('closed')} />
        </Suspense>
      )}
    </header>
  );
}
