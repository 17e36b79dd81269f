// The payments module's front door: the card-processor interface (CONTRACT §6a) and its two
// implementations, for the wallet, leads paid by card and Pro+ subscriptions. Never call the
// processor inside a database transaction. SettleOptions/SettleCounts: what each part of the card
// payments' upkeep (top-ups, lead payments, card refunds, Pro+ charges) takes and answers.

export { cardBrand, isExpired, passesLuhn } from './card-numbers';
export { type CardOperationOptions, tryCardOperation, withCardOperation } from './card-operation-lock';
export type {
  CardDetails,
  CardProcessor,
  ChargeInput,
  ChargeResult,
  CreatePaymentIntentInput,
  DeclineCode,
  PaymentIntent,
} from './card-processor';
export { CardProcessorRequestError, CardProcessorUnavailableError } from './card-processor';
export { createCardProcessor } from './create-card-processor';
export { createSandboxPaymentMethod } from './create-sandbox-payment-method';
export { ensureCustomer } from './ensure-customer';
export { type PaymentsPluginOptions, paymentsPlugin } from './payments-plugin';
export { callProcessor } from './processor-errors';
export { default as paymentsRoutes } from './routes';
export { createSandboxProcessor, sandboxId } from './sandbox-processor';
export { type SettleCounts, type SettleOptions, STUCK_AFTER_MINUTES } from './settle-options';
export { createStripeProcessor, type StripeProcessorOptions } from './stripe-processor';
