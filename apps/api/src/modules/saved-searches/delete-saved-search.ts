import type { Database } from '@homebid/db/client';
import { savedSearches } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { savedSearchNotFound } from './saved-search-queries';

/** DELETE /api/saved_searches/:id: deletes the caller's search (its alerts stay); 404 when not the caller's. */
export async function deleteSavedSearch(db: Database, providerId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.providerId, providerId)))
    .returning({ id: savedSearches.id });
  if (!deleted.length) throw savedSearchNotFound();
}
