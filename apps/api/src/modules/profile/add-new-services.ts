import type { Database } from '@homebid/db/client';
import { findOwnProvider } from '../sessions';
import { addProviderServices } from './replace-provider-services';

export interface AddNewServicesOptions {
  db: Database;
  userId: number;
  subTypeIds: readonly number[];
}

/** PUT /providers/update_new_project_type: adds the chosen sub-types to the caller's services, keeping the rest. */
export async function addNewServices({ db, userId, subTypeIds }: AddNewServicesOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const provider = await findOwnProvider(tx, userId);
    await addProviderServices(tx, provider.id, subTypeIds);
  });
}
