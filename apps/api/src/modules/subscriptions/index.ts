// The subscriptions module's front door: Pro+ plans and subscriptions, their renewal job, and the
// saved-card charge that lead payments share.
export { PRO_PLANS_USAGE, runProPlansAdmin } from './admin-pro-plans';
export { type CardCharger, chargerOf } from './card-charger';
export { chargeSavedCard, findSavedCard, refundCharge, type SavedCard } from './charge-saved-card';
export { renewSubscriptions, setProFromSubscriptions } from './renew-subscriptions';
export { default as subscriptionsRoutes } from './routes';
export { settleStuckSubscriptionCharges } from './settle-stuck-subscription-charges';
