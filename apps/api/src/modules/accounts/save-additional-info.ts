import { accountMessages, type TAdditionalInfoParsed } from '@homebid/contracts/accounts';
import { SIGNUP_STATUS, type TSessionUser } from '@homebid/contracts/auth';
import { providerReferrals, providers, referrals, registrationDrafts, users } from '@homebid/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { loadSessionUser } from '../sessions';
import type { AccountsContext } from './accounts-context';

export interface SaveAdditionalInfoOptions {
  ctx: AccountsContext;
  userId: number;
  input: TAdditionalInfoParsed;
}

const ALLOWED = new Set<string>([SIGNUP_STATUS.additionalInfo, SIGNUP_STATUS.completed]);

/** Registration step five: insurance, licence, Google/Yelp ids and where they heard of us; completes it. */
export async function saveAdditionalInfo({ ctx, userId, input }: SaveAdditionalInfoOptions): Promise<TSessionUser> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: users.signupStatus, providerId: providers.id })
      .from(users)
      .innerJoin(providers, eq(providers.userId, users.id))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (!row || !ALLOWED.has(row.status)) throw new AppError('conflict', accountMessages.registrationStepOrder);
    const referralIds = [...new Set(input.referral_ids)];
    const known = await tx.select({ id: referrals.id }).from(referrals).where(inArray(referrals.id, referralIds));
    if (known.length !== referralIds.length) throw invalid(accountMessages.unknownReferrals);

    const now = new Date();
    await tx
      .update(providers)
      .set({
        haveInsurance: input.have_insurance,
        haveLicense: input.have_license,
        insuranceNumber: input.insurance_number || null,
        licenseNumber: input.license_number || null,
        googleId: input.google_id || null,
        yelpId: input.yelp_id || null,
        updatedAt: now,
      })
      .where(eq(providers.id, row.providerId));
    await tx.delete(providerReferrals).where(eq(providerReferrals.providerId, row.providerId));
    await tx
      .insert(providerReferrals)
      .values(referralIds.map((referralId) => ({ providerId: row.providerId, referralId })));
    await tx.update(users).set({ signupStatus: SIGNUP_STATUS.completed, updatedAt: now }).where(eq(users.id, userId));
    // The registration is done: the step 3 kept for resuming it has served.
    await tx.delete(registrationDrafts).where(eq(registrationDrafts.userId, userId));
  });
  return loadSessionUser(ctx.db, userId);
}
