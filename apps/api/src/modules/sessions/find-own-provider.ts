import { profileMessages } from '@homebid/contracts/profile';
import type { Database } from '@homebid/db/client';
import { providers } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

type Reader = Pick<Database, 'select'>;

/** The caller's own providers row; a provider account without one (never expected) answers 404. */
export async function findOwnProvider(db: Reader, userId: number) {
  const [provider] = await db.select().from(providers).where(eq(providers.userId, userId)).limit(1);
  if (!provider) throw new AppError('not_found', profileMessages.providerNotFound);
  return provider;
}
