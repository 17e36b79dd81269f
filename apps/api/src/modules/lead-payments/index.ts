// The lead-payments module's front door: paying a lead by card, and settling lead payments a crash
// left half-done.
export { default as leadPaymentsRoutes } from './routes';
export { settleStuckLeadPayments } from './settle-stuck-lead-payments';
