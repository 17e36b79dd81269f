import type { Database } from '@homebid/db/client';
import { users } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';

export interface UpdateCustomerProfileOptions {
  db: Pick<Database, 'update'>;
  /** The signed-in customer: only its own account changes. */
  userId: number;
  /** Checked by ZPersonName (trimmed, letters, spaces and hyphens). */
  name: string;
}

/** PATCH /v2/customers/profile: the customer's name (e-mail and mobile change with codes, in the accounts module). */
export async function updateCustomerProfile({ db, userId, name }: UpdateCustomerProfileOptions): Promise<void> {
  await db
    .update(users)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.userType, 1)));
}
