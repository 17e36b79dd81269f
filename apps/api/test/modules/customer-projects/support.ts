import { notifications, providers } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/build-test-app';
import { codeIn, type TestSmsGateway } from '../../helpers/messaging';
import { type MultipartFilePart, multipart } from '../../helpers/multipart';
import { type CreatedUser, createUser, type SessionHeaders, signIn, TEST_PASSWORD } from '../../helpers/users';

export const PROJECTS = '/api/v2/customers/projects';

export interface ServiceType {
  id: number;
  title: string;
  project_sub_types: Array<{ id: number; name: string }>;
}

export async function loadCatalogue(t: TestApp): Promise<ServiceType[]> {
  const catalogue: ServiceType[] = (await t.app.inject({ method: 'GET', url: '/api/service_list' })).json().data;
  expect(catalogue.length).toBeGreaterThan(1);
  expect(catalogue[0].project_sub_types.length).toBeGreaterThan(1);
  return catalogue;
}

export interface Customer {
  id: number;
  email: string;
  mobile: string;
  name: string;
  headers: SessionHeaders;
}

/**
 * A customer through the real API: POST /v1/customers/signup, then (when `verify`) /validate_user
 * with the texted code; signs in with the password either way.
 */
export async function signUpCustomer(
  t: TestApp,
  sms: TestSmsGateway,
  { name, email, mobile, verify = true }: { name: string; email: string; mobile: string; verify?: boolean },
): Promise<Customer> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/customers/signup',
    payload: { name, email, mobile_number: mobile, password: TEST_PASSWORD },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { confirmation_token, user_id } = started.json().data;
  if (verify) {
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/validate_user',
      payload: { confirmation_token, otp: codeIn(sms.textsTo(mobile).at(-1)?.body ?? '') },
    });
    expect(validated.statusCode, validated.body).toBe(200);
  }
  const headers = await signIn(t.app, { email, password: TEST_PASSWORD, userType: 1 });
  return { id: user_id, email, mobile, name, headers };
}

export interface Provider {
  user: CreatedUser;
  providerId: number;
  headers: SessionHeaders;
}

/** A provider whose services and service areas are set through the profile API (PUT /providers/update.json). */
export async function setUpProvider(
  t: TestApp,
  options: {
    name: string;
    companyName: string;
    mobile: string;
    projectTypeId: number;
    subTypeIds: number[];
    zipcode: string;
    radius: number;
  },
): Promise<Provider> {
  const user = await createUser(t.db, { role: 'provider', name: options.name, mobileNumber: options.mobile });
  const headers = await signIn(t.app, user);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/providers/update.json',
    headers,
    payload: {
      provider: {
        company_name: options.companyName,
        company_type: 2,
        street_address: '1 Main St',
        zipcode: options.zipcode,
        years_of_business: 5,
        project_type_ids: [options.projectTypeId],
        project_sub_type_ids: options.subTypeIds,
        provider_locations_attributes: [{ zipcode: options.zipcode, radius: options.radius }],
      },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { user, providerId: user.providerId as number, headers };
}

/** A provider of the type's first sub-type within 5 miles of `zipcode`, its company `<name> Co`. */
export function setUpProviderOf(t: TestApp, name: string, mobile: string, type: ServiceType, zipcode = '10001') {
  return setUpProvider(t, {
    name,
    companyName: `${name} Co`,
    mobile,
    projectTypeId: type.id,
    subTypeIds: [type.project_sub_types[0].id],
    zipcode,
    radius: 5,
  });
}

export interface ProjectForm {
  title?: string;
  description?: string;
  project_type_id?: number | string;
  project_sub_type_id?: number | string;
  street_address?: string;
  zipcode?: string;
  budget?: string;
  question_answers?: unknown;
}

/** POST /v2/customers/projects as a multipart form, with `files` beside the fields. */
export function postProject(
  t: TestApp,
  headers: Record<string, string>,
  form: ProjectForm,
  files: MultipartFilePart[] = [],
) {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined) continue;
    fields[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const body = multipart(files, fields);
  return t.app.inject({
    method: 'POST',
    url: PROJECTS,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A project form every field of which is valid (a roofing-like job in Manhattan). */
export function validForm(type: ServiceType, overrides: ProjectForm = {}): ProjectForm {
  return {
    title: 'Replace the kitchen roof',
    description: 'Leaks over the kitchen after every storm; about 400 square feet.',
    project_type_id: type.id,
    project_sub_type_id: type.project_sub_types[0].id,
    street_address: '350 5th Ave',
    zipcode: '10001',
    budget: '2500.50',
    ...overrides,
  };
}

/**
 * The smallest file `file-type` sniffs as video/mp4: an ISO-BMFF `ftyp` box (brand isom) and an
 * empty `mdat`. The server checks what the bytes are, not whether the video plays.
 */
export function makeMp4(): Buffer {
  const box = (type: string, payload: Buffer) => {
    const bytes = Buffer.alloc(8 + payload.length);
    bytes.writeUInt32BE(8 + payload.length, 0);
    bytes.write(type, 4, 'latin1');
    payload.copy(bytes, 8);
    return bytes;
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(16))]);
}

/** The notifications one user got about one project, oldest first. */
export async function notificationsOf(t: TestApp, userId: number, projectId: number) {
  return t.db
    .select({ taskName: notifications.taskName, text: notifications.notification, tag: notifications.tag })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.projectId, projectId)))
    .orderBy(notifications.id);
}

/** Takes a provider's company name away, so it is shown by the user's name. */
export async function clearCompanyName(t: TestApp, providerId: number) {
  await t.db.update(providers).set({ companyName: null }).where(eq(providers.id, providerId));
}
