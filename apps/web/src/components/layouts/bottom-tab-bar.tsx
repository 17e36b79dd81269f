import { NavLink } from 'react-router';
import { HomeIcon } from '@/components/ui/icons';
import { BOTTOM_TABS } from './nav-items';

/** Phones' bottom tab bar (spec §2 mobile menu). */
export function BottomTabBar() {
  return (
    <nav
      aria-label="Quick"
      className="fixed inset-x-0 bottom-0 z-30 grid border-t border-slate-200 bg-white md:hidden"
      style={{ gridTemplateColumns: `repeat(${BOTTOM_TABS.length}, minmax(0, 1fr))` }}
    >
      {BOTTOM_TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs ${isActive ? 'text-brand-700' : 'text-slate-600'}`
          }
        >
          <HomeIcon />
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
