import {
  SAVED_SEARCH_LIMITS,
  savedSearchMessages,
  type TSavedSearch,
  type ZSavedSearchCreate,
} from '@homebid/contracts/saved-searches';
import type { Database } from '@homebid/db/client';
import { providerProjectSubTypes, providers, savedSearches } from '@homebid/db/schema';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { invalid } from '../../lib/errors';
import { findSavedSearch } from './saved-search-queries';

export interface CreateSavedSearchOptions {
  db: Database;
  providerId: number;
  fields: z.output<typeof ZSavedSearchCreate>;
}

/**
 * POST /api/saved_searches: saves the filters (budget bounds as cents) and channels. The service, when named, must be one
 * the provider offers; a provider keeps at most SAVED_SEARCH_LIMITS.maxPerProvider (counted under
 * a lock of the provider's row, so two saves at once cannot pass the limit together).
 */
export async function createSavedSearch({ db, providerId, fields }: CreateSavedSearchOptions): Promise<TSavedSearch> {
  const subTypeId = fields.project_sub_type_id ?? null;
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.providerId, providerId));
    if (n >= SAVED_SEARCH_LIMITS.maxPerProvider) throw invalid(savedSearchMessages.tooMany);
    if (subTypeId !== null) {
      const [offered] = await tx
        .select({ id: providerProjectSubTypes.projectSubTypeId })
        .from(providerProjectSubTypes)
        .where(
          and(
            eq(providerProjectSubTypes.providerId, providerId),
            eq(providerProjectSubTypes.projectSubTypeId, subTypeId),
          ),
        );
      if (!offered) throw invalid(savedSearchMessages.subTypeInvalid);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        providerId,
        name: fields.name,
        search: fields.search ?? '',
        location: fields.location || null,
        projectSubTypeId: subTypeId,
        sort: fields.sort ?? 'newest',
        minBudgetCents: fields.min_budget == null ? null : fields.min_budget * 100,
        maxBudgetCents: fields.max_budget == null ? null : fields.max_budget * 100,
        maxDistanceMiles: fields.max_distance ?? null,
        pushNotification: fields.push_notification ?? true,
        smsNotification: fields.sms_notification ?? false,
        emailNotification: fields.email_notification ?? true,
      })
      .returning({ id: savedSearches.id });
    return row.id;
  });
  return findSavedSearch(db, providerId, id);
}
