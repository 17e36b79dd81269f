import { randomInt } from 'node:crypto';
import { savedSearchMessages } from '@homebid/contracts/saved-searches';
import { expect, test } from '@playwright/test';
import { savedSearchTexts } from '../apps/web/src/features/saved-searches/texts';
import { AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { postProject, setProviderCoverage, signUpCustomer } from './support/marketplace';
import { signInAsNewProvider } from './support/session';

// Saved searches with alerts: Save this search on Available Projects, the alert of a matching
// project posted by a customer, and /saved-searches (rename, channels, delete).

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
