import { accountMessages } from '@homebid/contracts/accounts';
import type { Database } from '@homebid/db/client';
import { users } from '@homebid/db/schema';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { hashConfirmationToken } from './start-registration';
import type { UserRow } from './users-lookup';

type Reader = Pick<Database, 'select'>;

/** The unconfirmed registration holding this confirmation_token (and this user id, when given); 404 otherwise. */
export async function findPendingRegistration(
  db: Reader,
  confirmationToken: string,
  userId?: number,
  forUpdate = false,
): Promise<UserRow> {
  const conditions: SQL[] = [
    eq(users.confirmationTokenHash, hashConfirmationToken(confirmationToken)),
    isNull(users.confirmedAt),
  ];
  if (userId !== undefined) conditions.push(eq(users.id, userId));
  const query = db
    .select()
    .from(users)
    .where(and(...conditions))
    .limit(1);
  const [user] = forUpdate ? await query.for('update') : await query;
  if (!user?.mobileNumber) throw new AppError('not_found', accountMessages.registrationNotFound);
  return user;
}
