import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { codeSentTo, outboxMark } from './outbox';

export interface TestProvider {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** A provider nobody else uses: unique e-mail and mobile number per call. */
export function newProvider(prefix = 'pro'): TestProvider {
  const tag = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  return {
    name: 'Riley Test-Pro',
    email: `${prefix}.${tag}@example.test`,
    mobile: `6${String(randomInt(1e9)).padStart(9, '0')}`,
    password: `Pass-${tag}`,
  };
}

export type RegistrationStage = 'verification_status' | 'business-info' | 'additional-info' | 'completed';

export const DEFAULT_COMPANY = 'Test Pro Renovations';
const DEFAULT_SERVICES = ['Roof Replacement', 'Roof Repair'];

/** What the business step registers, when a test needs something else than the defaults. */
export interface BusinessOptions {
  companyName?: string;
  /** Service (sub-type) names from the catalogue, e.g. 'Roof Repair'; their types come along. */
  services?: string[];
}

type ServiceTypes = Array<{ id: number; project_sub_types: { id: number; name: string }[] }>;
/** The public service list, asked once per worker: it is reference data. */
let serviceTypes: ServiceTypes | undefined;

/** The catalogue's ids of these services and of their types. */
async function serviceIds(request: APIRequestContext, names: string[]) {
  if (!serviceTypes) {
    const answer = await request.get('/api/service_list');
    expect(answer.status(), await answer.text()).toBe(200);
    serviceTypes = (await answer.json()).data as ServiceTypes;
  }
  const types = serviceTypes;
  const project_type_ids = new Set<number>();
  const project_sub_type_ids = names.map((name) => {
    const type = types.find((t) => t.project_sub_types.some((sub) => sub.name === name));
    if (!type) throw new Error(`no service named ${name} in the catalogue`);
    project_type_ids.add(type.id);
    return type.project_sub_types.find((sub) => sub.name === name)?.id;
  });
  return { project_type_ids: [...project_type_ids], project_sub_type_ids };
}

/**
 * Registers a provider through the API as far as `stage` (the codes come from the outbox), so a
 * browser test can start from any point of the registration.
 */
export async function registerProviderViaApi(
  request: APIRequestContext,
  stage: RegistrationStage,
  provider = newProvider(),
  business: BusinessOptions = {},
): Promise<TestProvider & { confirmationToken: string }> {
  const mark = outboxMark(provider.mobile);
  const started = await request.post('/api/v1/providers/signup/basic-info', {
    data: {
      sign_up: {
        name: provider.name,
        email: provider.email,
        mobile_number: provider.mobile,
        password: provider.password,
        password_confirmation: provider.password,
        user_type: 2,
      },
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { confirmation_token: confirmationToken } = (await started.json()).data;
  if (stage === 'verification_status') return { ...provider, confirmationToken };

  const otp = await codeSentTo(provider.mobile, mark);
  const verified = await request.post('/api/validate_user', { data: { confirmation_token: confirmationToken, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const headers = verified.headers();
  const session = { 'access-token': headers['access-token'], client: headers.client, uid: headers.uid };
  if (stage === 'business-info') return { ...provider, confirmationToken };

  const services = await serviceIds(request, business.services ?? DEFAULT_SERVICES);
  const businessInfo = await request.post('/api/v1/providers/signup/business-info', {
    headers: session,
    data: {
      provider: {
        company_name: business.companyName ?? DEFAULT_COMPANY,
        company_type: 2,
        street_address: '548 Market St',
        zipcode: '94104',
        years_of_business: 5,
        provider_locations_attributes: [{ zipcode: '94104', radius: 25 }],
        ...services,
      },
    },
  });
  expect(businessInfo.status(), await businessInfo.text()).toBe(200);
  if (stage === 'additional-info') return { ...provider, confirmationToken };

  const additional = await request.post('/api/v1/providers/signup/additional-info', {
    headers: session,
    data: { provider: { have_insurance: false, have_license: false, referral_ids: [1] } },
  });
  expect(additional.status(), await additional.text()).toBe(200);
  return { ...provider, confirmationToken };
}

/** Signs in through the login form's password tab. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
