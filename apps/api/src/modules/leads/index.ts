// The leads module's front door: buying a lead (from the wallet here; by card in lead-payments, which
// records the purchase through recordLeadPurchase) and the Purchased Leads list; announceLeadUnlocked
// tells the project's other viewers live once a purchase has committed.
export { announceLeadUnlocked } from './announce-lead-unlocked';
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
export { default as leadsRoutes } from './routes';
