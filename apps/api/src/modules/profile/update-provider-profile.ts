import type { TProfileUpdateParsed } from '@homebid/contracts/profile';
import type { Database } from '@homebid/db/client';
import { providers } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { assertKnownZip, replaceProviderLocations } from '../service-areas';
import { findOwnProvider } from '../sessions';
import { replaceProviderServices } from './replace-provider-services';

export interface UpdateProviderProfileOptions {
  db: Database;
  /** The signed-in user: only their own providers row is changed. */
  userId: number;
  input: TProfileUpdateParsed;
}

const orNull = (value: string) => value || null;

/**
 * PUT /providers/update.json: company details, services and service areas in one transaction, so
 * a refused area or service leaves the profile exactly as it was.
 */
export async function updateProviderProfile({ db, userId, input }: UpdateProviderProfileOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const provider = await findOwnProvider(tx, userId);
    await assertKnownZip(tx, input.zipcode);
    await tx
      .update(providers)
      .set({
        companyName: input.company_name,
        companyType: input.company_type,
        streetAddress: input.street_address,
        zipcode: input.zipcode,
        yearsOfBusiness: input.years_of_business,
        phoneNumber2: orNull(input.phone_number2),
        website: orNull(input.website),
        aboutUs: orNull(input.about_us),
        insuranceNumber: orNull(input.insurance_number),
        licenseNumber: orNull(input.license_number),
        googleId: orNull(input.google_id),
        yelpId: orNull(input.yelp_id),
        updatedAt: new Date(),
      })
      .where(eq(providers.id, provider.id));
    await replaceProviderServices(tx, provider.id, input.project_sub_type_ids);
    await replaceProviderLocations(tx, provider.id, input.provider_locations_attributes);
  });
}
