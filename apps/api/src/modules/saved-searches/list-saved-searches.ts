import { SAVED_SEARCH_LIMITS, type TSavedSearchList } from '@homebid/contracts/saved-searches';
import type { Database } from '@homebid/db/client';
import { selectSavedSearches } from './saved-search-queries';

/** GET /api/saved_searches: the caller's saved searches, newest first, and how many it may keep. */
export async function listSavedSearches(db: Database, providerId: number): Promise<TSavedSearchList> {
  return { saved_searches: await selectSavedSearches(db, providerId), max: SAVED_SEARCH_LIMITS.maxPerProvider };
}
