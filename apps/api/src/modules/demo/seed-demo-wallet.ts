// The demo provider's money: a saved sandbox card (Visa 4242) and three top-ups paid by it ($175),
// written as the real services write them (sandbox charges, card payments, ledger rows). No lead is
// bought, so the demo marketplace's figures stay as seeded. Created once: a provider that already has a wallet is left alone. With Stripe
// configured the sandbox card stays out of sight (cards are listed per processor).
import { LEDGER_CATEGORY, SANDBOX_TEST_CARDS } from '@homebid/contracts/wallet';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createSandboxPaymentMethod, sandboxId } from '../payments';
import { cardLabel, creditWallet } from '../wallet';

const TOP_UPS_CENTS = [10_000, 5_000, 2_500];

export async function seedDemoWallet({
  db,
  providerUserId,
  log,
}: {
  db: Database;
  providerUserId: number;
  log?: FastifyBaseLogger;
}): Promise<void> {
  const [provider] = await rows<{ id: number }>(db, sql`select id from providers where user_id = ${providerUserId}`);
  if (!provider) return;
  const providerId = provider.id;
  const [wallet] = await rows<{ id: number }>(db, sql`select id from wallets where provider_id = ${providerId}`);
  if (wallet) return;
  const pm = await createSandboxPaymentMethod({
    db,
    number: SANDBOX_TEST_CARDS.succeeds,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
  });
  const customerId = sandboxId('cus');
  const created = await db.transaction(async (tx) => {
    // Taken by a concurrent start: leave it to that one.
    const [claimed] = await rows<{ id: number }>(
      tx,
      sql`insert into wallets (provider_id) values (${providerId}) on conflict (provider_id) do nothing returning id`,
    );
    if (!claimed) return false;
    await tx.execute(sql`update sandbox_payment_methods set customer_id = ${customerId} where id = ${pm.id}`);
    await tx.execute(
      sql`insert into payment_customers (provider_id, processor, customer_id) values (${providerId}, 'sandbox', ${customerId})
          on conflict do nothing`,
    );
    const [card] = await rows<{ id: number }>(
      tx,
      sql`insert into payment_cards (provider_id, processor, payment_method_id, brand, last4, exp_month, exp_year)
          values (${providerId}, 'sandbox', ${pm.id}, ${pm.card.brand}, ${pm.card.last4}, ${pm.card.exp_month}, ${pm.card.exp_year})
          returning id`,
    );
    for (const amountCents of TOP_UPS_CENTS) {
      const chargeId = sandboxId('pi');
      await tx.execute(
        sql`insert into sandbox_charges (id, idempotency_key, payment_method_id, customer_id, amount_cents, status)
            values (${chargeId}, ${`demo-${chargeId}`}, ${pm.id}, ${customerId}, ${amountCents}, 'succeeded')`,
      );
      const [payment] = await rows<{ id: number }>(
        tx,
        sql`insert into card_payments (provider_id, card_id, processor, processor_payment_id, processor_idempotency_key, purpose, amount_cents, status)
            values (${providerId}, ${card?.id}, 'sandbox', ${chargeId}, ${`demo-${chargeId}`}, 'wallet_top_up', ${amountCents}, 'succeeded')
            returning id`,
      );
      await creditWallet(tx, {
        providerId,
        amountCents,
        category: LEDGER_CATEGORY.topUp,
        label: LEDGER_CATEGORY.topUp,
        cardLabel: cardLabel({ brand: pm.card.brand, last4: pm.card.last4 }),
        cardPaymentId: Number(payment?.id),
      });
    }
    return true;
  });
  if (created) log?.info({ providerId }, 'demo wallet funded');
}
