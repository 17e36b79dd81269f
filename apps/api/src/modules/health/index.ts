// The health module's front door.
export { default as healthRoutes } from './routes';
