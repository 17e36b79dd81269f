// The billing module's front door: the provider's card charges and refunds and their receipts, read
// from what the wallet, leads and subscriptions modules record (card_payments, card_refunds).
export { default as billingRoutes } from './routes';
