import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { codeSentTo, outboxMark } from './outbox';

// Marketplace data for the browser tests, made through the public API as a mobile app would
// (CONTRACT §5): customers sign up and post projects; providers set their services and areas.

export type SessionHeaders = Record<'access-token' | 'client' | 'uid', string>;

export interface TestCustomer {
  name: string;
  email: string;
  mobile: string;
  password: string;
  headers: SessionHeaders;
}

interface ServiceType {
  id: number;
  title: string;
  project_sub_types: Array<{ id: number; name: string }>;
}

async function catalogue(request: APIRequestContext): Promise<ServiceType[]> {
  const answer = await request.get('/api/service_list');
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data;
}

/** The type and sub-type ids of a service (sub-type) named in the catalogue, e.g. 'Roof Repair'. */
export async function serviceNamed(request: APIRequestContext, name: string) {
  const type = (await catalogue(request)).find((t) => t.project_sub_types.some((sub) => sub.name === name));
  const sub = type?.project_sub_types.find((s) => s.name === name);
  if (!type || !sub) throw new Error(`no service named ${name} in the catalogue`);
  return { projectTypeId: type.id, projectSubTypeId: sub.id };
}

async function signIn(request: APIRequestContext, email: string, password: string, userType: 1 | 2) {
  const answer = await request.post('/api/auth/sign_in.json', { data: { email, password, user_type: userType } });
  expect(answer.status(), await answer.text()).toBe(200);
  const headers = answer.headers();
  return { 'access-token': headers['access-token'], client: headers.client, uid: headers.uid };
}

/**
 * A customer of the test's own: POST /api/v1/customers/signup, the texted code (from the outbox)
 * to /api/validate_user, then a password sign-in (user_type 1). Pass a request context that is not
 * the page's, so the customer's session never mixes with the provider's browser.
 */
export async function signUpCustomer(request: APIRequestContext, name = 'Casey Customer'): Promise<TestCustomer> {
  const tag = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  const customer = {
    name,
    email: `customer.${tag}@example.test`,
    mobile: `7${String(randomInt(1e9)).padStart(9, '0')}`,
    password: `Pass-${tag}`,
  };
  const mark = outboxMark(customer.mobile);
  const started = await request.post('/api/v1/customers/signup', {
    data: { name, email: customer.email, mobile_number: customer.mobile, password: customer.password },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { confirmation_token } = (await started.json()).data;
  const otp = await codeSentTo(customer.mobile, mark);
  const verified = await request.post('/api/validate_user', { data: { confirmation_token, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...customer, headers: await signIn(request, customer.email, customer.password, 1) };
}

/** A photo-like JPEG: a sky-to-roof gradient with a house shape, made here (no fixture files). */
export async function makeProjectPhoto(hue = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,75%)"/><stop offset="1" stop-color="hsl(${hue},40%,92%)"/>
    </linearGradient></defs>
    <rect width="960" height="640" fill="url(#sky)"/>
    <rect y="520" width="960" height="120" fill="hsl(110,35%,45%)"/>
    <polygon points="250,300 480,130 710,300" fill="hsl(10,45%,40%)"/>
    <rect x="290" y="300" width="380" height="230" fill="hsl(40,30%,85%)"/>
    <rect x="440" y="400" width="80" height="130" fill="hsl(20,35%,35%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The smallest file the server sniffs as video/mp4 (an ISO-BMFF `ftyp` box and an empty `mdat`):
 * it is stored and listed as a video, though there is nothing to play.
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

export interface ProjectToPost {
  title: string;
  description?: string;
  /** A service (sub-type) name of the catalogue. */
  service: string;
  streetAddress?: string;
  zipcode: string;
  budget?: string;
  questionAnswers?: Array<{ question: string; answer: unknown; question_type: number }>;
  files?: Array<{ name: string; mimeType: string; buffer: Buffer }>;
}

export interface PostedProject {
  id: number;
  public_project_id: string;
  title: string;
  street_address: string;
}

/** POST /api/v2/customers/projects as the customer (multipart, files[] beside the fields). */
export async function postProject(
  request: APIRequestContext,
  customer: TestCustomer,
  project: ProjectToPost,
): Promise<PostedProject> {
  const { projectTypeId, projectSubTypeId } = await serviceNamed(request, project.service);
  const form = new FormData();
  form.set('title', project.title);
  form.set('description', project.description ?? 'Please quote for the work described.');
  form.set('project_type_id', String(projectTypeId));
  form.set('project_sub_type_id', String(projectSubTypeId));
  form.set('street_address', project.streetAddress ?? '500 Howard St');
  form.set('zipcode', project.zipcode);
  if (project.budget) form.set('budget', project.budget);
  if (project.questionAnswers) form.set('question_answers', JSON.stringify(project.questionAnswers));
  for (const file of project.files ?? []) {
    form.append('files[]', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const answer = await request.post('/api/v2/customers/projects', { headers: customer.headers, multipart: form });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.project;
}

export interface Coverage {
  /** The one service area: its centre's zip code and radius in miles. */
  zipcode: string;
  radius: number;
  /** Service (sub-type) names of the catalogue. */
  services: string[];
}

/**
 * Gives a provider exactly these services and this one service area through the profile API
 * (PUT /api/providers/update.json), so the projects a test posts there match it.
 */
export async function setProviderCoverage(
  request: APIRequestContext,
  provider: { email: string; password: string; companyName: string },
  coverage: Coverage,
) {
  const headers = await signIn(request, provider.email, provider.password, 2);
  const services = await Promise.all(coverage.services.map((name) => serviceNamed(request, name)));
  const answer = await request.put('/api/providers/update.json', {
    headers,
    data: {
      provider: {
        company_name: provider.companyName,
        company_type: 2,
        street_address: '548 Market St',
        zipcode: coverage.zipcode,
        years_of_business: 5,
        project_type_ids: [...new Set(services.map((s) => s.projectTypeId))],
        project_sub_type_ids: services.map((s) => s.projectSubTypeId),
        provider_locations_attributes: [{ zipcode: coverage.zipcode, radius: coverage.radius }],
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
