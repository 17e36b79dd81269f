import { accountMessages, type TBusinessInfoParsed, type TBusinessInfoSaved } from '@homebid/contracts/accounts';
import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import {
  projectSubTypes,
  projectTypes,
  providerProjectSubTypes,
  providerProjectTypes,
  providerServicedZipcodes,
  providers,
  users,
} from '@homebid/db/schema';
import { count, eq, inArray } from 'drizzle-orm';
import { AppError, invalid } from '../../lib/errors';
import { assertKnownZip, listProviderLocations, replaceProviderLocations } from '../service-areas';
import { loadSessionUser } from '../sessions';
import type { AccountsContext } from './accounts-context';

export interface SaveBusinessInfoOptions {
  ctx: AccountsContext;
  userId: number;
  input: TBusinessInfoParsed;
}

const ALLOWED = new Set<string>([SIGNUP_STATUS.businessInfo, SIGNUP_STATUS.additionalInfo]);

/**
 * Registration step three: company details, services and service areas of the signed-in provider
 * (in 'business-info', or again in 'additional-info'); the registration moves to 'additional-info'.
 */
export async function saveBusinessInfo({ ctx, userId, input }: SaveBusinessInfoOptions): Promise<TBusinessInfoSaved> {
  const providerId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: users.signupStatus, providerId: providers.id })
      .from(users)
      .leftJoin(providers, eq(providers.userId, users.id))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (!row || !ALLOWED.has(row.status)) throw new AppError('conflict', accountMessages.registrationStepOrder);

    await assertKnownZip(tx, input.zipcode);
    const subTypeIds = [...new Set(input.project_sub_type_ids)];
    const subTypes = await tx
      .select({ id: projectSubTypes.id, projectTypeId: projectSubTypes.projectTypeId })
      .from(projectSubTypes)
      .where(inArray(projectSubTypes.id, subTypeIds));
    const givenTypeIds = [...new Set(input.project_type_ids)];
    const types = givenTypeIds.length
      ? await tx.select({ id: projectTypes.id }).from(projectTypes).where(inArray(projectTypes.id, givenTypeIds))
      : [];
    if (subTypes.length !== subTypeIds.length || types.length !== givenTypeIds.length) {
      throw invalid(accountMessages.unknownServices);
    }
    // A provider offers the types they picked and every type of a sub-service they picked.
    const typeIds = [...new Set([...givenTypeIds, ...subTypes.map((s) => s.projectTypeId)])];

    const now = new Date();
    const company = {
      companyName: input.company_name,
      companyType: input.company_type,
      streetAddress: input.street_address,
      zipcode: input.zipcode,
      yearsOfBusiness: input.years_of_business,
      updatedAt: now,
    };
    let id = row.providerId;
    if (id === null) {
      const [created] = await tx
        .insert(providers)
        .values({ userId, ...company })
        .returning({ id: providers.id });
      id = created.id;
    } else {
      await tx.update(providers).set(company).where(eq(providers.id, id));
    }
    const owner = id;
    await tx.delete(providerProjectTypes).where(eq(providerProjectTypes.providerId, owner));
    if (typeIds.length) {
      await tx
        .insert(providerProjectTypes)
        .values(typeIds.map((projectTypeId) => ({ providerId: owner, projectTypeId })));
    }
    await tx.delete(providerProjectSubTypes).where(eq(providerProjectSubTypes.providerId, owner));
    await tx
      .insert(providerProjectSubTypes)
      .values(subTypeIds.map((projectSubTypeId) => ({ providerId: owner, projectSubTypeId })));
    await replaceProviderLocations(tx, owner, input.provider_locations_attributes);
    await tx
      .update(users)
      .set({ signupStatus: SIGNUP_STATUS.additionalInfo, updatedAt: now })
      .where(eq(users.id, userId));
    return owner;
  });
  const [served] = await ctx.db
    .select({ n: count() })
    .from(providerServicedZipcodes)
    .where(eq(providerServicedZipcodes.providerId, providerId));
  return {
    ...(await loadSessionUser(ctx.db, userId)),
    provider_locations: await listProviderLocations(ctx.db, providerId),
    serviced_zipcodes_count: served.n,
  };
}
