// The profile module's front door.
export { default as profileRoutes } from './routes';
