// The notifications module's front door.
// - notify(tx, …) / notifyMany(tx, recipients, …): write a notification inside the event's
//   transaction; it is delivered after the commit (live, e-mail, SMS, web push per the settings).
// - notifyLeadAvailable(tx, projectId): 'You have a New Lead for Purchase' to the providers a
//   project's lead is open to (call it when a lead becomes purchasable again, e.g. after a refund).
// - announceToUsers(live, userIds, message) / announceProjectChange(live, userIds, projectId, event):
//   a content-free live message (project or subscription changed) for changes that write no
//   notification; after the commit.
// - remindToBid({ db }): the RemainderToBid job's work (apps/api/src/jobs/remind-to-bid.ts).
export { announceProjectChange, announceToUsers } from './announce';
export { default as notificationsPlugin } from './notifications-plugin';
export { type NotificationInput, notify } from './notify';
export { loadProjectForNotice, notifyLeadAvailable } from './notify-lead-available';
export { notifyMany } from './notify-many';
export { remindToBid } from './remind-to-bid';
export { default as notificationsRoutes } from './routes';
