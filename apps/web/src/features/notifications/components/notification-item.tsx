import {
  notificationLink,
  notificationTitle,
  relativeTime,
  type TNotification,
} from '@homebid/contracts/notifications';
import { Link } from 'react-router';
import { notificationLabels as t } from '../texts';
import { formatDateTime } from '../utils/format';
import { NotificationIcon } from './notification-icon';

export interface NotificationItemProps {
  item: TNotification;
  /** 'full' (the /notifications page: date and time) or 'compact' (header and dashboard: relative time). */
  variant?: 'full' | 'compact';
  /** Called when its link is followed (the header closes its list). */
  onNavigate?: () => void;
  /** False: the item is not a link (the dashboard puts its own View link beside it). */
  isLinked?: boolean;
}

/**
 * One notification (spec §2): its task name's icon, the task name's title (a person never reads
 * the internal name), text, date and time; the whole item links where its task name acts.
 */
export function NotificationItem({ item, variant = 'full', onNavigate, isLinked = true }: NotificationItemProps) {
  const link = isLinked ? (item.link ?? notificationLink(item.task_name, item.project_id)) : null;
  const isCompact = variant === 'compact';
  const body = (
    <>
      <NotificationIcon icon={item.icon} className={isCompact ? 'h-9 w-9' : 'h-11 w-11'} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <span className={isCompact ? 'text-sm' : ''}>{notificationTitle(item.task_name)}</span>
          {!item.read && (
            <span className="h-2 w-2 shrink-0 rounded-full bg-brand-600">
              <span className="sr-only">{t.unread}</span>
            </span>
          )}
        </p>
        <p className={`break-words text-slate-700 ${isCompact ? 'line-clamp-2 text-sm' : ''}`}>{item.notification}</p>
        <time dateTime={item.created_at} className="mt-1 block text-xs text-slate-500">
          {isCompact ? relativeTime(item.created_at) : formatDateTime(item.created_at)}
        </time>
      </div>
    </>
  );
  const box = `flex items-start gap-3 rounded-xl ${isCompact ? 'p-2' : 'p-4'}`;
  if (!link) return <div className={box}>{body}</div>;
  return (
    <Link to={link} onClick={onNavigate} className={`${box} hover:bg-slate-50 focus-visible:bg-slate-50`}>
      {body}
    </Link>
  );
}
