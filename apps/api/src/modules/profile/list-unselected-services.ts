import type { TServiceType } from '@homebid/contracts/reference';
import type { Database } from '@homebid/db/client';
import { providerProjectSubTypes } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { listServiceTypes } from '../reference';
import { findOwnProvider } from '../sessions';

export interface ListUnselectedServicesOptions {
  db: Database;
  userId: number;
}

/** GET /providers/list_unselected_project_type: the catalogue minus the caller's services; empty types are left out. */
export async function listUnselectedServices({ db, userId }: ListUnselectedServicesOptions): Promise<TServiceType[]> {
  const provider = await findOwnProvider(db, userId);
  const chosen = await db
    .select({ id: providerProjectSubTypes.projectSubTypeId })
    .from(providerProjectSubTypes)
    .where(eq(providerProjectSubTypes.providerId, provider.id));
  const chosenIds = new Set(chosen.map((row) => row.id));
  return (await listServiceTypes(db))
    .map((type) => ({ ...type, project_sub_types: type.project_sub_types.filter((sub) => !chosenIds.has(sub.id)) }))
    .filter((type) => type.project_sub_types.length > 0);
}
