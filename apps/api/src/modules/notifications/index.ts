// The notifications module's front door.
export { type NotificationInput, notify } from './notify';
