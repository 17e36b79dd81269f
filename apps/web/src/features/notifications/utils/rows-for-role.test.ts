import type { TNotificationSetting } from '@homebid/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { rowsForRole } from './rows-for-role';

const row = (id: number, notification_type: TNotificationSetting['notification_type']): TNotificationSetting => ({
  id,
  notification_type,
  push_notification: true,
  sms_notification: false,
  email_notification: true,
});

describe('rowsForRole', () => {
  const rows = [
    row(1, 'new_project'),
    row(2, 'new_bid'),
    row(3, 'project_updates'),
    row(4, 'messages'),
    row(5, 'reviews'),
  ];

  it("keeps a customer's rows (new bids, messages, project updates) in the server's order", () => {
    expect(rowsForRole(rows, 'customer').map((r) => r.notification_type)).toEqual([
      'new_bid',
      'project_updates',
      'messages',
    ]);
  });

  it("keeps a provider's rows and none of the customer's", () => {
    expect(rowsForRole(rows, 'provider').map((r) => r.id)).toEqual([1, 3, 5]);
  });
});
