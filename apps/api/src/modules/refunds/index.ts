// The refunds module's front door: requests with automatic rules, the operator's decisions, and the
// refund of every other buyer when the customer hires a pro (to the card for a lead paid by card).
export { approveRefund, listRefunds, rejectRefund } from './operator-refunds';
export { type RefundedOnHire, refundLeadsOnHire } from './refund-leads-on-hire';
export { sendCardRefunds, settleOwedCardRefunds } from './refund-to-card';
export { findRefund, type RefundRow, refundJson } from './request-refund';
export { default as refundsRoutes } from './routes';
