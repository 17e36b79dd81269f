// The refunds module's front door: requests with automatic rules, and the operator's decisions.
export { approveRefund, listRefunds, rejectRefund } from './operator-refunds';
export { findRefund, type RefundRow, refundJson } from './request-refund';
export { default as refundsRoutes } from './routes';
