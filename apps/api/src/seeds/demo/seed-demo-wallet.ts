// The demo provider's money, as the provider would add it: a sandbox card (Visa 4242) saved to the
// wallet, then three top-ups paid by it ($175) through the top-up service. The leads it then buys
// (from the wallet and by this card) are seed-demo-leads.ts's. Once only: a provider that already
// has a wallet is left alone. The sandbox processor takes these cards even with Stripe configured,
// and then they stay out of sight (cards are listed per processor).
import { SANDBOX_TEST_CARDS } from '@homebid/contracts/wallet';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createSandboxPaymentMethod, createSandboxProcessor } from '../../modules/payments';
import { addAmountToWallet, addCard, listWalletPlans } from '../../modules/wallet';

/** The demo's top-ups, in dollars, oldest first: $175 in all. */
export const TOP_UPS_DOLLARS = [100, 50, 25] as const;

/** The funded wallet's provider and its saved card's payment method; null when it had a wallet already. */
export interface DemoWallet {
  providerId: number;
  paymentMethodId: string;
}

export async function seedDemoWallet({
  db,
  providerUserId,
  log,
}: {
  db: Database;
  providerUserId: number;
  log?: FastifyBaseLogger;
}): Promise<DemoWallet | null> {
  const [provider] = await rows<{ id: number; has_wallet: boolean }>(
    db,
    sql`select p.id, exists (select 1 from wallets w where w.provider_id = p.id) as has_wallet
        from providers p where p.user_id = ${providerUserId}`,
  );
  if (!provider || provider.has_wallet) return null;
  const providerId = Number(provider.id);
  const processor = createSandboxProcessor(db);
  // What the card form does in the browser: the number becomes a payment method, then it is saved.
  const method = await createSandboxPaymentMethod({
    db,
    number: SANDBOX_TEST_CARDS.succeeds,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
  });
  await addCard({ db, processor, providerId, paymentMethodId: method.id });
  const plans = await listWalletPlans(db);
  for (const dollars of TOP_UPS_DOLLARS) {
    const plan = plans.find((p) => p.amount === dollars);
    if (!plan) throw new Error(`no wallet plan of $${dollars}`);
    await addAmountToWallet({ db, processor, providerId, planId: plan.id, paymentMethodId: method.id });
  }
  log?.info({ providerId }, 'demo wallet funded');
  return { providerId, paymentMethodId: method.id };
}
