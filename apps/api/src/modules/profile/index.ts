// The profile module's front door.
export { default as profileRoutes } from './routes';
export { updateProviderProfile } from './update-provider-profile';
