// The profile-image module's front door.
export { default as profileImageRoutes } from './routes';
