// The lead-payments module's front door: paying a lead by card.
export { default as leadPaymentsRoutes } from './routes';
