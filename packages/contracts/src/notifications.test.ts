import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_NOTIFICATION_TASK,
  isNotificationTypeOf,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPES_BY_ROLE,
  notificationLink,
  notificationsPageOf,
  notificationTypeOf,
} from './notifications';

describe('notificationLink by role', () => {
  it("keeps the provider's links as they were", () => {
    expect(notificationLink('You are Hired!', 7)).toBe('/project-detail/7/my_projects');
    expect(notificationLink('ProjectContacted', 7, 'provider')).toBe('/project-detail/7/my_projects?chat=1');
    expect(notificationLink('Project Reviewed', null, 'provider')).toBe('/review');
  });

  it("opens the customer's project for every project notification of a customer, and never a provider page", () => {
    for (const task of [...Object.values(CUSTOMER_NOTIFICATION_TASK), 'Project Updates']) {
      expect(notificationLink(task, 7, 'customer')).toBe('/customer/projects/7');
    }
    expect(notificationLink('Project Reviewed', null, 'customer')).toBeNull();
    expect(notificationLink('Pro+ Upgrade', 7, 'customer')).toBeNull();
    expect(notificationLink(CUSTOMER_NOTIFICATION_TASK.newBid, null, 'customer')).toBeNull();
    expect(notificationLink('Not a task we know', 7, 'customer')).toBeNull();
  });

  it("falls back to each role's own notifications page", () => {
    expect(notificationsPageOf('provider')).toBe('/notifications');
    expect(notificationsPageOf('customer')).toBe('/customer/notifications');
  });
});

describe('settings rows by role', () => {
  it('gives every type a role, project updates to both, and each customer task a customer row', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(isNotificationTypeOf('provider', type) || isNotificationTypeOf('customer', type), type).toBe(true);
    }
    expect(isNotificationTypeOf('customer', 'project_updates')).toBe(true);
    expect(isNotificationTypeOf('provider', 'project_updates')).toBe(true);
    expect(isNotificationTypeOf('customer', 'new_project')).toBe(false);
    expect(isNotificationTypeOf('provider', 'new_bid')).toBe(false);
    for (const task of Object.values(CUSTOMER_NOTIFICATION_TASK)) {
      expect(NOTIFICATION_TYPES_BY_ROLE.customer).toContain(notificationTypeOf(task));
    }
  });
});
