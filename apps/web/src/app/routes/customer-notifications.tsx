import NotificationsPage from './notifications';

/**
 * Issue 18: the customer's notifications, the same paged list as the provider's; each item links
 * where its task name acts (notificationLink: the customer's project for the customer's own).
 */
export default function CustomerNotificationsPage() {
  return <NotificationsPage />;
}
