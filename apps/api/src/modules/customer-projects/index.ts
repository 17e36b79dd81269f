// The customer-projects module's front door: the customer's side of the marketplace (CONTRACT §5).
export { default as customerProjectsRoutes } from './routes';
