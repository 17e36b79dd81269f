import { apiMessages } from '@homebid/contracts/messages';
import type { Database } from '@homebid/db/client';
import { users } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { issueSession, loadSessionUser } from '../sessions';
import { WrongDoorError } from './wrong-door';

export interface SignInWithPasswordOptions {
  db: Database;
  email: string;
  password: string;
  userType: 1 | 2;
  sessionTtlMs: number;
}

/**
 * Checks the password and opens a new device session; one message for every wrong combination. The
 * account of the e-mail (e-mails are unique across roles) with the right password but the other
 * role is told its door (403 WrongDoorError); with a wrong password it is the ordinary refusal.
 */
export async function signInWithPassword({ db, email, password, userType, sessionTtlMs }: SignInWithPasswordOptions) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const isValid = await verifyPassword(user?.passwordHash, password);
  if (!user || !isValid) throw new AppError('unauthenticated', apiMessages.invalidCredentials);
  if (user.userType !== userType) throw new WrongDoorError(user.userType === 1 ? 1 : 2);
  const session = await issueSession(db, user.id, sessionTtlMs);
  return { session, user: await loadSessionUser(db, user.id) };
}
