// The works module's front door (My Works: the provider's albums).
export { default as worksRoutes } from './routes';
