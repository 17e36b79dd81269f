// The demo people sign up as anyone does: registration step one texts a code, the person types it
// back (customers are done then), and providers go on with business and additional info.
import { ZAdditionalInfo, ZBusinessInfo } from '@homebid/contracts/accounts';
import { USER_TYPE } from '@homebid/contracts/common';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import type { Mailer } from '../../lib/mail/create-mailer';
import type { SmsMessage, SmsSender } from '../../lib/sms/create-sms-sender';
import {
  type AccountsContext,
  saveAdditionalInfo,
  saveBusinessInfo,
  startRegistration,
  verifyRegistration,
} from '../../modules/accounts';
import type { DemoPerson } from './demo-catalogue';

/** The demo people's phones: each keeps the last text it received, and its owner reads the code from it. */
export class DemoPhones implements SmsSender {
  readonly transport = 'outbox' as const;
  private readonly inbox = new Map<string, string>();

  async send({ to, body }: SmsMessage) {
    this.inbox.set(to, body);
  }

  codeFor(mobile: string): string {
    const code = this.inbox.get(mobile)?.match(/code is (\w+)/)?.[1];
    if (!code) throw new Error(`no code was texted to ${mobile}`);
    return code;
  }
}

export interface DemoAccountsOptions {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * The accounts services' context for the demo people: their texts reach the demo phones. The
 * per-address limit on codes guards people asking again and again; each demo person asks once.
 */
export const demoAccountsContext = (options: DemoAccountsOptions, phones: DemoPhones): AccountsContext => ({
  ...options,
  sms: phones,
  limitCodes: (_address, send) => send(),
});

/** Step one: the account waits for its code. A null password is a sign-up without one (nobody signs in). */
export const startDemoRegistration = (
  ctx: AccountsContext,
  person: Pick<DemoPerson, 'name' | 'email' | 'mobileNumber'>,
  password: string | null,
  userType: 1 | 2,
) =>
  startRegistration({
    ctx,
    name: person.name,
    email: person.email,
    mobileNumber: person.mobileNumber,
    password,
    userType,
  });

/** Step two: the code texted to the person's phone, typed back. Answers the user id. */
export async function confirmDemoRegistration(
  ctx: AccountsContext,
  phones: DemoPhones,
  started: { confirmation_token: string; mobile_number: string },
): Promise<number> {
  const { user } = await verifyRegistration({
    ctx,
    confirmation_token: started.confirmation_token,
    otp: phones.codeFor(started.mobile_number),
  });
  return user.id;
}

/** A customer signs up and confirms the mobile number. */
export async function signUpDemoCustomer(
  ctx: AccountsContext,
  phones: DemoPhones,
  person: DemoPerson,
  password: string,
): Promise<number> {
  const started = await startDemoRegistration(ctx, person, password, USER_TYPE.customer);
  return confirmDemoRegistration(ctx, phones, started);
}

export interface DemoBusiness {
  companyName: string;
  companyType: number;
  streetAddress: string;
  zipcode: string;
  yearsOfBusiness: number;
  areas: ReadonlyArray<{ zipcode: string; radius: number }>;
  subTypeIds: number[];
  insuranceNumber?: string;
  licenseNumber?: string;
}

/** A confirmed provider's registration steps three and five: the business, then insurance and licence. */
export async function completeDemoProviderRegistration(
  ctx: AccountsContext,
  userId: number,
  business: DemoBusiness,
): Promise<void> {
  await saveBusinessInfo({
    ctx,
    userId,
    input: ZBusinessInfo.parse({
      company_name: business.companyName,
      company_type: business.companyType,
      street_address: business.streetAddress,
      zipcode: business.zipcode,
      years_of_business: business.yearsOfBusiness,
      provider_locations_attributes: business.areas,
      project_sub_type_ids: business.subTypeIds,
    }),
  });
  await saveAdditionalInfo({
    ctx,
    userId,
    input: ZAdditionalInfo.parse({
      have_insurance: Boolean(business.insuranceNumber),
      have_license: Boolean(business.licenseNumber),
      insurance_number: business.insuranceNumber,
      license_number: business.licenseNumber,
      referral_ids: [await firstReferralId(ctx.db)],
    }),
  });
}

/** Where the demo providers heard of us: the first answer of the list. */
async function firstReferralId(db: Database): Promise<number> {
  const [referral] = await rows<{ id: number }>(db, sql`select id from referrals order by id limit 1`);
  if (!referral) throw new Error('the reference data has no referral answers');
  return Number(referral.id);
}
