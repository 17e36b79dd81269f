import { apiMessages } from '@homebid/contracts/messages';
import type { Database } from '@homebid/db/client';
import { users } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { issueSession, loadSessionUser } from '../sessions';

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
  const session = await issueSession(db, user.id, sessionTtlMs);
  return { session, user: await loadSessionUser(db, user.id) };
}
