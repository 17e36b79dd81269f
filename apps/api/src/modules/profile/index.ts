// The profile module's front door.
export { avatarUrls } from './avatar-urls';
export { findOwnProvider } from './find-own-provider';
export { default as profileRoutes } from './routes';
