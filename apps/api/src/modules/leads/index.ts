// The leads module's front door: everything about a lead, from its price to its refund.
// - loadLeadCard: the lead card on the project detail, with its price and the Pro+ discount (app.ts
//   hands it to projectsRoutes: projects sits below leads, whose purchase reads the project).
// - Buying: leadsRoutes (from the wallet, and the Purchased Leads list) and leadPaymentsRoutes (by
//   card; settleStuckLeadPayments finishes what a crash left half-done); recordLeadPurchase records
//   either. A purchase tells the project's other viewers live once it has committed.
// - The services behind those routes, for callers that play a provider's steps without HTTP (the
//   demo seed): purchaseLeadFromWallet, initiateLeadPayment with confirmLeadPayment, updateLeadPipeline.
// - The guarantee: refundsRoutes (requests, approved at once when an automatic rule holds), the
//   operator's decisions, and refundLeadsOnHire for every other buyer when the customer hires a pro
//   (to the card for a lead paid by card: sendCardRefunds after the commit, settleOwedCardRefunds).
// The wallet's ledger (debit, credit, balance) stays in the wallet module.
export { type LoadLeadCardOptions, loadLeadCard } from './lead-card';
export { default as leadPaymentsRoutes } from './lead-payment-routes';
export { approveRefund, listRefunds, rejectRefund } from './operator-refunds';
export { confirmLeadPayment, initiateLeadPayment } from './pay-lead-by-card';
export {
  type LeadPayment,
  purchaseLeadFromWallet,
  type RecordLeadPurchaseResult,
  recordLeadPurchase,
} from './purchase-lead';
export { type RefundedOnHire, refundLeadsOnHire } from './refund-leads-on-hire';
export { default as refundsRoutes } from './refund-routes';
export { sendCardRefunds, settleOwedCardRefunds } from './refund-to-card';
export { default as leadsRoutes } from './routes';
export { settleStuckLeadPayments } from './settle-stuck-lead-payments';
export { updateLeadPipeline } from './update-lead-pipeline';
