import { chatTexts } from '@homebid/contracts/chat';
import { leadMessages, leadPaymentMessages, leadTexts, REFUND_RULES } from '@homebid/contracts/leads';
import { spendMessages } from '@homebid/contracts/spend-control';
import { subscriptionMessages } from '@homebid/contracts/subscriptions';
import { formatDollars, SANDBOX_TEST_CARDS, walletMessages, walletTexts } from '@homebid/contracts/wallet';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { newProvider, registerProviderViaApi } from './support/accounts';
import { AXE_DEFINITION_LIST_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { type PostedProject, postProject, signUpCustomer, type TestCustomer } from './support/marketplace';
import { hireBid, placeBid, providerSession, TEST_PROVIDER_AREA, uniqueTitle } from './support/marketplace-data';
import { signInAsNewProvider } from './support/session';

// Money through the browser with the built-in sandbox card processor (CONTRACT §6a): a provider of
// each test's own adds a card, funds the wallet, buys a lead and sees the customer's phone, asks for
// a refund; pays a lead by card; becomes Pro+ (PRO + badge), cancels and resumes. Each test has its
// own provider, customer and project, so the tests run in any order and in parallel.

// A worker's first page right after the server starts can take longer than the sign-in helper's
// wait for the dashboard on a busy two-core machine: load the app's shell and chunks once first.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  await page.close();
});

/** '(7xx) xxx-xxxx', as the customer card shows a ten-digit number. */
const shownPhone = (mobile: string) => `(${mobile.slice(0, 3)}) ${mobile.slice(3, 6)}-${mobile.slice(6)}`;

/** A customer of the test's own (own request context) and a project in the test provider's area. */
async function customerProject(baseURL: string): Promise<{ customer: TestCustomer; project: PostedProject }> {
  const request = await playwrightRequest.newContext({ baseURL });
  const customer = await signUpCustomer(request);
  const project = await postProject(request, customer, {
    title: uniqueTitle('Replace cracked roof tiles'),
    service: TEST_PROVIDER_AREA.service,
    zipcode: '94105',
    budget: '1800',
  });
  await request.dispose();
  return { customer, project };
}

/** Fills the Add Card dialog (sandbox fields) and saves the card. */
async function addCardInDialog(page: Page, title: string, number: string = SANDBOX_TEST_CARDS.succeeds) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Cardholder name').fill('Riley Pro');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
}

