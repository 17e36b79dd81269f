import NotificationSettingsPage from './notification-settings';

/** Issue 18: the customer's notification settings, per type × channel, with the global switches. */
export default function CustomerNotificationSettingsPage() {
  return <NotificationSettingsPage side="customer" />;
}
