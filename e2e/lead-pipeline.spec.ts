import { LEAD_PIPELINE_LABELS, pipelineMessages, pipelineTexts } from '@homebid/contracts/lead-pipeline';
import { SANDBOX_TEST_CARDS } from '@homebid/contracts/wallet';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { type PostedProject, postProject, signUpCustomer, type TestCustomer } from './support/marketplace';
import { providerSession, TEST_PROVIDER_AREA, uniqueTitle } from './support/marketplace-data';
import { signInAsNewProvider } from './support/session';

// Purchased Leads worked as a pipeline: a provider of the test's own buys a lead from a funded wallet,
// sets its status, a note and a follow-up date, finds them again after a reload, and filters by status.

/** A customer of the test's own and a project in the test provider's area. */
async function customerProject(baseURL: string): Promise<{ customer: TestCustomer; project: PostedProject }> {
  const request = await playwrightRequest.newContext({ baseURL });
  const customer = await signUpCustomer(request);
  const project = await postProject(request, customer, {
    title: uniqueTitle('Repaint the porch'),
    service: TEST_PROVIDER_AREA.service,
    zipcode: '94105',
    budget: '900',
  });
  await request.dispose();
  return { customer, project };
}

/** A saved sandbox card, a funded wallet and the lead bought from it, through the public API. */
async function buyLead(page: Page, provider: { email: string; password: string }, projectId: number) {
  const headers = await providerSession(page.request, provider);
  const method = await page.request.post('/api/payments/sandbox/payment_methods', {
    headers,
    data: { number: SANDBOX_TEST_CARDS.succeeds, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Riley Pro' },
  });
  expect(method.status(), await method.text()).toBe(200);
  const paymentMethod = (await method.json()).data.id;
  const saved = await page.request.post('/api/v2/providers/add_card_to_stripe', {
    headers,
    data: { payment_method: paymentMethod },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const plans = (await (await page.request.get('/api/v2/providers/wallet_plans', { headers })).json()).data;
  const largest = plans.reduce((a: { amount: number }, b: { amount: number }) => (b.amount > a.amount ? b : a));
  const funded = await page.request.post('/api/v2/providers/add_amount_to_wallet', {
    headers: { ...headers, 'Idempotency-Key': `e2e-pipeline-${Date.now()}` },
    data: { plan_id: largest.id, payment_method: paymentMethod },
  });
  expect(funded.status(), await funded.text()).toBe(200);
  const bought = await page.request.post('/api/v2/providers/wallets/update', {
    headers,
    data: { project_id: projectId },
  });
  expect(bought.status(), await bought.text()).toBe(200);
}

test('set a purchased lead to Contacted with a note and a follow-up; a reload keeps it; filter by status', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const provider = await signInAsNewProvider(page, { prefix: 'pipeline' });
  const { customer, project } = await customerProject(baseURL ?? '');
  await buyLead(page, provider, project.id);

  await page.goto('/leads');
  const lead = page.getByRole('listitem').filter({ hasText: project.title });
  const panel = lead.getByTestId('lead-pipeline');
  await expect(panel.getByRole('link', { name: `${pipelineTexts.call} ${customer.name}` })).toHaveAttribute(
    'href',
    `tel:${customer.mobile}`,
  );
  await expect(panel.getByRole('link', { name: `${pipelineTexts.email} ${customer.name}` })).toHaveAttribute(
    'href',
    `mailto:${customer.email}`,
  );
  await expect(panel.getByTestId('lead-paid')).toContainText('paid by wallet');
  await expect(panel.getByLabel(pipelineTexts.status)).toHaveValue('new');
  expect(await axeViolations(page, axeRules())).toEqual([]);

  await panel.getByLabel(pipelineTexts.status).selectOption('contacted');
  await panel.getByLabel(pipelineTexts.notes).fill('Called; visit on Saturday.');
  await panel.getByLabel(pipelineTexts.followUp).fill('2030-01-15');
  await panel.getByRole('button', { name: pipelineTexts.save }).click();
  await expect(panel.getByRole('status')).toHaveText(pipelineMessages.saved);

  await page.reload();
  await expect(panel.getByLabel(pipelineTexts.status)).toHaveValue('contacted');
  await expect(panel.getByLabel(pipelineTexts.notes)).toHaveValue('Called; visit on Saturday.');
  await expect(panel.getByLabel(pipelineTexts.followUp)).toHaveValue('2030-01-15');

  // The filter lives in the URL.
  await page.getByLabel(pipelineTexts.filterLabel).selectOption('contacted');
  await expect(page).toHaveURL(/\/leads\?status=contacted$/);
  await expect(lead).toBeVisible();
  await page.getByLabel(pipelineTexts.filterLabel).selectOption('won');
  await expect(page.getByText(pipelineTexts.noLeadsWithStatus(LEAD_PIPELINE_LABELS.won))).toBeVisible();
  await expect(lead).toHaveCount(0);
  await page.goto('/leads?status=contacted');
  await expect(lead).toBeVisible();

  // The dashboard counts the lead under Contacted.
  await page.goto('/dashboard');
  const counts = page.getByRole('navigation', { name: pipelineTexts.pipelineTitle });
  await expect(counts.getByRole('link', { name: `${LEAD_PIPELINE_LABELS.contacted} 1` })).toBeVisible();
  await expect(counts.getByRole('link', { name: `${LEAD_PIPELINE_LABELS.new} 0` })).toBeVisible();
});

test('@phone a purchased lead and its pipeline fit 360 px', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const provider = await signInAsNewProvider(page, { prefix: 'pipephone' });
  const { project } = await customerProject(baseURL ?? '');
  await buyLead(page, provider, project.id);
  await page.goto('/leads');
  const panel = page.getByRole('listitem').filter({ hasText: project.title }).getByTestId('lead-pipeline');
  await expect(panel.getByLabel(pipelineTexts.status)).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, axeRules())).toEqual([]);
});
