import { randomInt } from 'node:crypto';
import { notificationScreenTexts } from '@homebid/contracts/notifications';
import { expect, test } from '@playwright/test';
import { projectScreenTexts } from '../apps/web/src/features/projects/texts';
import { postProject, setProviderCoverage, signUpCustomer } from './support/marketplace';
import { hireBid, placeBid, providerSession } from './support/marketplace-data';
import { signInAsNewProvider } from './support/session';

// Notifications read as words and lead where they act: the task names stay the API's data
// ('ProjectContacted', 'You are Hired!'), people read their titles.

const AREA = { zipcode: '83702', radius: 10, services: ['Roof Repair'] }; // Boise, where no other test posts
const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

test("a customer's message and a hire read as words and open the chat and the job", async ({ page, request }) => {
  test.setTimeout(90_000);
  const pro = await signInAsNewProvider(page);
  await setProviderCoverage(request, pro, AREA);
  const providerId = Number((await page.context().cookies()).find((c) => c.name === 'provider_id')?.value);
  const customer = await signUpCustomer(request, 'Casey Notice-Customer');
  const project = await postProject(request, customer, {
    title: `Seal the skylight ${unique()}`,
    service: 'Roof Repair',
    zipcode: '83702',
  });
  const bidId = await placeBid(request, await providerSession(request, pro), project.id, { amount: 600 });
  const wrote = await request.post('/api/messages/chat_creation', {
    headers: customer.headers,
    multipart: {
      message: JSON.stringify({ project_id: project.id, provider_id: providerId, msg: 'When can you start?' }),
    },
  });
  expect(wrote.status(), await wrote.text()).toBe(200);

  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const message = list.getByRole('link').filter({ hasText: 'New message from a customer' });
  await expect(message).toContainText(`A customer sent you a message about ${project.title}`);
  await expect(list.getByRole('link').filter({ hasText: 'New Project Available for Bidding' })).toBeVisible();
  await expect(list).not.toContainText('ProjectContacted');
  await expect(message).toHaveAttribute('href', `/project-detail/${project.id}/my_projects?chat=1`);

  // The message's link opens the project with its conversation.
  await message.click();
  await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Casey N.' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('When can you start?')).toBeVisible();

  // The hire leads to the job, back to My Projects; the header's list titles it in words too.
  await hireBid(request, customer, project.id, bidId);
  await page.goto('/notifications');
  const hired = list.getByRole('link').filter({ hasText: 'You are Hired!' });
  await expect(hired).toHaveAttribute('href', `/project-detail/${project.id}/my_projects`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const latest = page.getByRole('region', { name: 'Latest notifications' });
  await expect(latest).toContainText('New message from a customer');
  await expect(latest).not.toContainText('ProjectContacted');
  await page.keyboard.press('Escape');
  await hired.click();
  await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: projectScreenTexts.backTo.my_projects })).toBeVisible();

  // The dashboard's View links name the title, not the task name.
  await page.goto('/dashboard');
  await expect(
    page.getByRole('link', { name: `${notificationScreenTexts.view}: New message from a customer` }),
  ).toHaveAttribute('href', `/project-detail/${project.id}/my_projects?chat=1`);
});
