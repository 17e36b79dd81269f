import { projectLiveTexts, type TNotification } from '@homebid/contracts/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { projectQueryOptions } from './get-project';
import { projectsKeys } from './query-keys';
import { projectChangeOf, refreshProject } from './use-project-live';

const notification = (projectId: number | null): TNotification => ({
  id: 1,
  task_name: 'You are Hired!',
  notification: 'You are hired for Re-roof the garage',
  tag: null,
  created_at: '2026-11-25T10:00:00.000Z',
  time: 'just now',
  project_id: projectId,
  icon: 'hired',
  link: null,
  read: false,
});

describe('what a NotificationChannel message says about a project (an open page follows its project)', () => {
  it("a notification about a project: that project, with the notification's own text", () => {
    expect(projectChangeOf({ type: 'notification', data: notification(7), count: 1 })).toEqual({
      projectId: 7,
      text: 'You are hired for Re-roof the garage',
    });
    expect(projectChangeOf({ type: 'notification', data: notification(null), count: 1 })).toBeNull();
  });

  it('a project change without a notification: its own text; counts and plans say nothing', () => {
    expect(projectChangeOf({ type: 'project', project_id: 7, event: 'lead_unlocked' })).toEqual({
      projectId: 7,
      text: projectLiveTexts.lead_unlocked,
    });
    expect(projectChangeOf({ type: 'count', count: 0 })).toBeNull();
    expect(projectChangeOf({ type: 'subscription' })).toBeNull();
  });

  it('refreshing a project marks its detail and the lists that show it stale', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(projectQueryOptions(7).queryKey, { marker: true } as never);
    queryClient.setQueryData(projectsKeys.myProjects('in_bidding'), []);
    await refreshProject(queryClient, 7);
    expect(queryClient.getQueryState(projectQueryOptions(7).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(projectsKeys.myProjects('in_bidding'))?.isInvalidated).toBe(true);
  });
});
