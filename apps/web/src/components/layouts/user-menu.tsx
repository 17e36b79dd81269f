import { uiTexts } from '@homebid/contracts/messages';
import { Link } from 'react-router';
import { initialsOf } from '@/components/ui/avatar';
import { DropdownMenu, menuItemClass } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { Session } from '@/lib/session';
import { profileMenuFor } from './nav-items';

export function ProBadge() {
  return (
    <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-slate-900" title="Pro+ member">
      PRO +
    </span>
  );
}

export function UserMenu({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const { user } = session;
  return (
    <DropdownMenu
      label={uiTexts.profileMenu}
      nameFromTrigger
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
          >
            {initialsOf(user.name)}
          </span>
          <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{user.name}</span>
          {user.is_pro_provider && <ProBadge />}
          <span className="sr-only">{uiTexts.profileMenu}</span>
          <ChevronDownIcon className="h-4 w-4 text-slate-500" />
        </>
      }
    >
      {(close) => (
        <>
          <p className="border-b border-slate-100 px-4 pb-2 text-xs text-slate-500">{user.email}</p>
          {profileMenuFor(user.is_pro_provider).map((item) => (
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
            Logout
          </button>
        </>
      )}
    </DropdownMenu>
  );
}
