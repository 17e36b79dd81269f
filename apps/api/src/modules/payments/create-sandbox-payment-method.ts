import { type TSandboxPaymentMethod, walletMessages } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { sandboxPaymentMethods } from '@homebid/db/schema';
import { invalid } from '../../lib/errors';
import { cardBrand, isExpired, passesLuhn, sandboxOutcome } from './card-numbers';
import { sandboxId } from './sandbox-processor';

export interface CreateSandboxPaymentMethodOptions {
  db: Database;
  number: string;
  expMonth: number;
  expYear: number;
}

/**
 * CONTRACT §6a: a card becomes a payment method, as Stripe.js would make it. The number decides
 * every later charge's outcome and is then forgotten: only brand, last four and expiry are kept.
 */
export async function createSandboxPaymentMethod({
  db,
  number,
  expMonth,
  expYear,
}: CreateSandboxPaymentMethodOptions): Promise<TSandboxPaymentMethod> {
  if (!passesLuhn(number)) throw invalid(walletMessages.cardInvalidNumber);
  const year = expYear < 100 ? 2000 + expYear : expYear;
  if (year < 2000 || year > 2100) throw invalid(walletMessages.cardInvalidExpiry);
  if (isExpired(expMonth, year)) throw invalid(walletMessages.cardExpired);
  const id = sandboxId('pm');
  const brand = cardBrand(number);
  const last4 = number.slice(-4);
  await db
    .insert(sandboxPaymentMethods)
    .values({ id, brand, last4, expMonth, expYear: year, outcome: sandboxOutcome(number) });
  return { id, card: { brand, last4, exp_month: expMonth, exp_year: year } };
}
