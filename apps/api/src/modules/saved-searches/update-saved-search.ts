import type { TSavedSearch, ZSavedSearchUpdate } from '@homebid/contracts/saved-searches';
import type { Database } from '@homebid/db/client';
import { savedSearches } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { findSavedSearch, savedSearchNotFound } from './saved-search-queries';

export interface UpdateSavedSearchOptions {
  db: Database;
  providerId: number;
  id: number;
  fields: z.output<typeof ZSavedSearchUpdate>;
}

/** PATCH /api/saved_searches/:id: renames the caller's search or changes its channels; 404 when not the caller's. */
export async function updateSavedSearch({
  db,
  providerId,
  id,
  fields,
}: UpdateSavedSearchOptions): Promise<TSavedSearch> {
  const updated = await db
    .update(savedSearches)
    .set({
      ...(fields.name === undefined ? {} : { name: fields.name }),
      ...(fields.push_notification === undefined ? {} : { pushNotification: fields.push_notification }),
      ...(fields.sms_notification === undefined ? {} : { smsNotification: fields.sms_notification }),
      ...(fields.email_notification === undefined ? {} : { emailNotification: fields.email_notification }),
      updatedAt: new Date(),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.providerId, providerId)))
    .returning({ id: savedSearches.id });
  if (!updated.length) throw savedSearchNotFound();
  return findSavedSearch(db, providerId, id);
}
