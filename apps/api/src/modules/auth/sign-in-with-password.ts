import type { TSessionUser, TSignupStatus } from '@homebid/contracts/auth';
import { apiMessages } from '@homebid/contracts/messages';
import type { Database } from '@homebid/db/client';
import { providers, users } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { issueSessionToken } from './session-tokens';

export interface SignInWithPasswordOptions {
  db: Database;
  email: string;
  password: string;
  userType: 1 | 2;
  sessionTtlMs: number;
}

/** Checks the password and opens a new device session; one message for every wrong combination. */
export async function signInWithPassword({ db, email, password, userType, sessionTtlMs }: SignInWithPasswordOptions) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.userType, userType)))
    .limit(1);
  const isValid = await verifyPassword(user?.passwordHash, password);
  if (!user || !isValid) throw new AppError('unauthenticated', apiMessages.invalidCredentials);
  const session = await issueSessionToken(db, user.id, sessionTtlMs);
  return { session, user: await loadSessionUser(db, user.id) };
}

export async function loadSessionUser(db: Database, userId: number): Promise<TSessionUser> {
  const [row] = await db
    .select({ user: users, provider: providers })
    .from(users)
    .leftJoin(providers, eq(providers.userId, users.id))
    .where(eq(users.id, userId));
  return {
    id: row.user.id,
    provider_id: row.provider?.id ?? null,
    name: row.user.name,
    email: row.user.email,
    mobile_number: row.user.mobileNumber,
    user_type: row.user.userType as 1 | 2,
    is_pro_provider: row.provider?.isProProvider ?? false,
    signup_status: row.user.signupStatus as TSignupStatus,
  };
}
