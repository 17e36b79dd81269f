import type { TNotification, TNotificationActivities } from '@homebid/contracts/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKeys } from './query-keys';
import { applyNotificationMessage } from './use-notifications-live';

const item = (id: number): TNotification => ({
  id,
  task_name: 'New Project Available for Bidding',
  notification: `project ${id}`,
  tag: null,
  created_at: '2026-11-22T10:00:00.000Z',
  time: '1 minute ago',
  project_id: id,
  icon: 'project',
  link: `/project-detail/${id}/lead_projects`,
  read: false,
});

function cacheWith(preview: TNotificationActivities | undefined) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(notificationKeys.count(), preview?.count ?? 0);
  if (preview) queryClient.setQueryData(notificationKeys.preview(), preview);
  queryClient.setQueryData(notificationKeys.list(0), { marker: true });
  return queryClient;
}

describe('applyNotificationMessage (NotificationChannel, CONTRACT §6)', () => {
  it('a new notification sets the badge, goes first in the five and marks the pages stale', () => {
    const queryClient = cacheWith({ activities: [1, 2, 3, 4, 5].map(item), count: 2 });
    applyNotificationMessage(queryClient, { type: 'notification', data: item(6), count: 3 });
    expect(queryClient.getQueryData(notificationKeys.count())).toBe(3);
    const preview = queryClient.getQueryData<TNotificationActivities>(notificationKeys.preview());
    expect(preview?.activities.map((a) => a.id)).toEqual([6, 1, 2, 3, 4]);
    expect(preview?.count).toBe(3);
    expect(queryClient.getQueryState(notificationKeys.list(0))?.isInvalidated).toBe(true);
  });

  it('the same notification twice shows once', () => {
    const queryClient = cacheWith({ activities: [item(6), item(1)], count: 1 });
    applyNotificationMessage(queryClient, { type: 'notification', data: item(6), count: 1 });
    const preview = queryClient.getQueryData<TNotificationActivities>(notificationKeys.preview());
    expect(preview?.activities.map((a) => a.id)).toEqual([6, 1]);
  });

  it('a count message (read elsewhere) sets the badge only', () => {
    const queryClient = cacheWith({ activities: [item(1)], count: 4 });
    applyNotificationMessage(queryClient, { type: 'count', count: 0 });
    expect(queryClient.getQueryData(notificationKeys.count())).toBe(0);
    expect(queryClient.getQueryData<TNotificationActivities>(notificationKeys.preview())?.activities).toHaveLength(1);
    expect(queryClient.getQueryState(notificationKeys.list(0))?.isInvalidated).toBe(false);
  });

  it('before the five were ever fetched, only the badge changes', () => {
    const queryClient = cacheWith(undefined);
    applyNotificationMessage(queryClient, { type: 'notification', data: item(9), count: 1 });
    expect(queryClient.getQueryData(notificationKeys.count())).toBe(1);
    expect(queryClient.getQueryData(notificationKeys.preview())).toBeUndefined();
  });
});
