// What every part of the card payments' upkeep (jobs/settle-card-payments) takes and answers: the
// wallet's top-ups, leads paid by card, card refunds and Pro+ charges each settle their own rows.
import type { Database } from '@homebid/db/client';
import type { CardProcessor } from './card-processor';

/** A card payment younger than this may still be in its own request. */
export const STUCK_AFTER_MINUTES = 10;

export interface SettleOptions {
  db: Database;
  processor: CardProcessor;
  log?: { warn(obj: object, msg: string): void };
}

/** What one upkeep run did: charges recorded, charges given back, payments found never charged. */
export interface SettleCounts {
  recorded: number;
  refunded: number;
  failed: number;
}
