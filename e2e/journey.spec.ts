import { projectMessages, projectTexts } from '@homebid/contracts/projects';
import { expect, type Page, test } from '@playwright/test';
import { dashboardTexts, myProjectsTexts, projectScreenTexts } from '../apps/web/src/features/projects/texts';
import { newProvider } from './support/accounts';
import { postProject, signUpCustomer } from './support/marketplace';
import { completeProject, hireBid, uniqueTitle } from './support/marketplace-data';
import { expectStep, fillBusiness, registerUntilBusiness } from './support/registration';

// The marketplace from end to end, as a new provider lives it: registered through the browser, it
// finds the project a new customer posts in its area, bids, is hired, completes the job and sees
// it counted. The customer acts through the customer API (CONTRACT §5).

const tile = (page: Page, name: string) =>
  page.getByRole('list', { name: dashboardTexts.statsLabel }).getByRole('listitem', { name });
const cardOf = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });
const STREET = '500 Howard St';

test('a provider registered in the browser finds a new project nearby, bids, is hired and completes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const provider = newProvider('journey');

  // Registration through every step; the area is 30 miles around 94104 (San Francisco).
  await registerUntilBusiness(page, provider);
  await fillBusiness(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Services');
  await page.getByRole('button', { name: 'Select All' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Additional');
  await page.getByLabel('How did you hear about HomeBid?').selectOption({ label: 'Google Search' });
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tile(page, dashboardTexts.completed)).toContainText(dashboardTexts.completedHintZero);

  // A new customer posts a roof repair a few blocks away.
  const customer = await signUpCustomer(request, 'Jordan Journey');
  const project = await postProject(request, customer, {
    title: uniqueTitle('Replace the flat roof'),
    description: 'The flat roof over the garage leaks at the seams.',
    service: 'Roof Repair',
    streetAddress: STREET,
    zipcode: '94105',
    budget: '3000',
  });

  // Projects in the header: the new project is on Available Projects.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/all(\/1)?$/);
  await expect(page.getByRole('heading', { name: projectScreenTexts.availableTitle, level: 1 })).toBeVisible();
  const card = cardOf(page, project.title);
  await expect(card).toContainText('Lead available');
  await expect(card).toContainText('San Francisco, CA');

  // The detail hides the street until the hire; a fixed bid of $1,800.
  await card.getByRole('link', { name: project.title }).click();
  await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
  await expect(page.getByText(STREET)).toHaveCount(0);
  await expect(page.getByText(projectScreenTexts.contactLocked)).toBeVisible();
  await page.getByRole('button', { name: projectTexts.bidNow }).click();
  const dialog = page.getByRole('dialog', { name: projectTexts.bidNow });
  await dialog.getByRole('radio', { name: projectTexts.fixedBid }).check();
  await dialog.getByLabel(`${projectScreenTexts.bidAmount} ($)`).fill('1800');
  await dialog.getByRole('button', { name: projectScreenTexts.submitBid }).click();
  await expect(page.getByText(projectMessages.bidPlaced)).toBeVisible();

  // My Projects lists the bid under In-Bidding.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Projects' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(project.title);
  await expect(cardOf(page, project.title)).toContainText('$1,800.00');

  // The customer sees the bid and hires it.
  const own = await request.get(`/api/v2/customers/projects/${project.id}`, { headers: customer.headers });
  const bids = (await own.json()).data.project.bids as { bid_id: number; bid_amount: number }[];
  expect(bids).toHaveLength(1);
  await hireBid(request, customer, project.id, bids[0].bid_id);

  // Hired: the tab shows the job, the detail shows the street and the customer's contact.
  await page.getByRole('tab', { name: myProjectsTexts.tabs.hired }).click();
  const hired = cardOf(page, project.title);
  await expect(hired).toContainText('Hired');
  await hired.getByRole('link', { name: project.title }).click();
  await expect(page.getByRole('heading', { name: projectScreenTexts.hiredTitle })).toBeVisible();
  await expect(page.getByText(STREET, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);

  // Mark Complete (photos are optional), then the customer confirms.
  await page.getByRole('button', { name: projectTexts.markComplete }).click();
  const complete = page.getByRole('dialog', { name: projectScreenTexts.markCompleteTitle });
  await complete.getByRole('button', { name: projectTexts.markComplete }).click();
  await expect(page.getByText(projectMessages.markedComplete)).toBeVisible();
  await expect(page.getByText(projectScreenTexts.statusNote.completed)).toBeVisible();
  await completeProject(request, customer, project.id);

  // Completed on My Projects and counted on the dashboard.
  await page.goto('/my-projects?tab=completed');
  await expect(cardOf(page, project.title)).toContainText('Completed');
  await page.goto('/dashboard');
  await expect(tile(page, dashboardTexts.completed).getByText('1', { exact: true })).toBeVisible();
  await expect(tile(page, dashboardTexts.completed)).toContainText(dashboardTexts.completedHint);
  await expect(page.getByText(/not open yet/i)).toHaveCount(0);
});
