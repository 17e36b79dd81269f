// The accounts module's front door.
export { default as accountsRoutes } from './routes';
