import { type APIRequestContext, expect } from '@playwright/test';
import type { SessionHeaders, TestCustomer } from './marketplace';

// What e2e/support/marketplace.ts (customers, their projects, provider coverage) does not cover:
// a provider's bid, the customer's hire and completion, all through the public API.

/** The defaults of e2e/support/accounts.ts's test providers: zip 94104 in their 25-mile area, a roofing service. */
export const TEST_PROVIDER_AREA = { zipcode: '94104', service: 'Roof Repair' } as const;

const sessionOf = (headers: Record<string, string>): SessionHeaders => ({
  'access-token': headers['access-token'],
  client: headers.client,
  uid: headers.uid,
});

/** A provider's own API session (a sign-in of its own beside the browser's). */
export async function providerSession(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<SessionHeaders> {
  const answer = await request.post('/api/auth/sign_in.json', { data: { email, password, user_type: 2 } });
  expect(answer.status(), await answer.text()).toBe(200);
  return sessionOf(answer.headers());
}

/** The provider bids (multipart POST /v2/providers/projects/{id}/bid); answers the bid's id. */
export async function placeBid(
  request: APIRequestContext,
  provider: SessionHeaders,
  projectId: number,
  bid: { amount: number; hours?: number },
): Promise<number> {
  const answer = await request.post(`/api/v2/providers/projects/${projectId}/bid`, {
    headers: provider,
    multipart: {
      bid_amount: String(bid.amount),
      bid_type: bid.hours === undefined ? '0' : '1',
      ...(bid.hours === undefined ? {} : { hours: String(bid.hours) }),
      bid_breakdown: 'Materials and labour',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.bid_id;
}

/** The customer hires the provider of a bid (POST /v2/customers/projects/{id}/hire). */
export async function hireBid(request: APIRequestContext, customer: TestCustomer, projectId: number, bidId: number) {
  const answer = await request.post(`/api/v2/customers/projects/${projectId}/hire`, {
    headers: customer.headers,
    data: { bid_id: bidId },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The customer confirms the hired job is done (POST /v2/customers/projects/{id}/complete). */
export async function completeProject(request: APIRequestContext, customer: TestCustomer, projectId: number) {
  const answer = await request.post(`/api/v2/customers/projects/${projectId}/complete`, {
    headers: customer.headers,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A title nobody else's test uses. */
export const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
