import { billingMessages, type TBillingReceipt } from '@homebid/contracts/billing';
import type { Database } from '@homebid/db/client';
import { providers, users, zipCodes } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { readCharges, readRefunds } from './billing-rows';

export interface GetBillingReceiptOptions {
  db: Database;
  providerId: number;
  /** `charge-<n>` or `refund-<n>` (the contract checked the form). */
  id: string;
}

const notFound = () => new AppError('not_found', billingMessages.notFound);

/** GET /api/billing/:id: one of the provider's own charges or refunds and the receipt's details. */
export async function getBillingReceipt({ db, providerId, id }: GetBillingReceiptOptions): Promise<TBillingReceipt> {
  const [kind, digits] = id.split('-');
  const recordId = Number(digits);
  if (!Number.isSafeInteger(recordId) || recordId < 1) throw notFound();
  const [entry] =
    kind === 'refund'
      ? await readRefunds(db, providerId, { refundId: recordId })
      : await readCharges(db, providerId, { chargeId: recordId });
  if (!entry) throw notFound();
  const [provider] = await db
    .select({
      companyName: providers.companyName,
      streetAddress: providers.streetAddress,
      zipcode: providers.zipcode,
      city: zipCodes.city,
      state: zipCodes.state,
      name: users.name,
      email: users.email,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(zipCodes, eq(zipCodes.zip, providers.zipcode))
    .where(eq(providers.id, providerId));
  if (!provider) throw notFound();
  const cityLine = [provider.city, [provider.state, provider.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const address = [provider.streetAddress, cityLine].filter(Boolean).join(', ');
  return {
    entry,
    provider: {
      company_name: provider.companyName,
      name: provider.name,
      email: provider.email,
      business_address: address || null,
    },
  };
}