test('add a card, fund the wallet, buy a lead and see the phone, then ask for a refund', async ({ page, baseURL }) => {
  await signInAsNewProvider(page, { prefix: 'wallet' });
  const { customer, project } = await customerProject(baseURL ?? '');

  // An empty wallet: no transactions, 'Add Card' (no cards yet).
  await page.goto('/wallet-history');
  await expect(page.getByRole('heading', { name: walletTexts.currentBalance })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  await expect(page.getByText(walletTexts.noTransactions)).toBeVisible();
  await page.getByRole('button', { name: walletTexts.addCard, exact: true }).click();
  // The spec's name rule first: letters and spaces only.
  const addCard = page.getByRole('dialog', { name: walletTexts.addCard });
  await addCard.getByLabel('Cardholder name').fill('R2-D2');
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(addCard.getByText(walletMessages.cardholderNameInvalid)).toBeVisible();
  await addCardInDialog(page, walletTexts.addCard);

  // With a card: Add Funds and Manage Cards, the card shown as brand, last four and MM/YY.
  await page.getByRole('button', { name: walletTexts.manageCards }).click();
  const manage = page.getByRole('dialog', { name: walletTexts.manageCards });
  await expect(manage.getByText('Visa •••• 4242')).toBeVisible();
  await expect(manage.getByText('Expires 12/34')).toBeVisible();
  await manage.getByRole('button', { name: 'Close', exact: true }).last().click();
  await page.getByRole('link', { name: walletTexts.addFunds }).click();

  // Fund the wallet: an amount chip, the saved card, CONTINUE, 'Payment Successful!'.
  await expect(page).toHaveURL(/\/add-funds$/);
  await expect(page.getByRole('heading', { name: walletTexts.fundTitle })).toBeVisible();
  await page.getByRole('button', { name: walletTexts.continue }).click();
  await expect(page.getByText(walletMessages.selectAmountAndCard)).toBeVisible();
  const chip = page.getByRole('group', { name: 'Amount' }).getByRole('radio').first();
  const chipLabel = (await chip.locator('xpath=..').textContent())?.trim() ?? '';
  await chip.check({ force: true });
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await page.getByRole('button', { name: walletTexts.continue }).click();
  const paid = page.getByRole('dialog', { name: walletTexts.paymentSuccessful });
  await expect(paid).toBeVisible();
  await expect(paid.getByText(walletTexts.amountAdded)).toBeVisible();
  await paid.getByRole('button', { name: walletTexts.done }).click();
  await expect(page).toHaveURL(/\/wallet-history$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText(chipLabel);
  const topUp = page.getByRole('region', { name: walletTexts.transactionHistory }).getByRole('listitem').first();
  await expect(topUp.getByText(walletTexts.added)).toBeVisible();
  await expect(topUp).toContainText(chipLabel);

  // The lead card before purchase: price, unlocks of 4, age, phone verified; no phone yet.
  await page.goto(`/project-detail/${project.id}/projects`);
  const lead = page.getByRole('region', { name: leadTexts.leadPrice });
  await expect(lead).toBeVisible();
  const price = (await lead.getByTestId('lead-price').textContent())?.trim() ?? '';
  expect(price).toMatch(/^\$\d+\.\d{2}$/);
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  await expect(lead).toContainText('0 of 4 pros unlocked this lead');
  await expect(page.getByText(shownPhone(customer.mobile))).toHaveCount(0);

  // Buy from the wallet: confirm, 'Processing...', then the success popup; the phone is shown.
  await lead.getByRole('button', { name: new RegExp(`^${leadTexts.buyLead}`) }).click();
  await page.getByRole('dialog', { name: leadTexts.buyLead }).getByRole('button', { name: leadTexts.buyLead }).click();
  const bought = page.getByRole('dialog', { name: leadTexts.purchased });
  await expect(bought).toBeVisible();
  await bought.getByRole('button', { name: 'Stay here' }).click();
  await expect(page.getByRole('link', { name: shownPhone(customer.mobile) })).toBeVisible();
  await expect(lead).toContainText('1 of 4 pros unlocked this lead');

  // The wallet paid it: a 'Used' line for the lead price.
  await page.goto('/wallet-history');
  const used = page.getByRole('region', { name: walletTexts.transactionHistory }).getByRole('listitem').first();
  await expect(used.getByText(walletTexts.used)).toBeVisible();
  await expect(used).toContainText(price);

  // A refund with a reason: the Refund Requested badge (or an automatic approval), then Done.
  await page.goto(`/project-detail/${project.id}/leads`);
  await page.getByRole('button', { name: leadTexts.requestRefund }).click();
  const refund = page.getByRole('dialog', { name: leadTexts.requestRefund });
  await refund.getByRole('button', { name: leadTexts.requestRefund }).click();
  await expect(refund.getByText(leadMessages.refundReasonEmpty)).toBeVisible();
  await refund.getByLabel(leadTexts.refundReasonLabel).fill('The customer says the job was already done.');
  await refund.getByRole('button', { name: leadTexts.requestRefund }).click();
  const answered = page.getByRole('dialog', { name: /Refund (request submitted|approved)/ });
  await expect(answered).toBeVisible();
  await answered.getByRole('button', { name: 'Stay here' }).click();
  await expect(page.getByText(/^(Refund Requested|Refunded)/)).toBeVisible();
  await expect(page.getByRole('button', { name: leadTexts.requestRefund })).toHaveCount(0);

  // Purchased Leads lists it.
  await page.goto('/leads');
  await expect(page.getByRole('heading', { name: leadTexts.purchasedLeads })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(project.title) })).toBeVisible();
});

