import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/common';
import type { Database } from '@homebid/db/client';
import { providers, users } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/passwords';
import type { FileStore } from '../../lib/storage/file-store';
import { seedDemoMarketplace } from './seed-demo-marketplace';
import { seedDemoWallet } from './seed-demo-wallet';

/** The demo provider the README names, so a newcomer can sign in at once. */
export const DEMO_PROVIDER = {
  name: 'Dana Demo',
  email: 'demo.pro@homebid.local',
  password: 'HomeBid-demo-2026',
  mobileNumber: '2125550147',
  companyName: 'Demo Home Services LLC',
  streetAddress: '350 5th Ave',
  zipcode: '10118',
} as const;

export interface SeedDemoDataOptions {
  db: Database;
  /** Where the demo projects' photos are stored. */
  store: FileStore;
  log?: FastifyBaseLogger;
  now?: Date;
}

/**
 * Creates the demo provider and the demo marketplace around it when they are missing; never
 * touches them once they exist (a second start, or a second process starting at once, adds nothing).
 */
export async function seedDemoData({ db, store, log, now }: SeedDemoDataOptions): Promise<void> {
  const providerUserId = await seedDemoProvider(db);
  if (providerUserId === null) return;
  await seedDemoMarketplace({ db, store, providerUserId, password: DEMO_PROVIDER.password, log, now });
  await seedDemoWallet({ db, providerUserId, log });
}

const findDemoProviderUser = async (db: Database) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(providers, eq(providers.userId, users.id))
    .where(eq(sql`lower(${users.email})`, DEMO_PROVIDER.email));
  return row?.id ?? null;
};

/** The demo provider's user id, created when missing (null when the e-mail belongs to an account that is no provider). */
async function seedDemoProvider(db: Database): Promise<number | null> {
  const existing = await findDemoProviderUser(db);
  if (existing !== null) return existing;
  const passwordHash = await hashPassword(DEMO_PROVIDER.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        userType: USER_TYPE.provider,
        name: DEMO_PROVIDER.name,
        email: DEMO_PROVIDER.email,
        mobileNumber: DEMO_PROVIDER.mobileNumber,
        passwordHash,
        signupStatus: SIGNUP_STATUS.completed,
        confirmedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return;
    await tx.insert(providers).values({
      userId: user.id,
      companyName: DEMO_PROVIDER.companyName,
      companyType: 2,
      streetAddress: DEMO_PROVIDER.streetAddress,
      zipcode: DEMO_PROVIDER.zipcode,
      yearsOfBusiness: 8,
    });
  });
  // Another process may have written it first: read whichever row won.
  return findDemoProviderUser(db);
}
