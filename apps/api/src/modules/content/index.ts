// The content module's front door.
export { default as contentRoutes } from './routes';
