import { dashboardTexts } from '@homebid/contracts/projects';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The dashboard's latest notifications (spec 'access' §2: up to 2, each with View, and Show all
 * notifications). The notification list call arrives with the chat issue; until then the panel
 * says plainly that there are none rather than show made-up items.
 */
export function DashboardNotifications() {
  return (
    <section
      aria-labelledby="dashboard-notifications"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="dashboard-notifications" className="text-lg font-semibold text-slate-900">
          {dashboardTexts.notifications}
        </h2>
      </div>
      <div className="mt-3 flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-5 text-slate-600">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="h-6 w-6 shrink-0 text-slate-400"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
        </svg>
        <p>{dashboardTexts.noNotifications}</p>
      </div>
      <Link
        to={paths.notifications}
        className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {dashboardTexts.showAllNotifications}
      </Link>
    </section>
  );
}
