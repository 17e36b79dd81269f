// The performance module's front door: what the money spent on leads earns, per month and service.
export { default as performanceRoutes } from './routes';
