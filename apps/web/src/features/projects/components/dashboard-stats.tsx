import type { TDashboard } from '@homebid/contracts/projects';
import { formatDollars } from '@homebid/contracts/wallet';
import type { ReactNode } from 'react';
import { dashboardTexts } from '../texts';

interface Tile {
  label: string;
  value: string;
  hint: string;
  icon: ReactNode;
}

/** The three stat tiles (spec 'access' §2 Dashboard); each hint changes when its value is zero. */
export function DashboardStats({ stats }: { stats: TDashboard['provider_stats'] }) {
  const tiles: Tile[] = [
    {
      label: dashboardTexts.saved,
      value: formatDollars(stats.saved),
      hint: stats.saved === 0 ? dashboardTexts.savedHintZero : dashboardTexts.savedHint,
      icon: (
        <path d="M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3-2 3-4.5 3-4.5-1.3-4.5-3" />
      ),
    },
    {
      label: dashboardTexts.interactions,
      value: stats.project_interactions.toLocaleString('en-US'),
      hint: stats.project_interactions === 0 ? dashboardTexts.interactionsHintZero : dashboardTexts.interactionsHint,
      icon: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-5.2A8 8 0 1 1 21 12z" />,
    },
    {
      label: dashboardTexts.completed,
      value: stats.project_completed.toLocaleString('en-US'),
      hint: stats.project_completed === 0 ? dashboardTexts.completedHintZero : dashboardTexts.completedHint,
      icon: (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="m8.5 12 2.5 2.5 4.5-5" />
        </>
      ),
    },
  ];
  return (
    <ul aria-label={dashboardTexts.statsLabel} className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {tiles.map((tile) => (
        <li
          key={tile.label}
          aria-label={tile.label}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-col sm:gap-3 lg:flex-row"
        >
          <span
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="h-6 w-6"
            >
              {tile.icon}
            </svg>
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">{tile.label}</p>
            <p className="text-2xl font-bold tabular-nums text-slate-900">{tile.value}</p>
            <p className="mt-1 text-sm text-slate-500">{tile.hint}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The tiles' places while the dashboard loads. */
export function DashboardStatsSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4">
          <div className="h-11 w-11 animate-pulse rounded-xl bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="h-6 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-3/4 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
