import {
  accountMessages,
  type TBusinessDraftSaved,
  type TBusinessInfo,
  ZBusinessDraftSaved,
} from '@homebid/contracts/accounts';
import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import type { Database } from '@homebid/db/client';
import { registrationDrafts, users } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

/** Parsed registration step 3 (ZBusinessDraft's output). */
type BusinessDraft = Pick<
  TBusinessInfo,
  'company_name' | 'street_address' | 'zipcode' | 'provider_locations_attributes'
> & { company_type: number; years_of_business: number };

const OPEN = new Set<string>([SIGNUP_STATUS.businessInfo, SIGNUP_STATUS.additionalInfo]);

/**
 * PUT /v1/providers/signup/business-draft: keeps registration step 3 on the server (business details
 * and service areas, checked like business-info) while the registration is at step 3 or later but
 * not complete; business-info takes them with the services of step 4.
 */
export async function saveBusinessDraft(
  db: Database,
  userId: number,
  input: BusinessDraft,
): Promise<TBusinessDraftSaved> {
  const business = ZBusinessDraftSaved.shape.business.unwrap().parse({
    ...input,
    provider_locations_attributes: input.provider_locations_attributes.map(({ zipcode, radius }) => ({
      zipcode,
      radius: Number(radius),
    })),
  });
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.signupStatus })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user || !OPEN.has(user.status)) throw new AppError('conflict', accountMessages.registrationStepOrder);
    const now = new Date();
    await tx
      .insert(registrationDrafts)
      .values({ userId, business, updatedAt: now })
      .onConflictDoUpdate({ target: registrationDrafts.userId, set: { business, updatedAt: now } });
  });
  return { business };
}

/** GET /v1/providers/signup/business-draft: the kept step 3, or null. */
export async function loadBusinessDraft(db: Database, userId: number): Promise<TBusinessDraftSaved> {
  const [row] = await db
    .select({ business: registrationDrafts.business })
    .from(registrationDrafts)
    .where(eq(registrationDrafts.userId, userId));
  const parsed = ZBusinessDraftSaved.shape.business.safeParse(row?.business ?? null);
  return { business: parsed.success ? parsed.data : null };
}
