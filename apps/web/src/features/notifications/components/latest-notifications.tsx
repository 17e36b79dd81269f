import {
  DASHBOARD_NOTIFICATIONS,
  notificationLink,
  notificationTitle,
  type TNotification,
  notificationScreenTexts as t,
} from '@homebid/contracts/notifications';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useNotificationPreview } from '../api/get-notification-preview';
import { NotificationItem } from './notification-item';

const link = (item: TNotification) => item.link ?? notificationLink(item.task_name, item.project_id);

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * The dashboard's latest notifications (spec 'access' §2/§9: at most 2, each with View, and Show all
 * notifications). The header's live channel updates the same cache, so they follow new ones.
 */
export function LatestNotifications({ title, emptyText }: { title: string; emptyText: string }) {
  const preview = useNotificationPreview();
  const items = preview.data?.activities.slice(0, DASHBOARD_NOTIFICATIONS) ?? [];
  return (
    <section
      aria-labelledby="dashboard-notifications"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="dashboard-notifications" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {preview.isPending && (
        <div role="status" aria-label={t.loadingTitle} className="mt-3 space-y-2">
          <div className="h-14 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-14 animate-pulse rounded-xl bg-slate-100" />
        </div>
      )}
      {preview.isError && <p className="mt-3 text-sm text-red-700">{t.failed}</p>}
      {preview.data && items.length === 0 && (
        <p className="mt-3 rounded-xl bg-slate-50 px-4 py-5 text-slate-600">{emptyText}</p>
      )}
      {items.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <NotificationItem item={item} variant="compact" isLinked={false} />
              </div>
              {link(item) && (
                <Link
                  to={link(item) ?? ''}
                  className={linkClass}
                  aria-label={`${t.view}: ${notificationTitle(item.task_name)}`}
                >
                  {t.view}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.notifications} className={`mt-3 ${linkClass}`}>
        {t.showAll}
      </Link>
    </section>
  );
}
