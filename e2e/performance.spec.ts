import { FALLBACK_LEAD_PRICE_CENTS } from '@homebid/contracts/leads';
import { formatDollars } from '@homebid/contracts/wallet';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_LEADS } from '../apps/api/src/seeds/demo/demo-catalogue';
import { performanceTexts } from '../apps/web/src/features/performance/texts';
import { AXE_DEFINITION_LIST_RULES, AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { signInAsDemo } from './support/session';

// The performance page with the demo provider, whose seed bought leads, bid and was hired: the
// tiles show the period's figures, and each chart's Show table lists the numbers its bars show.
// The demo provider is only read here, so these tests run beside any other.

const A11Y_RULES = axeRules(AXE_DEFINITION_LIST_RULES, AXE_ROLE_RULES, 'scrollable-region-focusable');

async function openPerformance(page: Page, { viaMenu = true } = {}) {
  await signInAsDemo(page);
  if (viaMenu) {
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Performance' }).click();
    await expect(page).toHaveURL(/\/performance$/);
  } else {
    await page.goto('/performance');
  }
  await expect(page.getByRole('heading', { name: performanceTexts.pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: performanceTexts.summaryTitle })).toBeVisible();
}

/** The value a summary tile shows for a figure. */
const tile = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the demo pro’s performance shows its figures, and Show table lists the chart’s numbers', async ({ page }) => {
  await openPerformance(page);
  // Its seed bought three leads at the default price (two from the wallet, one by card), as its
  // ledger and billing history hold them; no other test buys a lead as the demo provider.
  const price = FALLBACK_LEAD_PRICE_CENTS / 100;
  await expect(tile(page, 'Leads bought')).toHaveText(String(DEMO_LEADS.length));
  await expect(tile(page, 'Spend')).toHaveText(formatDollars(DEMO_LEADS.length * price));
  await expect(tile(page, 'Cost per lead')).toHaveText(formatDollars(price));
  // The demo pro bid on several projects and was hired on some.
  expect(Number(await tile(page, 'Bids').textContent())).toBeGreaterThan(0);
  expect(Number(await tile(page, 'Hires').textContent())).toBeGreaterThan(0);
  await expect(tile(page, 'Win rate')).toHaveText(/^\d+%$/);
  await expect(tile(page, 'Revenue won')).toHaveText(/^\$[\d,]+(\.\d\d)?$/);

  const chart = page.getByRole('figure', { name: performanceTexts.chartLabel('Bids') });
  const bars = await chart.locator('rect > title').allTextContents();
  expect(bars).toHaveLength(12);
  const toggle = chart.getByRole('button', { name: performanceTexts.tableToggle(false, 'Bids') });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(chart.getByRole('button', { name: performanceTexts.tableToggle(true, 'Bids') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const table = chart.getByRole('table', { name: performanceTexts.chartLabel('Bids') });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => `${tr.querySelector('th')?.textContent}: ${tr.querySelector('td')?.textContent}`),
    );
  expect(rows).toEqual(bars);
  // The months' bids add up to the tile's total.
  const sum = rows.reduce((total, row) => total + Number(row.split(': ')[1]), 0);
  expect(String(sum)).toBe(await tile(page, 'Bids').textContent());

  const services = page.getByRole('region', { name: performanceTexts.servicesTitle });
  await expect(services.getByRole('table')).toBeVisible();
  expect(await services.locator('tbody tr').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
});

test('@phone /performance at 360 px', async ({ page }) => {
  await openPerformance(page, { viaMenu: false });
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: performanceTexts.tableToggle(false, 'Spend') }).click();
  await expect(page.getByRole('table', { name: performanceTexts.chartLabel('Spend') })).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
});
