// The notifications module's front door.
export { type NotificationInput, notify } from './notify';
export { notifyMany } from './notify-many';
