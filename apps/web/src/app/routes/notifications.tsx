import { notificationScreenTexts as t } from '@homebid/contracts/notifications';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { useNotificationList } from '@/features/notifications/api/get-notifications';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { NotificationsPager } from '@/features/notifications/components/notifications-pager';
import { notificationLabels } from '@/features/notifications/texts';
import { pageFromSearch } from '@/features/notifications/utils/pagination';
import { answerMessageOr } from '@/lib/api-client';

function Loading() {
  return (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="mx-auto block h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <p className="mt-4 font-semibold text-slate-900">{t.loadingTitle}</p>
      <p className="mt-1 text-sm text-slate-600">{t.loadingHint}</p>
    </div>
  );
}

/**
 * Spec 'access' §2 Notifications (/notifications): 9 a page with pagination (the page in ?page=),
 * each with its icon, task name, text, date and time and the link of its task name; listing a page
 * marks it read. Live: a new notification fetches the pages again.
 */
export default function NotificationsPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const list = useNotificationList(page - 1);

  // A new page of the list is a navigation: it starts at the top (app/scroll-restoration.tsx).
  const goTo = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});

  let body: React.ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadFailure message={answerMessageOr(list.error, t.failed)} onRetry={() => void list.refetch()} />;
  else if (list.data.notifications.length === 0)
    body = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="font-semibold text-slate-900">{t.empty}</p>
      </div>
    );
  else
    body = (
      <ul
        aria-label={notificationLabels.listLabel}
        aria-busy={list.isPlaceholderData || undefined}
        className={`divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white ${list.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {list.data.notifications.map((item) => (
          <li key={item.id}>
            <NotificationItem item={item} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="notifications-title" className="mx-auto max-w-3xl space-y-6">
      <h1 id="notifications-title" className="text-2xl font-semibold">
        {t.title}
      </h1>
      {body}
      {list.data && <NotificationsPager page={page} totalPages={list.data.pagination.total_pages} onPage={goTo} />}
    </section>
  );
}
