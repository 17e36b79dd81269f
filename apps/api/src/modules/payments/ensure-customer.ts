import type { Database } from '@homebid/db/client';
import { paymentCustomers, providers, users } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { CardProcessor } from './card-processor';
import { callProcessor } from './processor-errors';

/**
 * The provider's customer at the processor, created on first use. Call outside any transaction:
 * it may call the processor. Two first uses at once keep the first stored id (Stripe's customer
 * create is idempotent per provider, so both got the same one anyway).
 */
export async function ensureCustomer(db: Database, processor: CardProcessor, providerId: number): Promise<string> {
  const [existing] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.providerId, providerId), eq(paymentCustomers.processor, processor.name)));
  if (existing) return existing.customerId;
  const [who] = await db
    .select({ email: users.email, name: sql<string>`coalesce(${providers.companyName}, ${users.name})` })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId));
  const customerId = await callProcessor(() =>
    processor.createCustomer({ providerId, email: who?.email, name: who?.name }),
  );
  // Of two first uses at once the stored id stays: the no-op update answers it.
  const [stored] = await db
    .insert(paymentCustomers)
    .values({ providerId, processor: processor.name, customerId })
    .onConflictDoUpdate({
      target: [paymentCustomers.providerId, paymentCustomers.processor],
      set: { customerId: sql`payment_customers.customer_id` },
    })
    .returning({ customerId: paymentCustomers.customerId });
  return stored?.customerId ?? customerId;
}
