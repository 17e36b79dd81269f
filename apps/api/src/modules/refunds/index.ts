// The refunds module's front door: requests with automatic rules, the operator's decisions, and the
// refund of every other buyer when the customer hires a pro.
export { approveRefund, listRefunds, rejectRefund } from './operator-refunds';
export { refundLeadsOnHire } from './refund-leads-on-hire';
export { findRefund, type RefundRow, refundJson } from './request-refund';
export { default as refundsRoutes } from './routes';
