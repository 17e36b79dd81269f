import { profileMessages } from '@homebid/contracts/profile';
import type { Database } from '@homebid/db/client';
import { projectSubTypes, providerProjectSubTypes, providerProjectTypes } from '@homebid/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { invalid } from '../../lib/errors';

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

/** The catalogue rows of the given sub-type ids; any unknown id is refused (422). */
export async function findSubTypes(tx: Executor, subTypeIds: readonly number[]) {
  const ids = [...new Set(subTypeIds)];
  const rows = await tx
    .select({ id: projectSubTypes.id, projectTypeId: projectSubTypes.projectTypeId })
    .from(projectSubTypes)
    .where(inArray(projectSubTypes.id, ids));
  if (rows.length !== ids.length) throw invalid(profileMessages.unknownServices);
  return rows;
}

/**
 * Adds sub-types to a provider's services, and their service types with them (a provider offers
 * a type exactly when it offers one of its sub-types). Run it inside the caller's transaction.
 */
export async function addProviderServices(tx: Executor, providerId: number, subTypeIds: readonly number[]) {
  const rows = await findSubTypes(tx, subTypeIds);
  if (rows.length === 0) return;
  await tx
    .insert(providerProjectSubTypes)
    .values(rows.map((row) => ({ providerId, projectSubTypeId: row.id })))
    .onConflictDoNothing();
  const typeIds = [...new Set(rows.map((row) => row.projectTypeId))];
  await tx
    .insert(providerProjectTypes)
    .values(typeIds.map((projectTypeId) => ({ providerId, projectTypeId })))
    .onConflictDoNothing();
}

/** Replaces a provider's services with exactly these sub-types (and their types). */
export async function replaceProviderServices(tx: Executor, providerId: number, subTypeIds: readonly number[]) {
  await findSubTypes(tx, subTypeIds);
  await tx.delete(providerProjectSubTypes).where(eq(providerProjectSubTypes.providerId, providerId));
  await tx.delete(providerProjectTypes).where(eq(providerProjectTypes.providerId, providerId));
  await addProviderServices(tx, providerId, subTypeIds);
}
