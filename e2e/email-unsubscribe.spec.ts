import { randomInt } from 'node:crypto';
import { notificationMessages, notificationSettingsTexts } from '@homebid/contracts/notifications';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { unsubscribeTexts } from '../apps/web/src/features/notifications/texts';
import { DEFAULT_COMPANY, registerProviderViaApi } from './support/accounts';
import { axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { postProject, setProviderCoverage, signUpCustomer } from './support/marketplace';
import { messagesTo } from './support/outbox';

// A notification e-mail's footer links /unsubscribe?token=…: the page names the notification type
// and switches its e-mails off with one button, without signing in.

const AREA = { zipcode: '82001', radius: 10, services: ['Roof Repair'] }; // Cheyenne, where no other test posts
const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
const TYPE = notificationSettingsTexts.types.new_project;

/**
 * A new pro in AREA (registered through the API: the browser never signs in), told of a new project
 * there by e-mail: answers the unsubscribe page's path from that e-mail.
 */
async function unsubscribePathFromEmail(request: APIRequestContext): Promise<string> {
  const pro = { ...(await registerProviderViaApi(request, 'completed')), companyName: DEFAULT_COMPANY };
  await setProviderCoverage(request, pro, AREA);
  const customer = await signUpCustomer(request);
  const project = await postProject(request, customer, {
    title: `Fix the flashing ${unique()}`,
    service: 'Roof Repair',
    zipcode: AREA.zipcode,
  });
  let path = '';
  await expect
    .poll(
      () => {
        const mail = messagesTo(pro.email).find((m) => m.text.includes(project.title));
        const link = mail?.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
        path = link ? `${new URL(link).pathname}${new URL(link).search}` : '';
        return path;
      },
      { message: 'the notification e-mail with its unsubscribe link', timeout: 20_000 },
    )
    .toMatch(/^\/unsubscribe\?token=/);
  return path;
}

test('the unsubscribe link of a notification e-mail names the type and switches its e-mails off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const path = await unsubscribePathFromEmail(request);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: unsubscribeTexts.title, level: 1 })).toBeVisible();
  await expect(page.getByText(unsubscribeTexts.question(TYPE))).toBeVisible();
  expect(await axeViolations(page, axeRules())).toEqual([]);

  await page.getByRole('button', { name: unsubscribeTexts.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: notificationMessages.unsubscribeDone })).toBeVisible();
  // Opened again, the link says the e-mails are off.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: unsubscribeTexts.alreadyOff(TYPE) })).toBeVisible();
  await expect(page.getByRole('button', { name: unsubscribeTexts.confirm })).toHaveCount(0);
});

test('@phone the unsubscribe page fits 360 px and refuses an altered link', async ({ page, request }) => {
  test.setTimeout(120_000);
  const path = await unsubscribePathFromEmail(request);
  await page.goto(path);
  await expect(page.getByRole('button', { name: unsubscribeTexts.confirm })).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, axeRules())).toEqual([]);

  await page.goto(`${path.slice(0, -4)}AAAA`);
  await expect(page.getByRole('alert').filter({ hasText: notificationMessages.unsubscribeInvalid })).toBeVisible();
  await expect(page.getByRole('button', { name: unsubscribeTexts.confirm })).toHaveCount(0);
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
});
