// The auth module's front door.
export { default as authRoutes } from './routes';
