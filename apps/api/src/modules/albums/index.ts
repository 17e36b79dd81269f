// The albums module's front door.
export { default as albumsRoutes } from './routes';
