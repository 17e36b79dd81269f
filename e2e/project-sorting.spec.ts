import { randomInt } from 'node:crypto';
import { AVAILABLE_PAGE_SIZE, AVAILABLE_SORT_LABELS } from '@homebid/contracts/projects';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { projectScreenTexts as t } from '../apps/web/src/features/projects/texts';
import { axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { postProject, setProviderCoverage, signUpCustomer } from './support/marketplace';
import { signInAsNewProvider } from './support/session';

// A new provider covering downtown Seattle for roof repairs finds a customer's projects: sorted by
// budget, filtered by budget, and over two pages. Each test has its own provider, customer and
// title tag (the title search keeps other tests' projects out of the list).

const AREA = { zipcode: '98101', radius: 5, services: ['Roof Repair'] };
const A11Y_RULES = axeRules();

const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
/** Types into both budget fields in one task, as React sees two changes before it renders again. */
async function setBothBudgets(page: Page, min: string, max: string) {
  const fields = [page.getByLabel(t.minBudget, { exact: true }), page.getByLabel(t.maxBudget, { exact: true })];
  const [minField, maxField] = await Promise.all(fields.map((field) => field.elementHandle()));
  await page.evaluate(
    ({ minField, maxField, min, max }) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (const [field, value] of [
        [minField, min],
        [maxField, max],
      ] as const) {
        setValue?.call(field, value);
        field?.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    { minField, maxField, min, max },
  );
}

/** A provider of the area, and a customer's projects there with these budgets (oldest first). */
async function market(page: Page, request: APIRequestContext, budgets: Array<string | undefined>) {
  const pro = await signInAsNewProvider(page);
  await setProviderCoverage(request, pro, AREA);
  const customer = await signUpCustomer(request);
  const tag = unique();
  const titles: string[] = [];
  for (const [i, budget] of budgets.entries()) {
    const project = await postProject(request, customer, {
      title: `Roof job ${i + 1} ${tag}`,
      service: 'Roof Repair',
      zipcode: AREA.zipcode,
      budget,
    });
    titles.push(project.title);
  }
  return { tag, titles };
}

test.describe('Available Projects: Sort by, Budget and pages', () => {
  test('sorts by budget, filters by budget, keeps both in the URL, and cards show budget and lead price', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { tag, titles } = await market(page, request, ['300', '2500', '900']);
    await page.goto(`/projects/all/1?q=${tag}`);
    // Newest first by default.
    await expect(cardTitles(page)).toHaveText([titles[2], titles[1], titles[0]]);
    await expect(page.getByText(t.showing(1, 3, 3))).toBeVisible();
    await expect(card(page, titles[1])).toContainText(t.cardBudget('$2,500.00'));
    await expect(card(page, titles[1])).toContainText(/Lead \$\d+\.\d{2}/);

    await page.getByLabel(t.sortBy, { exact: true }).selectOption({ label: AVAILABLE_SORT_LABELS.budget });
    await expect(page).toHaveURL(/[?&]sort=budget/);
    await expect(cardTitles(page)).toHaveText([titles[1], titles[2], titles[0]]);

    await page.getByLabel(t.minBudget, { exact: true }).fill('500');
    await page.getByLabel(t.maxBudget, { exact: true }).fill('1000');
    await expect(page).toHaveURL(/[?&]min_budget=500/);
    await expect(page).toHaveURL(/[?&]max_budget=1000/);
    await expect(cardTitles(page)).toHaveText([titles[2]]);
    await expect(page.getByText(t.showing(1, 1, 1))).toBeVisible();

    // Both bounds changed in the same moment settle in the same tick: the address keeps both.
    await setBothBudgets(page, '800', '2600');
    await expect(page).toHaveURL(/[?&]min_budget=800(&|$)/);
    await expect(page).toHaveURL(/[?&]max_budget=2600(&|$)/);
    await expect(cardTitles(page)).toHaveText([titles[1], titles[2]]);
    await setBothBudgets(page, '500', '1000');
    await expect(page).toHaveURL(/[?&]min_budget=500(&|$)/);
    await expect(page).toHaveURL(/[?&]max_budget=1000(&|$)/);
    await expect(cardTitles(page)).toHaveText([titles[2]]);

    // Kept through a reload.
    await page.reload();
    await expect(page.getByLabel(t.sortBy, { exact: true })).toHaveValue('budget');
    await expect(page.getByLabel(t.minBudget, { exact: true })).toHaveValue('500');
    await expect(cardTitles(page)).toHaveText([titles[2]]);

    // A minimum above the maximum says so and filters by neither.
    await page.getByLabel(t.minBudget, { exact: true }).fill('2000');
    await expect(page.getByRole('alert').filter({ hasText: t.budgetRangeInvalid })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([titles[1], titles[2], titles[0]]);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  });

  test('answers pages of 30 with the count, and Next and Previous move between them', async ({ page, request }) => {
    test.setTimeout(180_000);
    const count = AVAILABLE_PAGE_SIZE + 2;
    const { tag, titles } = await market(
      page,
      request,
      Array.from({ length: count }, () => undefined),
    );
    await page.goto(`/projects/all/1?q=${tag}`);
    const pages = page.getByRole('navigation', { name: t.pagesLabel });
    await expect(pages).toContainText(t.showing(1, AVAILABLE_PAGE_SIZE, count));
    await expect(cardTitles(page)).toHaveCount(AVAILABLE_PAGE_SIZE);
    await expect(pages.getByRole('button', { name: t.previousPage })).toBeDisabled();

    await pages.getByRole('button', { name: t.nextPage }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pages).toContainText(t.showing(AVAILABLE_PAGE_SIZE + 1, count, count));
    // The oldest two are on page 2.
    await expect(cardTitles(page)).toHaveText([titles[1], titles[0]]);
    await expect(pages.getByRole('button', { name: t.nextPage })).toBeDisabled();
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

    // Back returns to page 1; a filter change does too.
    await page.goBack();
    await expect(pages).toContainText(t.showing(1, AVAILABLE_PAGE_SIZE, count));
    await pages.getByRole('button', { name: t.nextPage }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await page.getByLabel(t.sortBy, { exact: true }).selectOption({ label: AVAILABLE_SORT_LABELS.fewest_bids });
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(pages).toContainText(t.showing(1, AVAILABLE_PAGE_SIZE, count));
  });

  test('@phone the filters, cards and pages fit 360 px and work there', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { tag, titles } = await market(page, request, ['300', '2500']);
    await page.goto(`/projects/all/1?q=${tag}`);
    await expect(cardTitles(page)).toHaveText([titles[1], titles[0]]);
    await page.getByLabel(t.sortBy, { exact: true }).selectOption({ label: AVAILABLE_SORT_LABELS.budget });
    await page.getByLabel(t.maxBudget, { exact: true }).fill('1000');
    await expect(cardTitles(page)).toHaveText([titles[0]]);
    await expect(page.getByRole('navigation', { name: t.pagesLabel })).toContainText(t.showing(1, 1, 1));
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('project-sorting-360.png'), fullPage: true });
  });
});
