import type { TRole } from '@homebid/contracts/constants';
import { NOTIFICATION_TYPES_BY_ROLE, type TNotificationSetting } from '@homebid/contracts/notifications';

/**
 * The settings rows a role's screen shows (NOTIFICATION_TYPES_BY_ROLE): the server answers
 * each role its own; a row of the other role's types (an older server's answer) is not shown.
 */
export function rowsForRole(rows: TNotificationSetting[], role: TRole): TNotificationSetting[] {
  const types: readonly string[] = NOTIFICATION_TYPES_BY_ROLE[role];
  return rows.filter((row) => types.includes(row.notification_type));
}
