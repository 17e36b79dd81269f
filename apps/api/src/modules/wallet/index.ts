// The wallet module's front door: cards, the wallet and its append-only ledger (credit and debit in
// the caller's transaction), Idempotency-Key handling, lead prices and the lead card.
export { type CardRow, cardJson, cardLabel, findCard, listCards } from './cards';
export {
  forgetOldIdempotencyKeys,
  idempotencyKeyOf,
  type WithIdempotencyOptions,
  withIdempotency,
} from './idempotency';
export { type LoadLeadCardOptions, liveUnlocks, loadLeadCard } from './lead-card';
export { type LeadPrice, leadPriceFor, leadPriceJson } from './lead-price';
export {
  creditWallet,
  debitWallet,
  type Executor,
  ensureWallet,
  findLedgerRow,
  insufficientFunds,
  type LedgerRow,
  rows,
  type WalletMove,
  walletBalanceCents,
} from './ledger';
export { default as walletRoutes } from './routes';
export {
  type SettleCounts,
  type SettleOptions,
  STUCK_AFTER_MINUTES,
  settleStuckTopUps,
} from './settle-stuck-top-ups';
export { transactionJson } from './transaction-json';
