import { randomInt } from 'node:crypto';
import { AVAILABLE_SORT_LABELS } from '@homebid/contracts/projects';
import { SAVED_SEARCH_MATCH_TASK, savedSearchMessages } from '@homebid/contracts/saved-searches';
import { devices, expect, type Page, test } from '@playwright/test';
import { hireTexts } from '../apps/web/src/features/hire/texts';
import { projectScreenTexts } from '../apps/web/src/features/projects/texts';
import { savedSearchTexts } from '../apps/web/src/features/saved-searches/texts';
import { AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { answerAllQuestions, chooseService, newCustomer, screenHeading } from './support/customer';
import { overflowOf } from './support/layout';
import { postProject, setProviderCoverage, signUpCustomer } from './support/marketplace';
import { codeSentTo, outboxMark } from './support/outbox';
import { signInAsDemo, signInAsNewProvider } from './support/session';

// Saved searches with alerts: Save this search on Available Projects, the alert of a matching
// project posted by a customer, and /saved-searches (rename, channels, delete, open). The demo
// provider's search is unique to its test (a word of its own), so the other tests' projects in the
// demo's area never match it.

const AREA = { zipcode: '59601', radius: 5, services: ['Roof Repair'] }; // Helena, where no other test posts
const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
const A11Y_RULES = axeRules(AXE_ROLE_RULES, 'landmark-unique');

test('a saved search alerts on a matching project, and is renamed, changed and deleted', async ({ page, request }) => {
  test.setTimeout(120_000);
  const pro = await signInAsNewProvider(page);
  await setProviderCoverage(request, pro, AREA);
  const word = `skylight${unique()}`;

  await page.goto(`/projects/all/1?q=${word}`);
  await expect(page.getByRole('heading', { name: 'Available Projects', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: savedSearchTexts.saveThisSearch }).click();
  const dialog = page.getByRole('dialog', { name: savedSearchTexts.dialogTitle });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: savedSearchTexts.name });
  await expect(name).toHaveValue(savedSearchTexts.defaultName(word, ''));
  await expect(dialog.getByRole('combobox', { name: savedSearchTexts.service })).toContainText('Roof Repair');
  await expect(dialog.getByRole('checkbox', { name: 'Push' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  await name.fill('Skylights');
  await dialog.getByRole('combobox', { name: savedSearchTexts.service }).selectOption({ label: 'Roof Repair' });
  await dialog.getByRole('button', { name: savedSearchTexts.save }).click();
  await expect(page.getByText(savedSearchMessages.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // A customer posts a matching project and one that does not match.
  const customer = await signUpCustomer(request, 'Casey Saved-Search');
  const matching = await postProject(request, customer, {
    title: `Reseal the ${word} over the kitchen`,
    service: 'Roof Repair',
    zipcode: AREA.zipcode,
  });
  const other = await postProject(request, customer, {
    title: `Patch the chimney ${unique()}`,
    service: 'Roof Repair',
    zipcode: AREA.zipcode,
  });

  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const alerts = list.getByRole('link').filter({ hasText: 'Saved Search Match' });
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText(`“Skylights” matches a new project: ${matching.title}`);
  await expect(alerts).toHaveAttribute('href', `/project-detail/${matching.id}/lead_projects`);
  await expect(list.getByRole('link').filter({ hasText: other.title })).toHaveCount(1);
  await alerts.click();
  await expect(page.getByRole('heading', { name: matching.title, level: 1 })).toBeVisible();

  // /saved-searches from Available Projects: rename, channels, delete.
  await page.goto('/projects/all/1');
  await page.getByRole('link', { name: savedSearchTexts.savedSearchesLink }).click();
  await expect(page.getByRole('heading', { name: savedSearchTexts.pageTitle, level: 1 })).toBeVisible();
  const item = page.getByRole('article', { name: 'Skylights' });
  await expect(item).toContainText(`Title contains “${word}”`);
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

  await item.getByRole('button', { name: savedSearchTexts.renameLabel('Skylights') }).click();
  await page.getByRole('textbox', { name: savedSearchTexts.renameLabel('Skylights') }).fill('Roof windows');
  await page.getByRole('button', { name: savedSearchTexts.saveName }).click();
  const renamed = page.getByRole('article', { name: 'Roof windows' });
  await expect(renamed).toBeVisible();

  const sms = renamed.getByRole('checkbox', { name: 'SMS' });
  await sms.check();
  await expect(sms).toBeChecked();
  await expect(sms).toBeEnabled();
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Roof windows' }).getByRole('checkbox', { name: 'SMS' }),
  ).toBeChecked();

  await page
    .getByRole('article', { name: 'Roof windows' })
    .getByRole('button', { name: savedSearchTexts.deleteLabel('Roof windows') })
    .click();
  const confirm = page.getByRole('dialog', { name: savedSearchTexts.deleteTitle });
  await confirm.getByRole('button', { name: savedSearchTexts.deleteConfirm }).click();
  await expect(page.getByText(savedSearchTexts.emptyTitle)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('@phone /saved-searches and the save dialog at 360 px', async ({ page, request }) => {
  const pro = await signInAsNewProvider(page);
  await setProviderCoverage(request, pro, AREA);
  await page.goto('/saved-searches');
  await expect(page.getByText(savedSearchTexts.emptyTitle)).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

  await page.getByRole('link', { name: savedSearchTexts.browseProjects }).click();
  await page.getByRole('button', { name: savedSearchTexts.saveThisSearch }).click();
  const dialog = page.getByRole('dialog', { name: savedSearchTexts.dialogTitle });
  await dialog.getByRole('button', { name: savedSearchTexts.save }).click();
  await expect(page.getByText(savedSearchMessages.created)).toBeVisible();
  await page.goto('/saved-searches');
  const item = page.getByRole('article', { name: savedSearchTexts.defaultName('', '') });
  await expect(item).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
});

/** A homeowner nobody knows posts a project through /hire and /hire/new, signing up by SMS code; answers its id. */
async function postThroughHire(home: Page, project: { title: string; budget: string; zipcode: string }) {
  const customer = newCustomer('Robin Skylight');
  await home.goto('/hire');
  await chooseService(home, 'Roof Repair', project.zipcode);
  expect(await answerAllQuestions(home)).toBeGreaterThan(0);
  await expect(screenHeading(home)).toHaveText(hireTexts.detailsTitle);
  await home.getByLabel(hireTexts.titleLabel).fill(project.title);
  await home.getByLabel(hireTexts.descriptionLabel).fill('The skylight over the stairs drips when it rains.');
  await home.getByLabel(hireTexts.budgetLabel).fill(project.budget);
  await home.getByLabel(hireTexts.addressLabel).fill('350 W 31st St');
  await home.getByRole('button', { name: hireTexts.next }).click();
  await expect(screenHeading(home)).toHaveText(hireTexts.mediaTitle);
  await home.getByRole('button', { name: hireTexts.next }).click();
  await expect(screenHeading(home)).toHaveText(hireTexts.accountTitle);
  await home.getByLabel(hireTexts.nameLabel).fill(customer.name);
  await home.getByLabel(hireTexts.emailLabel).fill(customer.email);
  await home.getByLabel(hireTexts.mobileLabel).fill(customer.mobile);
  await home.getByLabel(hireTexts.passwordLabel).fill(customer.password);
  const mark = outboxMark(customer.mobile);
  await home.getByRole('button', { name: hireTexts.signUp }).click();
  await home.getByLabel(hireTexts.codeLabel).fill(await codeSentTo(customer.mobile, mark));
  await home.getByRole('button', { name: hireTexts.verify }).click();
  await expect(screenHeading(home)).toHaveText(hireTexts.postTitle);
  await home.getByRole('button', { name: hireTexts.post }).click();
  await expect(home).toHaveURL(/\/customer\/projects\/\d+$/, { timeout: 30_000 });
  return Number(home.url().match(/\/customer\/projects\/(\d+)$/)?.[1]);
}

test('the demo pro’s saved search keeps sort, budget and distance, and alerts on a project posted through /hire', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const word = `skylight${unique()}`;
  const name = `Skylights ${unique()}`;

  // 1. The demo provider filters Available Projects by every filter and saves the search.
  await signInAsDemo(page);
  await page.goto(`/projects/all/1?q=${word}`);
  await expect(page.getByRole('heading', { name: 'Available Projects', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: projectScreenTexts.sortBy }).selectOption('budget');
  await page.getByRole('spinbutton', { name: projectScreenTexts.minBudget }).fill('1000');
  await page.getByRole('spinbutton', { name: projectScreenTexts.maxBudget }).fill('2000');
  // The budget applies once typing settles: the distance is chosen after it is in the address.
  await expect(page).toHaveURL(/min_budget=1000/);
  await expect(page).toHaveURL(/max_budget=2000/);
  await page.getByRole('combobox', { name: projectScreenTexts.maxDistance }).selectOption('5');
  await expect(page).toHaveURL(/distance=5/);
  await expect(page).toHaveURL(/sort=budget/);
  const summary = savedSearchTexts.filtersSummary({
    search: word,
    location: null,
    service: null,
    sort: 'budget',
    minBudget: 1000,
    maxBudget: 2000,
    maxDistance: 5,
  });
  expect(summary).toContain(`Budget $1,000–$2,000 · within 5 miles · sorted by ${AVAILABLE_SORT_LABELS.budget}`);
  await page.getByRole('button', { name: savedSearchTexts.saveThisSearch }).click();
  const dialog = page.getByRole('dialog', { name: savedSearchTexts.dialogTitle });
  await expect(dialog).toContainText(summary);
  await dialog.getByRole('textbox', { name: savedSearchTexts.name }).fill(name);
  await dialog.getByRole('button', { name: savedSearchTexts.save }).click();
  await expect(page.getByText(savedSearchMessages.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // 2. /saved-searches shows every filter; Open brings them all back on Available Projects.
  await page.goto('/saved-searches');
  const item = page.getByRole('article', { name });
  await expect(item).toContainText(summary);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  await item.getByRole('link', { name: savedSearchTexts.openLabel(name) }).click();
  await expect(page.getByRole('heading', { name: 'Available Projects', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: projectScreenTexts.searchLabel })).toHaveValue(word);
  await expect(page.getByRole('combobox', { name: projectScreenTexts.sortBy })).toHaveValue('budget');
  await expect(page.getByRole('spinbutton', { name: projectScreenTexts.minBudget })).toHaveValue('1000');
  await expect(page.getByRole('spinbutton', { name: projectScreenTexts.maxBudget })).toHaveValue('2000');
  await expect(page.getByRole('combobox', { name: projectScreenTexts.maxDistance })).toHaveValue('5');

  // 3. In a browser of their own, a new homeowner posts a matching roof repair at /hire in 10001
  //    (the demo's area centre: 0 miles), $1,500; another customer's project over the budget does not match.
  const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
  const homeContext = await browser.newContext({ ...desktop, baseURL });
  let projectId: number;
  const title = `Reseal the ${word} over the stairs`;
  try {
    projectId = await postThroughHire(await homeContext.newPage(), { title, budget: '1500', zipcode: '10001' });
  } finally {
    await homeContext.close();
  }
  const other = await postProject(request, await signUpCustomer(request, 'Casey Over-Budget'), {
    title: `Replace the ${word} and the roof deck`,
    service: 'Roof Repair',
    zipcode: '10001',
    budget: '2500',
  });

  // 4. The demo provider's alert names its search and the project, and opens the project.
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const alerts = list.getByRole('link').filter({ hasText: SAVED_SEARCH_MATCH_TASK }).filter({ hasText: word });
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText(`“${name}” matches a new project: ${title}`);
  await expect(list.getByRole('link').filter({ hasText: other.title })).toHaveCount(1);
  await alerts.click();
  await expect(page).toHaveURL(new RegExp(`/project-detail/${projectId}/lead_projects$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
});
