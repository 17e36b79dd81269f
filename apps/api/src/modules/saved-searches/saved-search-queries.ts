import type { TAvailableSort } from '@homebid/contracts/projects';
import { savedSearchMessages, type TSavedSearch } from '@homebid/contracts/saved-searches';
import type { Database } from '@homebid/db/client';
import { projectSubTypes, savedSearches } from '@homebid/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

/** 404: not a saved search of the caller's (another provider's answers the same as a missing one). */
export const savedSearchNotFound = () => new AppError('not_found', savedSearchMessages.notFound);

/** A budget bound kept in cents, as the whole dollars it was saved in. */
const dollarsOf = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  search: savedSearches.search,
  location: savedSearches.location,
  projectSubTypeId: savedSearches.projectSubTypeId,
  projectSubType: projectSubTypes.name,
  sort: savedSearches.sort,
  minBudgetCents: savedSearches.minBudgetCents,
  maxBudgetCents: savedSearches.maxBudgetCents,
  maxDistance: savedSearches.maxDistanceMiles,
  push: savedSearches.pushNotification,
  sms: savedSearches.smsNotification,
  email: savedSearches.emailNotification,
  createdAt: savedSearches.createdAt,
};

/** The provider's saved searches (newest first), or the one with `id` when given. */
export async function selectSavedSearches(
  db: Pick<Database, 'select'>,
  providerId: number,
  id?: number,
): Promise<TSavedSearch[]> {
  const found = await db
    .select(columns)
    .from(savedSearches)
    .leftJoin(projectSubTypes, eq(projectSubTypes.id, savedSearches.projectSubTypeId))
    .where(
      id === undefined
        ? eq(savedSearches.providerId, providerId)
        : and(eq(savedSearches.providerId, providerId), eq(savedSearches.id, id)),
    )
    .orderBy(desc(savedSearches.id));
  return found.map((row) => ({
    id: row.id,
    name: row.name,
    search: row.search,
    location: row.location,
    project_sub_type_id: row.projectSubTypeId,
    project_sub_type: row.projectSubType,
    sort: row.sort as TAvailableSort,
    min_budget: dollarsOf(row.minBudgetCents),
    max_budget: dollarsOf(row.maxBudgetCents),
    max_distance: row.maxDistance,
    push_notification: row.push,
    sms_notification: row.sms,
    email_notification: row.email,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The caller's saved search `id`; 404 when it is not the caller's. */
export async function findSavedSearch(db: Pick<Database, 'select'>, providerId: number, id: number) {
  const [found] = await selectSavedSearches(db, providerId, id);
  if (!found) throw savedSearchNotFound();
  return found;
}
