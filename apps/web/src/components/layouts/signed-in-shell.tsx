import { type ReactNode, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { initialsOf } from '@/components/ui/avatar';
import { DropdownMenu, menuItemClass } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { Session } from '@/lib/session';
import { Footer } from './lazy-footer';
import { SkipLink } from './skip-link';

// What the provider's signed-in pages and the customer's share: the page's frame (the layouts,
// app/app-layout.tsx and app/customer-layout.tsx), and in their headers (app-header.tsx,
// customer-header.tsx) the main links, the account menu, the phone menu and its toggle. Each role's
// file holds its own entries. One module, so both roles' layouts load one chunk of it.

/** The words both signed-in headers use. */
export const signedInHeaderTexts = {
  logout: 'Logout',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mobileMenu: 'Mobile',
} as const;

export interface HeaderLink {
  label: string;
  to: string;
}

export interface HeaderSectionLink<TSection extends string> extends HeaderLink {
  section: TSection;
}

/** The phone menu belongs to the page it was opened on: navigating closes it. */
export function usePageMenu() {
  const { pathname } = useLocation();
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === pathname;
  return { pathname, isMenuOpen, toggleMenu: () => setMenuOpenedAt(isMenuOpen ? null : pathname) };
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

interface MainNavProps<TSection extends string> {
  items: HeaderSectionLink<TSection>[];
  /** The section of the page shown: its link is marked current. */
  section: TSection | null;
  className: string;
  linkClass: (isCurrent: boolean) => string;
}

/** The header's main links (from 768 px), the current section's marked. */
export function MainNav<TSection extends string>({ items, section, className, linkClass }: MainNavProps<TSection>) {
  return (
    <nav aria-label="Main" className={className}>
      {items.map((item) => {
        const isCurrent = item.section === section;
        return (
          <Link
            key={item.to}
            to={item.to}
            aria-current={isCurrent ? 'page' : undefined}
            className={linkClass(isCurrent)}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

interface AccountMenuProps {
  session: Session;
  /** The menu's name, also its trigger's (visually hidden beside the person's name). */
  label: string;
  items: HeaderLink[];
  /** Shown after the person's name in the trigger (the Pro+ badge). */
  badge?: ReactNode;
  onSignOut: () => void;
}

/** The person's menu: their e-mail, the entries, Logout. */
export function AccountMenu({ session, label, items, badge, onSignOut }: AccountMenuProps) {
  const { user } = session;
  return (
    <DropdownMenu
      label={label}
      nameFromTrigger
      trigger={
        <>
          <Initials name={user.name} className="h-9 w-9 text-sm" />
          <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{user.name}</span>
          {badge}
          <span className="sr-only">{label}</span>
          <ChevronDownIcon className="h-4 w-4 text-slate-500" />
        </>
      }
    >
      {(close) => (
        <>
          <p className="border-b border-slate-100 px-4 pb-2 text-xs text-slate-500">{user.email}</p>
          {items.map((item) => (
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
            {signedInHeaderTexts.logout}
          </button>
        </>
      )}
    </DropdownMenu>
  );
}

interface MenuToggleProps {
  isOpen: boolean;
  onToggle: () => void;
  /** The phone menu's id. */
  controls: string;
  /** Hides the toggle where the header shows its links ('md:hidden'). */
  className: string;
}

/** Opens and closes the phone menu. */
export function MenuToggle({ isOpen, onToggle, controls, className }: MenuToggleProps) {
  return (
    <button
      type="button"
      className={`rounded-lg p-2.5 text-slate-700 hover:bg-slate-100 ${className}`}
      aria-label={isOpen ? signedInHeaderTexts.closeMenu : signedInHeaderTexts.openMenu}
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
    >
      {isOpen ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}

/** A phone menu entry's classes. */
export const mobileMenuItemClass = 'block rounded-lg px-3 py-3 text-base text-slate-700 hover:bg-slate-100';
const mobileMenuCurrentItemClass = 'block rounded-lg bg-brand-50 px-3 py-3 text-base font-medium text-brand-800';

interface MobileMenuProps<TSection extends string> {
  id: string;
  /** Hides the menu where the header shows its links ('md:hidden'). */
  className: string;
  session: Session;
  /** Shown after the person's name and e-mail (the Pro+ badge). */
  badge?: ReactNode;
  mainItems: HeaderSectionLink<TSection>[];
  section: TSection | null;
  /** List items after the main links. */
  afterMain?: ReactNode;
  menuItems: HeaderLink[];
  /** List items after the menu's links, before Logout. */
  afterMenu?: ReactNode;
  onSignOut: () => void;
}

/** The phone menu: the person, the main links, the account menu's entries and Logout. */
export function MobileMenu<TSection extends string>(props: MobileMenuProps<TSection>) {
  const { id, className, session, badge, mainItems, section, afterMain, menuItems, afterMenu, onSignOut } = props;
  return (
    <nav
      id={id}
      aria-label={signedInHeaderTexts.mobileMenu}
      className={`border-t border-slate-200 bg-white px-4 pb-4 ${className}`}
    >
      <div className="flex items-center gap-3 py-4">
        <Initials name={session.user.name} className="h-10 w-10" />
        <div className="min-w-0">
          <p className="truncate font-medium">{session.user.name}</p>
          <p className="truncate text-sm text-slate-500">{session.user.email}</p>
        </div>
        {badge}
      </div>
      <ul className="space-y-1 border-t border-slate-100 pt-2">
        {mainItems.map((entry) => {
          const isCurrent = entry.section === section;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={isCurrent ? 'page' : undefined}
                className={isCurrent ? mobileMenuCurrentItemClass : mobileMenuItemClass}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
        {afterMain}
      </ul>
      <ul className="mt-2 space-y-1 border-t border-slate-100 pt-2">
        {menuItems.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={mobileMenuItemClass}>
              {entry.label}
            </Link>
          </li>
        ))}
        {afterMenu}
        <li>
          <button type="button" className={`${mobileMenuItemClass} w-full text-left text-red-700`} onClick={onSignOut}>
            {signedInHeaderTexts.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}

interface SignedInFrameProps {
  /** The role's header and whatever stands with it. */
  header: ReactNode;
  /** Room the frame keeps (the phones' tab bar's). */
  className?: string;
  /** After the footer (the phones' tab bar). */
  children?: ReactNode;
}

/** A signed-in page's frame: the skip link, the header, the page in the main region, the footer. */
export function SignedInFrame({ header, className = '', children }: SignedInFrameProps) {
  return (
    <div className={`flex min-h-dvh flex-col ${className}`}>
      <SkipLink />
      {header}
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {children}
    </div>
  );
}
