import { billingMessages, billingTexts } from '@homebid/contracts/billing';
import { expect, test } from '@playwright/test';
import { DEMO_LEADS, DEMO_PROJECTS } from '../apps/api/src/seeds/demo/demo-catalogue';
import { AXE_DEFINITION_LIST_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { signInAsDemo } from './support/session';

// Billing history and receipts with the demo provider, whose seed saved a sandbox Visa 4242, topped
// the wallet up with it and paid a lead by it: the top-up is listed with its card, and its receipt
// opens, ready to print; so does the lead's.
// The demo provider is only read here, so these tests run beside any other.

const A11Y_RULES = axeRules(AXE_DEFINITION_LIST_RULES);
const VISA = 'Visa •••• 4242';

async function openFirstTopUpReceipt(page: import('@playwright/test').Page) {
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: billingTexts.title, level: 1 })).toBeVisible();
  const topUp = page.getByRole('listitem').filter({ hasText: billingTexts.topUp }).first();
  await expect(topUp).toContainText(VISA);
  await expect(topUp).toContainText('Paid');
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page, A11Y_RULES);
  await topUp
    .getByRole('link', { name: `${billingTexts.receipt} ${billingTexts.receiptSuffix(billingTexts.topUp)}` })
    .click();
  await expect(page).toHaveURL(/\/billing\/charge-\d+\/receipt$/);
  return violations;
}

test('the demo pro’s billing history lists its sandbox top-up, and the receipt opens with card and reference', async ({
  page,
}) => {
  // Two receipts (the top-up's and the lead's) and a print preview.
  test.setTimeout(90_000);
  await signInAsDemo(page);
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Billing history' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  expect(await openFirstTopUpReceipt(page)).toEqual([]);

  const receipt = page.getByRole('article', { name: billingTexts.receiptTitle });
  await expect(receipt).toContainText('HomeBid, Inc.');
  await expect(receipt).toContainText(VISA);
  await expect(receipt).toContainText(billingTexts.topUp);
  await expect(receipt).toContainText(/charge-\d+/);
  await expect(receipt).toContainText(/pi_/);
  await expect(page.getByRole('button', { name: billingTexts.print })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

  // Print hides everything but the receipt.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: billingTexts.print })).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The lead the seed paid by card: listed with the card, its receipt names the project.
  const leadTitle = DEMO_PROJECTS.find(
    (p) => p.number === DEMO_LEADS.find((lead) => lead.pay === 'card')?.project,
  )?.title;
  const leadDescription = billingTexts.lead(leadTitle ?? '');
  await page.goto('/billing');
  const lead = page.getByRole('listitem').filter({ hasText: leadDescription });
  await expect(lead).toContainText(VISA);
  await expect(lead).toContainText('Paid');
  await lead
    .getByRole('link', { name: `${billingTexts.receipt} ${billingTexts.receiptSuffix(leadDescription)}` })
    .click();
  await expect(page.getByRole('article', { name: billingTexts.receiptTitle })).toContainText(leadDescription);

  // Another's (or no) charge: the page says it is not on this account.
  await page.goto('/billing/charge-999999999/receipt');
  await expect(page.getByText(billingMessages.notFound)).toBeVisible();
});

test('@phone billing history and a receipt fit 360 px and pass axe', async ({ page }) => {
  await signInAsDemo(page);
  expect(await openFirstTopUpReceipt(page)).toEqual([]);
  await expect(page.getByRole('article', { name: billingTexts.receiptTitle })).toContainText(VISA);
  await page.waitForLoadState('networkidle');
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  await page.goto('/billing');
  await expect(page.getByRole('listitem').filter({ hasText: billingTexts.topUp }).first()).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
});
