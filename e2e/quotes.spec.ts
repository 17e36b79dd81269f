import { randomInt } from 'node:crypto';
import { quoteMessages, quoteTexts } from '@homebid/contracts/quotes';
import { type APIRequestContext, type Browser, devices, expect, type Locator, type Page, test } from '@playwright/test';
import { chatScreenTexts } from '../apps/web/src/features/chat/texts';
import { customerProjectTexts } from '../apps/web/src/features/customer-projects/texts';
import { axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import {
  type PostedProject,
  postProject,
  setProviderCoverage,
  signUpCustomer,
  type TestCustomer,
} from './support/marketplace';
import { hireBid, placeBid, providerSession } from './support/marketplace-data';
import { type SignedInProvider, signInAsNewProvider, signInViaApi } from './support/session';

// Quotes in the chat: a hired pro sends a quote from the project's conversation; the customer, in a
// browser of its own, accepts it on /customer/projects/:id; the pro's open panel shows the answer live.

const AREA = { zipcode: '94104', radius: 25, services: ['Roof Repair'] };
/** What a live step may take on a busy machine: the socket, the server's fan-out. */
const LIVE = { timeout: 15_000 };
const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

/** A desktop-sized context of its own (the project's `use` options do not reach browser.newContext). */
async function desktopPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
  const context = await browser.newContext({ ...desktop, baseURL });
  return context.newPage();
}

/** The open chat panel (either side): the complementary region with the message box. */
const chatPanel = (page: Page) =>
  page.getByRole('complementary').filter({ has: page.getByRole('textbox', { name: chatScreenTexts.messageLabel }) });
const messagesIn = (panel: Locator) =>
  panel.getByRole('list', { name: chatScreenTexts.messagesLabel }).getByRole('listitem');

/**
 * A pro of the test's own (signed in on `page`), hired by a new customer on a new project; the
 * customer and the pro's bid go through `request`, a context apart from the page's.
 */
async function hiredPro(
  page: Page,
  request: APIRequestContext,
): Promise<{ pro: SignedInProvider; customer: TestCustomer; project: PostedProject }> {
  const pro = await signInAsNewProvider(page, { prefix: 'quote' });
  await setProviderCoverage(request, pro, AREA);
  const customer = await signUpCustomer(request, 'Casey Quote-Customer');
  const project = await postProject(request, customer, {
    title: `Re-shingle the garage roof ${unique()}`,
    service: 'Roof Repair',
    zipcode: '94105',
  });
  const bidId = await placeBid(request, await providerSession(request, pro), project.id, { amount: 900 });
  await hireBid(request, customer, project.id, bidId);
  return { pro, customer, project };
}

/** The pro opens the hired project's conversation and the Send quote dialog. */
async function openQuoteDialog(page: Page, project: PostedProject) {
  await page.goto(`/project-detail/${project.id}/my_projects`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: quoteTexts.sendQuote }).click();
  const dialog = page.getByRole('dialog', { name: quoteTexts.sendQuote });
  await expect(dialog).toBeVisible();
  return { panel, dialog };
}

async function fillLine(
  dialog: Locator,
  index: number,
  line: { description: string; quantity: string; price: string },
) {
  const group = dialog.getByRole('group', { name: chatScreenTexts.lineItem(index) });
  await group.getByLabel(chatScreenTexts.description).fill(line.description);
  await group.getByLabel(chatScreenTexts.quantity).fill(line.quantity);
  await group.getByLabel(chatScreenTexts.unitPrice).fill(line.price);
}

test('a quote accepted by the customer: sent in the chat, accepted on the project page, "Accepted" live for the pro', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { pro, customer, project } = await hiredPro(page, request);
  const home = await desktopPage(browser, baseURL);
  try {
    // 1. The pro writes the quote: two lines, the running total, a date a week ahead.
    const { panel, dialog } = await openQuoteDialog(page, project);
    await fillLine(dialog, 1, { description: 'Tear off and re-shingle the garage roof', quantity: '1', price: '1450' });
    await dialog.getByRole('button', { name: chatScreenTexts.addLine }).click();
    await fillLine(dialog, 2, { description: 'Ridge vent', quantity: '2', price: '62.50' });
    await expect(dialog.getByText(`${quoteTexts.total}: $1,575.00`)).toBeVisible();
    expect(await axeViolations(page, axeRules())).toEqual([]);
    await dialog.getByRole('button', { name: quoteTexts.sendQuote }).click();
    await expect(dialog).toBeHidden();
    const proCard = messagesIn(panel).getByRole('article', { name: /^Quote, total \$1,575\.00/ });
    await expect(proCard).toContainText(quoteTexts.statusLabels.pending);
    await expect(proCard).toContainText('2 × $62.50');
    // The page is marked: what follows must arrive without a reload.
    await page.evaluate(() => {
      (window as unknown as { quoteMark?: boolean }).quoteMark = true;
    });

    // 2. The customer, in a browser of its own, opens the conversation on its project's page.
    await signInViaApi(home, customer, 'customer');
    await home.goto(`/customer/projects/${project.id}`);
    await expect(home.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await home
      .getByRole('button', { name: `${customerProjectTexts.message}: ${pro.companyName}` })
      .first()
      .click();
    const homePanel = chatPanel(home);
    const homeCard = messagesIn(homePanel).getByRole('article', { name: /^Quote, total \$1,575\.00/ });
    await expect(homeCard).toContainText(quoteTexts.statusLabels.pending);
    await expect(homeCard).toContainText('Tear off and re-shingle the garage roof');
    await expect(homeCard.getByRole('button', { name: quoteTexts.decline })).toBeVisible();

    // 3. Accept, behind a confirmation naming the pro and the total.
    await homeCard.getByRole('button', { name: quoteTexts.accept }).click();
    const confirm = home.getByRole('dialog', { name: chatScreenTexts.acceptTitle });
    await expect(confirm).toContainText(chatScreenTexts.acceptMessage(pro.companyName, '$1,575.00'));
    await confirm.getByRole('button', { name: chatScreenTexts.acceptConfirm }).click();
    await expect(home.getByRole('alert').filter({ hasText: quoteMessages.accepted })).toBeVisible();
    await expect(homeCard).toContainText(quoteTexts.statusLabels.accepted);
    await expect(homeCard.getByRole('button', { name: quoteTexts.accept })).toHaveCount(0);

    // 4. The pro's open panel shows "Accepted" live, on the same document.
    await expect(proCard).toContainText(quoteTexts.statusLabels.accepted, LIVE);
    expect(await page.evaluate(() => (window as unknown as { quoteMark?: boolean }).quoteMark)).toBe(true);
  } finally {
    await home.context().close();
  }
});

test('@phone the Send quote dialog fits 360 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { project } = await hiredPro(page, request);
  const { dialog } = await openQuoteDialog(page, project);
  await fillLine(dialog, 1, { description: 'Patch the flashing', quantity: '1', price: '240' });
  await dialog.getByRole('button', { name: chatScreenTexts.addLine }).click();
  await expect(dialog.getByRole('group', { name: chatScreenTexts.lineItem(2) })).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  const box = await dialog.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page, axeRules())).toEqual([]);
});
