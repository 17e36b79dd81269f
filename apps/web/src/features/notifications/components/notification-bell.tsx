import { NOTIFICATION_PREVIEW_SIZE, notificationScreenTexts as t } from '@homebid/contracts/notifications';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BellIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useNotificationCount } from '../api/get-notification-count';
import { useNotificationPreview } from '../api/get-notification-preview';
import { useNotificationsLive } from '../api/use-notifications-live';
import { notificationLabels } from '../texts';
import { NotificationItem } from './notification-item';

export interface NotificationBellProps {
  /** Where View all leads: the role's own list (the provider's /notifications unless told). */
  viewAllTo?: string;
}

/**
 * The header's notification dropdown (spec 'access' §2): the unread badge, the first five and View
 * all. Mounted on every signed-in page, it keeps the notification caches live (NotificationChannel).
 * The same for both roles: each item's link comes from its task name (notificationLink).
 */
export default function NotificationBell({ viewAllTo = paths.notifications }: NotificationBellProps) {
  useNotificationsLive();
  const count = useNotificationCount();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const { pathname } = useLocation();
  const isOpen = openedAt === pathname;
  const preview = useNotificationPreview(isOpen);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = count.data ?? 0;

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    // Escape closes the list and gives the focus back to the bell.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);
  const items = preview.data?.activities.slice(0, NOTIFICATION_PREVIEW_SIZE) ?? [];

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpenedAt(isOpen ? null : pathname)}
        className="relative rounded-lg p-2.5 text-slate-700 hover:bg-slate-100"
      >
        <BellIcon />
        <span className="sr-only">
          {notificationLabels.bell}
          {unread > 0 && `, ${t.unreadBadge(unread)}`}
        </span>
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-label={notificationLabels.latest}
          className="fixed inset-x-4 top-16 z-40 rounded-xl border border-slate-200 bg-white p-2 shadow-lg md:absolute md:inset-x-auto md:right-0 md:top-auto md:mt-2 md:w-[22rem]"
        >
          {preview.isPending && (
            <p role="status" className="px-2 py-4 text-sm text-slate-600">
              {t.loadingTitle}
            </p>
          )}
          {preview.isError && <p className="px-2 py-4 text-sm text-red-700">{t.failed}</p>}
          {preview.data && items.length === 0 && <p className="px-2 py-4 text-sm text-slate-600">{t.empty}</p>}
          {items.length > 0 && (
            <ul className="max-h-[60vh] overflow-y-auto">
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationItem item={item} variant="compact" onNavigate={() => setOpenedAt(null)} />
                </li>
              ))}
            </ul>
          )}
          <Link
            to={viewAllTo}
            onClick={() => setOpenedAt(null)}
            className="mt-1 flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t.viewAll}
          </Link>
        </section>
      )}
    </div>
  );
}
