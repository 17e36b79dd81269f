import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import type { Database } from '@homebid/db/client';
import { users } from '@homebid/db/schema';
import { and, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';

type Reader = Pick<Database, 'select'>;
export type UserRow = typeof users.$inferSelect;

/** `lower(users.email) = email`, the index the unique constraint uses (e-mails arrive lower-cased). */
export const emailIs = (email: string) => eq(sql`lower(${users.email})`, email);

export async function findUserById(db: Reader, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`user ${userId} vanished during its own request`);
  return user;
}

export async function findUserByEmail(db: Reader, email: string, userType?: 1 | 2): Promise<UserRow | undefined> {
  const conditions: SQL[] = [emailIs(email)];
  if (userType !== undefined) conditions.push(eq(users.userType, userType));
  const [user] = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return user;
}

/** An e-mail belongs to another account (whatever its role: e-mails are unique across roles). */
export async function isEmailTakenByOther(db: Reader, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(emailIs(email), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** A mobile number already confirmed by another account of the same role. */
export async function isMobileTakenByOther(
  db: Reader,
  mobileNumber: string,
  userType: number,
  userId?: number,
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(users.mobileNumber, mobileNumber),
    eq(users.userType, userType),
    isNotNull(users.confirmedAt),
  ];
  if (userId !== undefined) conditions.push(ne(users.id, userId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

/** A registration whose mobile code was never confirmed: it may be started again from scratch. */
export const isPendingRegistration = (user: UserRow) =>
  user.confirmedAt === null && user.signupStatus === SIGNUP_STATUS.verification;

export { isUniqueViolation } from '../../lib/unique-violation';
