import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HomeIcon } from '@/components/ui/icons';
import { BOTTOM_TABS, type NavSection, sectionOf } from './nav-items';

function TabIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-5 w-5"
    >
      {children}
    </svg>
  );
}

const ICONS: Record<NavSection, ReactNode> = {
  dashboard: <HomeIcon />,
  projects: (
    <TabIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </TabIcon>
  ),
  myProjects: (
    <TabIcon>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </TabIcon>
  ),
  leads: (
    <TabIcon>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6" />
    </TabIcon>
  ),
};

/** Phones' bottom tab bar (spec 'access' §2: Dashboard, Projects, My Projects, Buy Projects). */
export function BottomTabBar() {
  const section = sectionOf(useLocation().pathname);
  return (
    <nav
      aria-label="Quick"
      className="fixed inset-x-0 bottom-0 z-30 grid border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      style={{ gridTemplateColumns: `repeat(${BOTTOM_TABS.length}, minmax(0, 1fr))` }}
    >
      {BOTTOM_TABS.map((tab) => {
        const isCurrent = tab.section === section;
        return (
          <Link
            key={tab.to}
            to={tab.to}
            aria-current={isCurrent ? 'page' : undefined}
            className={`flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-center text-xs font-medium ${isCurrent ? 'bg-brand-50 text-brand-800' : 'text-slate-600'}`}
          >
            {ICONS[tab.section]}
            <span className="max-w-full truncate">{tab.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
