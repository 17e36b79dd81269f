import { leadTexts } from '@homebid/contracts/leads';
import { projectLiveTexts } from '@homebid/contracts/notifications';
import { projectNotificationTexts, projectTexts } from '@homebid/contracts/projects';
import { subscriptionMessages } from '@homebid/contracts/subscriptions';
import { SANDBOX_TEST_CARDS } from '@homebid/contracts/wallet';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newProvider, registerProviderViaApi } from './support/accounts';
import { openLive } from './support/live';
import { postProject, type SessionHeaders, signUpCustomer, type TestCustomer } from './support/marketplace';
import {
  completeProject,
  hireBid,
  placeBid,
  providerSession,
  TEST_PROVIDER_AREA,
  uniqueTitle,
} from './support/marketplace-data';
import { signInAsNewProvider, signInViaApi } from './support/session';

// An open page follows its project (hire, completion, a lead unlocked by
// another pro, a new message) with a toast, and a second signed-in device sees a new Pro+ plan;
// CONFIRM DETAILS shows what will be charged before anything is.

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function customerProject(request: APIRequestContext, what: string) {
  const customer = await signUpCustomer(request);
  const project = await postProject(request, customer, {
    title: uniqueTitle(what),
    service: TEST_PROVIDER_AREA.service,
    zipcode: '94105',
    budget: '2400',
  });
  return { customer, project };
}

async function customerWrites(
  request: APIRequestContext,
  customer: TestCustomer,
  projectId: number,
  providerId: number,
) {
  const answer = await request.post('/api/messages/chat_creation', {
    headers: customer.headers,
    multipart: {
      message: JSON.stringify({ project_id: projectId, provider_id: providerId, msg: 'Are you free on Monday?' }),
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function providerIdOf(request: APIRequestContext, provider: { email: string; password: string }) {
  const answer = await request.post('/api/auth/sign_in.json', {
    data: { email: provider.email, password: provider.password, user_type: 2 },
  });
  return (await answer.json()).data.provider_id as number;
}

/** A saved sandbox card and a funded wallet, through the public API. */
async function fund(request: APIRequestContext, headers: SessionHeaders) {
  const method = await request.post('/api/payments/sandbox/payment_methods', {
    headers,
    data: { number: SANDBOX_TEST_CARDS.succeeds, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Riley Pro' },
  });
  const paymentMethod = (await method.json()).data.id;
  await request.post('/api/v2/providers/add_card_to_stripe', { headers, data: { payment_method: paymentMethod } });
  const plans = (await (await request.get('/api/v2/providers/wallet_plans', { headers })).json()).data;
  const largest = plans.reduce((a: { amount: number }, b: { amount: number }) => (b.amount > a.amount ? b : a));
  const funded = await request.post('/api/v2/providers/add_amount_to_wallet', {
    headers: { ...headers, 'Idempotency-Key': `e2e-live-${Date.now()}` },
    data: { plan_id: largest.id, payment_method: paymentMethod },
  });
  expect(funded.status(), await funded.text()).toBe(200);
  return paymentMethod as string;
}

test('the open project detail follows a new message, the hire and the completion, with a toast each', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pro = await signInAsNewProvider(page, { prefix: 'live' });
  const proHeaders = await providerSession(page.request, pro);
  const providerId = await providerIdOf(page.request, pro);
  const { customer, project } = await customerProject(page.request, 'Re-roof the garage');
  const bidId = await placeBid(page.request, proHeaders, project.id, { amount: 2200 });

  await openLive(page, `/project-detail/${project.id}/my_projects`);
  const bidPanel = page.getByRole('region', { name: 'Your bid' });
  await expect(bidPanel.getByRole('button', { name: projectTexts.editBid })).toBeVisible();

  // The first message of an exchange is a notification; the next ones come as project changes.
  await customerWrites(page.request, customer, project.id, providerId);
  await expect(toast(page, `A customer sent you a message about ${project.title}`)).toBeVisible();
  await customerWrites(page.request, customer, project.id, providerId);
  await expect(toast(page, projectLiveTexts.message)).toBeVisible();

  // The bid form is open when the customer hires: it goes, and the toast says why.
  await bidPanel.getByRole('button', { name: projectTexts.editBid }).click();
  await expect(page.getByRole('dialog', { name: projectTexts.editBid })).toBeVisible();
  await hireBid(page.request, customer, project.id, bidId);
  await expect(toast(page, projectNotificationTexts.hired(project.title))).toBeVisible();
  await expect(page.getByRole('dialog', { name: projectTexts.editBid })).toHaveCount(0);
  // Without a reload: no more In-Bidding and Edit Bid.
  await expect(bidPanel.getByRole('button', { name: projectTexts.editBid })).toHaveCount(0);
  await expect(bidPanel.getByText('In-Bidding', { exact: true })).toHaveCount(0);

  await completeProject(page.request, customer, project.id);
  await expect(toast(page, projectNotificationTexts.completedByCustomer(project.title))).toBeVisible();
});

test("the open project detail counts another pro's unlock of its lead live", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewProvider(page, { prefix: 'watcher' });
  const { project } = await customerProject(page.request, 'Patch the flat roof');
  const rival = await registerProviderViaApi(page.request, 'completed', newProvider('rival'));
  const rivalHeaders = await providerSession(page.request, rival);
  await fund(page.request, rivalHeaders);

  await openLive(page, `/project-detail/${project.id}/projects`);
  await expect(page.getByText(leadTexts.unlocks(0, 4))).toBeVisible();
  const bought = await page.request.post('/api/v2/providers/wallets/update', {
    headers: { ...rivalHeaders, 'Idempotency-Key': `e2e-unlock-${Date.now()}` },
    data: { project_id: project.id },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  await expect(page.getByText(leadTexts.unlocks(1, 4))).toBeVisible();
  await expect(toast(page, projectLiveTexts.lead_unlocked)).toBeVisible();
});

test('Pro+: CONFIRM DETAILS shows the charge first; a second device sees the new plan without signing in again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pro = await signInAsNewProvider(page, { prefix: 'plan' });
  await fund(page.request, await providerSession(page.request, pro));
  // The same provider on a second device, on its dashboard: no PRO + yet.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signInViaApi(second, pro);
  await openLive(second, '/dashboard');
  await expect(second.getByText('PRO +')).toHaveCount(0);

  await page.goto('/become-pro');
  await page.getByRole('button', { name: subscriptionMessages.confirmDetails }).click();
  const summary = page.getByRole('dialog', { name: 'Confirm your Pro+ plan' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Visa •••• 4242');
  await expect(summary).toContainText(/Monthly|Yearly/);
  await expect(summary).toContainText(/Renews on/);
  await expect(summary).toContainText(/\$\d+\.\d{2}/);
  // Nothing is charged until Pay.
  const before = await page.request.get('/api/v2/providers/current_package', {
    headers: await providerSession(page.request, pro),
  });
  expect((await before.json()).data.subscription).toBeNull();
  await summary.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('dialog', { name: subscriptionMessages.upgradedTitle })).toBeVisible();

  // The other device follows without a reload or a new sign-in.
  await expect(second.getByText('PRO +').first()).toBeVisible({ timeout: 15_000 });

  await page.goto('/pro-plus');
  await page
    .getByRole('region', { name: /Active/ })
    .getByRole('button', { name: subscriptionMessages.cancel })
    .click();
  const confirm = page.getByRole('dialog', { name: subscriptionMessages.confirmCancellationTitle });
  await expect(confirm).toContainText(subscriptionMessages.confirmCancellationBody);
  await expect(confirm).toContainText(/You keep your Pro\+ features until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await other.close();
});
