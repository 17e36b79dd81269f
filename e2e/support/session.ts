import { type TRole, USER_TYPE } from '@homebid/contracts/constants';
import { expect, type Page } from '@playwright/test';
import {
  type BusinessOptions,
  DEFAULT_COMPANY,
  newProvider,
  registerProviderViaApi,
  type TestProvider,
} from './accounts';

export const DEMO = { email: 'demo.pro@homebid.local', password: 'HomeBid-demo-2026', name: 'Dana Demo' } as const;

/**
 * The first page of a fresh browser context fetches the whole app uncached. On a busy two-core CI
 * machine that once took over the default 7 s; it is the test's setup, not what the test asserts.
 */
const FIRST_PAGE_TIMEOUT = 20_000;

/** Signs the demo provider in through the login form, as a person would. */
export async function signInAsDemo(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: FIRST_PAGE_TIMEOUT });
}

export interface SignedInProvider extends TestProvider {
  companyName: string;
}

/**
 * A provider of this test's own, registered to the end through the public API (codes from the
 * outbox), signed in on the page's browser context and left on the dashboard. Tests that change
 * a provider use one of these, so they run in any order and in parallel.
 */
export async function signInAsNewProvider(
  page: Page,
  options: BusinessOptions & { prefix?: string } = {},
): Promise<SignedInProvider> {
  const provider = await registerProviderViaApi(page.request, 'completed', newProvider(options.prefix), options);
  await signInViaApi(page, provider);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${provider.name}` })).toBeVisible({
    timeout: FIRST_PAGE_TIMEOUT,
  });
  return { ...provider, companyName: options.companyName ?? DEFAULT_COMPANY };
}

/**
 * Signs in with the password through the API and keeps the session as the web app does
 * (apps/web/src/lib/session.ts, spec §3): the devise cookies plus the user in localStorage.
 * Quicker than the login form, which tests of their own cover. `role` says which side signs in.
 */
export async function signInViaApi(
  page: Page,
  { email, password }: { email: string; password: string },
  role: TRole = 'provider',
) {
  const answer = await page.request.post('/api/auth/sign_in.json', {
    data: { email, password, user_type: USER_TYPE[role] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const headers = answer.headers();
  const body = await answer.json();
  const expires = Number(headers.expiry);
  const cookies = {
    'access-token': headers['access-token'],
    client: headers.client,
    uid: headers.uid,
    expiry: headers.expiry,
    provider_id: String(body.data.provider_id ?? ''),
    isLogin: 'true',
  };
  // Any page of the origin will do to write its storage; the health check is the lightest.
  await page.goto('/api/health');
  const { origin } = new URL(page.url());
  await page.context().addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: origin,
      expires,
      sameSite: 'Strict' as const,
    })),
  );
  const user = JSON.stringify({ ...body.data, signup_status: body.signup_status });
  await page.evaluate((value) => localStorage.setItem('homebid.user', value), user);
}
