import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import type { CardProcessor } from './card-processor';
import { callProcessor } from './processor-errors';

/**
 * The provider's customer at the processor, created on first use. Call outside any transaction:
 * it may call the processor. Two first uses at once keep the first stored id (Stripe's customer
 * create is idempotent per provider, so both got the same one anyway).
 */
export async function ensureCustomer(db: Database, processor: CardProcessor, providerId: number): Promise<string> {
  const existing = await rows<{ customer_id: string }>(
    db,
    sql`select customer_id from payment_customers where provider_id = ${providerId} and processor = ${processor.name}`,
  );
  if (existing[0]) return existing[0].customer_id;
  const [who] = await rows<{ email: string; name: string }>(
    db,
    sql`select u.email, coalesce(p.company_name, u.name) as name from providers p join users u on u.id = p.user_id where p.id = ${providerId}`,
  );
  const customerId = await callProcessor(() =>
    processor.createCustomer({ providerId, email: who?.email, name: who?.name }),
  );
  const [stored] = await rows<{ customer_id: string }>(
    db,
    sql`insert into payment_customers (provider_id, processor, customer_id) values (${providerId}, ${processor.name}, ${customerId})
        on conflict (provider_id, processor) do update set customer_id = payment_customers.customer_id
        returning customer_id`,
  );
  return stored?.customer_id ?? customerId;
}
