// The leads module's front door: everything about a lead from its price to its refund.
// - loadLeadCard / leadPriceFor: the lead card on the project detail and the price with the Pro+
//   discount (app.ts hands loadLeadCard to projectsRoutes: projects sits below leads).
// - Buying: from the wallet (purchaseLeadFromWallet) or by card (the lead-payment routes;
//   settleStuckLeadPayments finishes what a crash left half-done); recordLeadPurchase records either.
// - The guarantee: refund requests with the automatic rules, the operator's decisions, and the refund
//   of every other buyer when the customer hires a pro (to the card for a lead paid by card).
// - announceLeadUnlocked tells the project's other viewers live once a purchase has committed.
// The wallet's ledger (debit, credit, balance) stays in the wallet module.
export { announceLeadUnlocked } from './announce-lead-unlocked';
export { type LoadLeadCardOptions, liveUnlocks, loadLeadCard } from './lead-card';
export { default as leadPaymentsRoutes } from './lead-payment-routes';
export { type LeadPrice, leadPriceFor, leadPriceJson } from './lead-price';
export { approveRefund, listRefunds, rejectRefund } from './operator-refunds';
export {
  assertLeadPurchasable,
  findLeadPurchase,
  type LeadPayment,
  type LeadPurchaseRow,
  leadPurchaseJson,
  normalisePurchase,
  purchaseLeadFromWallet,
  type RecordLeadPurchaseResult,
  recordLeadPurchase,
} from './purchase-lead';
export { type RefundedOnHire, refundLeadsOnHire } from './refund-leads-on-hire';
export { default as refundsRoutes } from './refund-routes';
export { sendCardRefunds, settleOwedCardRefunds } from './refund-to-card';
export { findRefund, type RefundRow, refundJson } from './request-refund';
export { default as leadsRoutes } from './routes';
export { settleStuckLeadPayments } from './settle-stuck-lead-payments';