test('a declined card changes nothing and says so', async ({ page }) => {
  await signInAsNewProvider(page, { prefix: 'declined' });
  await page.goto('/add-funds');
  await page.getByRole('button', { name: walletTexts.plusAddCard }).click();
  await addCardInDialog(page, walletTexts.addCard, SANDBOX_TEST_CARDS.declined);
  await page.getByRole('group', { name: 'Amount' }).getByRole('radio').first().check({ force: true });
  await page.getByRole('button', { name: walletTexts.continue }).click();
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
  await page.getByRole('link', { name: walletTexts.continueWithoutFunding }).click();
  await expect(page).toHaveURL(/\/wallet-history$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  await expect(page.getByText(walletTexts.noTransactions)).toBeVisible();
});

test('pay a lead by card: Summary opens the project with the phone', async ({ page, baseURL }) => {
  const provider = await signInAsNewProvider(page, { prefix: 'leadcard' });
  const { customer, project } = await customerProject(baseURL ?? '');
  const providerId = await page.evaluate(() => JSON.parse(localStorage.getItem('homebid.user') ?? '{}').provider_id);
  expect(provider.email).toBeTruthy();

  await page.goto(`/lead-payment/${providerId}/${project.id}`);
  await expect(page.getByRole('link', { name: leadPaymentMessages.backLink })).toHaveAttribute('href', '/leads');
  await expect(page.getByText(leadPaymentMessages.guarantee)).toBeVisible();
  await expect(page.getByText(leadPaymentMessages.serviceAmountBody)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${leadPaymentMessages.payNow}`) }).click();
  await expect(page.getByText(leadPaymentMessages.cardDetailsEmpty)).toBeVisible();

  await page.getByRole('button', { name: `+ ${leadPaymentMessages.addNewCard}` }).click();
  await addCardInDialog(page, leadPaymentMessages.addNewCard);
  await page.getByRole('button', { name: new RegExp(`^${leadPaymentMessages.payNow}`) }).click();
  const success = page.getByRole('dialog', { name: leadPaymentMessages.successTitle });
  await expect(success).toBeVisible();
  await expect(success.getByText(leadPaymentMessages.successBody)).toBeVisible();
  await success.getByRole('button', { name: leadPaymentMessages.summary }).click();
  await expect(page).toHaveURL(new RegExp(`/project-detail/\\d+/${project.id}/lead_projects$`));
  await expect(page.getByRole('link', { name: shownPhone(customer.mobile) })).toBeVisible();

  // Bought: the payment page now sends the provider to Purchased Leads.
  await page.goto(`/lead-payment/${providerId}/${project.id}`);
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('link', { name: new RegExp(project.title) })).toBeVisible();
});

test('a lead whose customer hired another pro stays under Purchased Leads, refunded, with the phone', async ({
  page,
  baseURL,
}) => {
  const provider = await signInAsNewProvider(page, { prefix: 'outbid' });
  const { customer, project } = await customerProject(baseURL ?? '');
  await fundThroughApi(page, provider);
  const headers = await providerSession(page.request, provider);
  const bought = await page.request.post('/api/v2/providers/wallets/update', {
    headers,
    data: { project_id: project.id },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const { amount: balanceAfterPurchase, lead_purchase: purchase } = (await bought.json()).data;
  const paid: number = purchase.amount_paid;

  // Another pro bids and the customer hires it.
  const rival = await registerProviderViaApi(page.request, 'completed', newProvider('rival'));
  const rivalBid = await placeBid(page.request, await providerSession(page.request, rival), project.id, {
    amount: 900,
  });
  await hireBid(page.request, customer, project.id, rivalBid);

  // Purchased Leads keeps the card and says what happened; the detail still shows the phone.
  const outcome = leadTexts.refundedOutcome(REFUND_RULES.hired_another, formatDollars(paid));
  await page.goto('/leads');
  const card = page.getByRole('listitem').filter({ hasText: project.title });
  await expect(card.getByTestId('lead-outcome')).toHaveText(outcome);
  await card.getByRole('link', { name: project.title }).click();
  await expect(page).toHaveURL(new RegExp(`/project-detail/${project.id}/leads$`));
  await expect(page.getByRole('link', { name: shownPhone(customer.mobile) })).toBeVisible();
  await expect(page.getByRole('region', { name: leadTexts.leadPrice }).getByTestId('lead-outcome')).toHaveText(outcome);
  // The chat stays readable and says why it can no longer be written in.
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(page.getByText(chatTexts.hiredAnotherReadOnly)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);

  // The refund is in the wallet: the balance is what it was plus the lead's price.
  await page.goto('/wallet-history');
  await expect(page.getByTestId('wallet-balance')).toHaveText(formatDollars(balanceAfterPurchase + paid));
});

test('become Pro+ and see the PRO + badge, then cancel and resume', async ({ page }) => {
  await signInAsNewProvider(page, { prefix: 'proplus' });
  await expect(page.getByText('PRO +')).toHaveCount(0);
  await page.goto('/become-pro');
  await expect(page.getByRole('heading', { name: subscriptionMessages.chooseAPlan })).toBeVisible();
  await expect(page.getByText(subscriptionMessages.becomeProTagline)).toBeVisible();
  await page.getByRole('button', { name: subscriptionMessages.confirmDetails }).click();
  await expect(page.getByText(subscriptionMessages.addPaymentMethodFirst)).toBeVisible();

  await page.getByRole('button', { name: `+ ${subscriptionMessages.addNewCard}` }).click();
  const dialog = page.getByRole('dialog', { name: subscriptionMessages.addNewCard });
  await expect(dialog.getByRole('button', { name: 'Save card' })).toBeDisabled();
  await addCardInDialog(page, subscriptionMessages.addNewCard);
  await page.getByRole('button', { name: subscriptionMessages.confirmDetails }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your Pro+ plan' })
    .getByRole('button', { name: /^Pay \$/ })
    .click();
  const upgraded = page.getByRole('dialog', { name: subscriptionMessages.upgradedTitle });
  await expect(upgraded.getByText(subscriptionMessages.upgradedBody)).toBeVisible();
  await upgraded.getByRole('button', { name: 'OK' }).click();
  // 1.5 s later a full page load of /dashboard (skip_wallet) or /add-funds, with the badge.
  await expect(page).toHaveURL(/\/(dashboard|add-funds)$/, { timeout: 10_000 });
  await expect(page.getByText('PRO +').first()).toBeVisible();

  await page.goto('/pro-plus');
  await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
  const currentPlan = page.getByRole('region', { name: /Active/ });
  await expect(currentPlan).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  await currentPlan.getByRole('button', { name: subscriptionMessages.cancel }).click();
  const confirm = page.getByRole('dialog', { name: subscriptionMessages.confirmCancellationTitle });
  await expect(confirm.getByText(subscriptionMessages.confirmCancellationBody)).toBeVisible();
  await confirm.getByRole('button', { name: subscriptionMessages.cancel }).click();
  const cancelled = page.getByRole('dialog', { name: subscriptionMessages.cancelledTitle });
  await expect(cancelled).toBeVisible();
  await cancelled.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/Your paid features expire on .* unless you resume/)).toBeVisible();
  // Cancelled keeps Pro+ until the end date.
  await expect(page.getByText('PRO +').first()).toBeVisible();

  await page.getByRole('button', { name: subscriptionMessages.resume }).click();
  const resumed = page.getByRole('dialog', { name: subscriptionMessages.resumedTitle });
  await expect(resumed.getByText(subscriptionMessages.resumedBody)).toBeVisible();
  await resumed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: /Active/ })).toBeVisible();
});

/** The provider's own API session, a saved sandbox card and a funded wallet, through the public API. */
async function fundThroughApi(page: Page, provider: { email: string; password: string }) {
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
    headers: { ...headers, 'Idempotency-Key': `e2e-${Date.now()}` },
    data: { plan_id: largest.id, payment_method: paymentMethod },
  });
  expect(funded.status(), await funded.text()).toBe(200);
}

test('without funds Buy lead goes to the wallet; a per-lead maximum refuses a dearer lead', async ({
  page,
  baseURL,
}) => {
  const provider = await signInAsNewProvider(page, { prefix: 'caps' });
  const { project } = await customerProject(baseURL ?? '');

  // An empty wallet: 'Insufficient funds', and the provider lands on /wallet-history.
  await page.goto(`/project-detail/${project.id}/projects`);
  const lead = page.getByRole('region', { name: leadTexts.leadPrice });
  await lead.getByRole('button', { name: new RegExp(`^${leadTexts.buyLead}`) }).click();
  await expect(page).toHaveURL(/\/wallet-history$/);
  await expect(page.getByText(walletMessages.insufficientFunds).first()).toBeVisible();

  // Spending limits: $1 at most per lead; return on spend has nothing yet.
  await expect(page.getByText(spendMessages.noReturnData)).toBeVisible();
  const limits = page.getByRole('region', { name: spendMessages.title });
  await limits.getByLabel(spendMessages.weeklyCapLabel).fill('5');
  await limits.getByLabel(spendMessages.dailyCapLabel).fill('10');
  await limits.getByRole('button', { name: spendMessages.save }).click();
  await expect(limits.getByText(spendMessages.weeklyBelowDaily)).toBeVisible();
  await limits.getByLabel(spendMessages.weeklyCapLabel).fill('');
  await limits.getByLabel(spendMessages.dailyCapLabel).fill('');
  await limits.getByLabel(spendMessages.perLeadMaxLabel).fill('1');
  await limits.getByRole('button', { name: spendMessages.save }).click();
  await expect(page.getByText(spendMessages.saved)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: spendMessages.title }).getByLabel(spendMessages.perLeadMaxLabel),
  ).toHaveValue('1');

  // Funded, the purchase is refused by the cap, and nothing is taken.
  await fundThroughApi(page, provider);
  await page.goto(`/project-detail/${project.id}/projects`);
  await lead.getByRole('button', { name: new RegExp(`^${leadTexts.buyLead}`) }).click();
  await page.getByRole('dialog', { name: leadTexts.buyLead }).getByRole('button', { name: leadTexts.buyLead }).click();
  const refused = page.getByRole('dialog', { name: leadMessages.leadPurchaseFailed });
  await expect(refused.getByText(/per-lead maximum of \$1\.00/)).toBeVisible();
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(lead.getByRole('button', { name: new RegExp(`^${leadTexts.buyLead}`) })).toBeVisible();
  await page.goto('/wallet-history');
  await expect(
    page.getByRole('region', { name: walletTexts.transactionHistory }).getByText(walletTexts.used),
  ).toHaveCount(0);
});

/** axe rules the money screens must pass: names, labels, ARIA use, lists, contrast, headings. */
const A11Y_RULES = axeRules(AXE_DEFINITION_LIST_RULES);

test('@phone the wallet, add funds and plans fit 360 px and pass axe', async ({ page }) => {
  const provider = await signInAsNewProvider(page, { prefix: 'phone' });
  await fundThroughApi(page, provider);
  const overflow = () => overflowOf(page);
  for (const [path, heading] of [
    ['/wallet-history', walletTexts.currentBalance],
    ['/add-funds', walletTexts.fundTitle],
    ['/become-pro', subscriptionMessages.chooseAPlan],
    ['/pro-plus', 'Manage Subscription'],
    ['/leads', leadTexts.purchasedLeads],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await overflow(), path).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, A11Y_RULES), path).toEqual([]);
  }
});
