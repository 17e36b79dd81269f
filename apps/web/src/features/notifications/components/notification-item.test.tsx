import {
  KNOWN_TASK_NAMES,
  notificationIcon,
  notificationLink,
  type TNotification,
} from '@homebid/contracts/notifications';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationItem } from './notification-item';

/** A notification as the API answers it: its task name as data, the link notificationLink() gives. */
function notification(taskName: string, projectId: number | null = 42): TNotification {
  return {
    id: 1,
    task_name: taskName,
    notification: 'Something happened',
    tag: null,
    created_at: new Date().toISOString(),
    time: '1 second ago',
    project_id: projectId,
    icon: notificationIcon(taskName),
    link: notificationLink(taskName, projectId),
    read: true,
  };
}

function renderItem(item: TNotification) {
  return render(
    <MemoryRouter>
      <NotificationItem item={item} />
    </MemoryRouter>,
  );
}

describe('NotificationItem', () => {
  it('titles every known task name in words and links it where it acts', () => {
    for (const taskName of KNOWN_TASK_NAMES) {
      const { container, unmount } = renderItem(notification(taskName));
      const title = container.querySelector('p > span')?.textContent ?? '';
      // Words a person reads: no run-together internal name like 'RemainderToBid'.
      expect(title, taskName).toMatch(/^[A-Z][\w'!+:]*( [\w'!+:]+)+$/);
      expect(screen.getByRole('link').getAttribute('href'), taskName).toMatch(/^\/[a-z]/);
      unmount();
    }
  });

  it("shows a customer's message as such and opens the project's chat", () => {
    const { container } = renderItem(notification('ProjectContacted', 7));
    expect(container.textContent).toContain('New message from a customer');
    expect(container.textContent).not.toContain('ProjectContacted');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/project-detail/7/my_projects?chat=1');
  });

  it('shows the bid reminder in words, linked to the project', () => {
    const { container } = renderItem(notification('RemainderToBid', 9));
    expect(container.textContent).toContain('Reminder: place your bid');
    expect(container.textContent).not.toContain('RemainderToBid');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/project-detail/9/lead_projects');
  });

  it('names a task name it does not know generically unless it reads as words, without a link', () => {
    const { container, unmount } = renderItem(notification('SomethingInternal'));
    expect(container.textContent).toContain('HomeBid update');
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    expect(renderItem(notification('Lead Refunded')).container.textContent).toContain('Lead Refunded');
  });
});
