// The projects module's front door: the provider's side of the marketplace.
export { default as projectsRoutes } from './routes';
