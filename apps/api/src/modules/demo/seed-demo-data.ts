import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/common';
import type { Database } from '@homebid/db/client';
import { providers, users } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';

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

/** Creates the demo accounts when they are missing; never touches them once they exist. */
export async function seedDemoData(db: Database): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_PROVIDER.email));
  if (existing) return;
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
}
