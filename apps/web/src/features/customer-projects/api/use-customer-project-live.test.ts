import {
  CUSTOMER_NOTIFICATION_TASK,
  customerNotificationTexts,
  type TNotification,
} from '@homebid/contracts/notifications';
import type { TCustomerProject } from '@homebid/contracts/projects';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { customerProjectTexts as t } from '../texts';
import { refreshProject, storeProject } from './project-cache';
import { customerProjectsKeys } from './query-keys';
import { customerProjectChangeOf } from './use-customer-project-live';

const notification = (projectId: number | null): TNotification => ({
  id: 1,
  task_name: CUSTOMER_NOTIFICATION_TASK.newBid,
  notification: customerNotificationTexts.newBid('Acme Roofing', 'New roof'),
  tag: null,
  created_at: '2026-11-25T10:00:00.000Z',
  time: 'just now',
  project_id: projectId,
  icon: 'project',
  link: null,
  read: false,
});

describe("what a NotificationChannel message says about a customer's project", () => {
  it("a notification about a project: that project, with the notification's own text", () => {
    expect(customerProjectChangeOf({ type: 'notification', data: notification(7), count: 1 })).toEqual({
      projectId: 7,
      text: 'Acme Roofing bid on New roof',
    });
    expect(customerProjectChangeOf({ type: 'notification', data: notification(null), count: 1 })).toBeNull();
  });

  it("a change without a notification: the page's own text; counts and plans say nothing", () => {
    expect(customerProjectChangeOf({ type: 'project', project_id: 7, event: 'message' })).toEqual({
      projectId: 7,
      text: t.live.message,
    });
    expect(customerProjectChangeOf({ type: 'count', count: 0 })).toBeNull();
    expect(customerProjectChangeOf({ type: 'subscription' })).toBeNull();
  });
});

describe('the project cache', () => {
  it('a change refetches the open project and the list', async () => {
    const client = new QueryClient();
    client.setQueryData(customerProjectsKeys.detail(7), { id: 7 });
    client.setQueryData(customerProjectsKeys.list(), []);
    client.setQueryData(customerProjectsKeys.detail(8), { id: 8 });
    await refreshProject(client, 7);
    expect(client.getQueryState(customerProjectsKeys.detail(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(customerProjectsKeys.list())?.isInvalidated).toBe(true);
    expect(client.getQueryState(customerProjectsKeys.detail(8))?.isInvalidated).toBe(false);
  });

  it("a call's answer shows at once and marks the list stale", async () => {
    const client = new QueryClient();
    client.setQueryData(customerProjectsKeys.list(), []);
    const project = { id: 7, title: 'Renamed' } as TCustomerProject;
    await storeProject(client, project);
    expect(client.getQueryData(customerProjectsKeys.detail(7))).toBe(project);
    expect(client.getQueryState(customerProjectsKeys.list())?.isInvalidated).toBe(true);
  });
});
