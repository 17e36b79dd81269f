// The wallet module's front door: cards, the wallet and its append-only ledger (credit and debit in
// the caller's transaction), top-ups and Idempotency-Key handling. The lead (price, card, purchase,
// refunds) lives in the leads module, which debits and credits through this ledger.
export { addAmountToWallet } from './add-amount-to-wallet';
export { addCard, type CardRow, cardJson, cardLabel, findCard, listCards } from './cards';
export {
  forgetOldIdempotencyKeys,
  idempotencyKeyOf,
  type WithIdempotencyOptions,
  withIdempotency,
} from './idempotency';
export {
  creditWallet,
  debitWallet,
  ensureWallet,
  findLedgerRow,
  insufficientFunds,
  type LedgerRow,
  type WalletMove,
  walletBalanceCents,
} from './ledger';
export { default as walletRoutes } from './routes';
export { settleStuckTopUps } from './settle-stuck-top-ups';
export { transactionJson } from './transaction-json';
export { listWalletPlans } from './wallet-plans';
