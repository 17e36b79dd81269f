import { chatTexts } from '@homebid/contracts/chat';
import { customerProjectStatusLabels, projectMessages } from '@homebid/contracts/projects';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { chatScreenTexts } from '../apps/web/src/features/chat/texts';
import { customerProjectTexts as t } from '../apps/web/src/features/customer-projects/texts';
import { newProvider, registerProviderViaApi } from './support/accounts';
import { AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { openLive } from './support/live';
import {
  makeProjectPhoto,
  type PostedProject,
  postProject,
  type SessionHeaders,
  signUpCustomer,
  type TestCustomer,
} from './support/marketplace';
import { placeBid, providerSession, TEST_PROVIDER_AREA, uniqueTitle } from './support/marketplace-data';
import { signInViaApi } from './support/session';

// The customer's project pages: the list with its bid count; the detail with the bids,
// sorted and compared; a message to a pro (also one typed offline), the hire with the pro's phone,
// the confirmation and the review. Everything is made through the public API first.

const A11Y_RULES = axeRules(AXE_ROLE_RULES, 'landmark-unique', 'scrollable-region-focusable');

interface Pro {
  company: string;
  email: string;
  password: string;
  mobile: string;
  headers: SessionHeaders;
  providerId: number;
}

async function newPro(request: APIRequestContext, company: string): Promise<Pro> {
  const provider = await registerProviderViaApi(request, 'completed', newProvider('bidder'), {
    companyName: company,
    services: [TEST_PROVIDER_AREA.service],
  });
  const answer = await request.post('/api/auth/sign_in.json', {
    data: { email: provider.email, password: provider.password, user_type: 2 },
  });
  const providerId = (await answer.json()).data.provider_id as number;
  return { ...provider, company, headers: await providerSession(request, provider), providerId };
}

interface Market {
  customer: TestCustomer;
  project: PostedProject;
  pros: Pro[];
}

/** A customer's project with a photo and answers of every type, and bids by `amounts.length` pros. */
async function marketWithBids(
  request: APIRequestContext,
  bids: Array<{ company: string; amount: number; hours?: number }>,
): Promise<Market> {
  const customer = await signUpCustomer(request, 'Casey Homeowner');
  const project = await postProject(request, customer, {
    title: uniqueTitle('Fix the leaking roof'),
    service: TEST_PROVIDER_AREA.service,
    zipcode: '94105',
    budget: '1000',
    questionAnswers: [
      { question: 'Is the roof leaking now?', answer: true, question_type: 4 },
      { question: 'Roof material', answer: ['Asphalt shingles', 'Flashing'], question_type: 6 },
      {
        question: 'Roof size',
        answer: [{ title: 'Main roof', measuring_length: 40, measuring_breadth: 30, unit: 'ft' }],
        question_type: 7,
      },
    ],
    files: [{ name: 'roof.jpg', mimeType: 'image/jpeg', buffer: await makeProjectPhoto(210) }],
  });
  const pros: Pro[] = [];
  for (const bid of bids) {
    const pro = await newPro(request, bid.company);
    await placeBid(request, pro.headers, project.id, { amount: bid.amount, hours: bid.hours });
    pros.push(pro);
  }
  return { customer, project, pros };
}

const bidItems = (page: Page) => page.getByRole('region', { name: /^Bids/ }).locator('> ul > li');
const bidOf = (page: Page, company: string) => page.getByRole('listitem', { name: company, exact: true });

test.describe('customer projects', () => {
  test('list, bids sorted and compared, a message (one typed offline), hire, confirm and review', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36).slice(-4);
    const market = await marketWithBids(request, [
      { company: `Alpha Roofing ${tag}`, amount: 1250 },
      { company: `Bravo Builders ${tag}`, amount: 800 },
      { company: `Cedar Crew ${tag}`, amount: 50, hours: 20 },
      { company: `Delta Homes ${tag}`, amount: 1100 },
    ]);
    const [alpha, bravo, cedar, delta] = market.pros as [Pro, Pro, Pro, Pro];
    const { project, customer } = market;
    await signInViaApi(page, customer, 'customer');

    // The list: the project with its status and bid count.
    await page.goto('/customer/projects');
    const item = page.getByRole('listitem').filter({ hasText: project.title });
    await expect(item).toContainText(t.bids(4));
    await expect(item).toContainText(customerProjectStatusLabels.open);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

    // The detail: photo, answers by type, bids sorted by price (hourly 50 × 20 = 1,000).
    await item.getByRole('link', { name: project.title }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/projects/${project.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(page.getByRole('button', { name: t.openPhoto(1, 1) })).toBeVisible();
    await expect(page.getByText('Asphalt shingles')).toBeVisible();
    await expect(page.getByText('40 × 30 ft')).toBeVisible();
    await expect(bidItems(page)).toHaveCount(4);
    await expect(bidItems(page).locator('h3')).toHaveText([bravo.company, cedar.company, delta.company, alpha.company]);
    await expect(bidOf(page, cedar.company)).toContainText('$50.00/h × 20 h = $1,000.00');
    await page.getByLabel(t.sortLabel).selectOption('distance');
    await expect(bidItems(page)).toHaveCount(4);
    await page.getByLabel(t.sortLabel).selectOption('price');

    // The photo opens full size.
    await page.getByRole('button', { name: t.openPhoto(1, 1) }).click();
    const photo = page.getByRole('dialog', { name: t.photoDialog(1, 1) });
    await expect(photo.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(photo).toBeHidden();

    // Compare three; a fourth is refused.
    for (const pro of [alpha, bravo, cedar]) {
      await page.getByRole('checkbox', { name: t.compareLabel(pro.company) }).check();
    }
    const table = page.getByRole('table', { name: t.compareTitle });
    await expect(table.getByRole('columnheader')).toHaveText([alpha.company, bravo.company, cedar.company]);
    await page.getByRole('checkbox', { name: t.compareLabel(delta.company) }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.compareLimit(3) })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.compareLabel(delta.company) })).not.toBeChecked();
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

    // A message to Alpha; Alpha reads it through the provider's own call.
    await bidOf(page, alpha.company)
      .getByRole('button', { name: `${t.message}: ${alpha.company}` })
      .click();
    const panel = page
      .getByRole('complementary')
      .filter({ has: page.getByRole('textbox', { name: chatScreenTexts.messageLabel }) });
    await expect(panel).toBeVisible();
    const box = panel.getByRole('textbox', { name: chatScreenTexts.messageLabel });
    await box.fill('Could you start next week?');
    await box.press('Enter');
    await expect(panel.getByRole('list', { name: 'Messages' }).getByText('Could you start next week?')).toBeVisible();
    await expect.poll(() => providerReads(request, alpha, project.id)).toContain('Could you start next week?');

    // Typed offline: it waits, survives nothing being sent, and goes when the connection returns.
    await context.setOffline(true);
    await box.fill('Also, do you remove the old shingles?');
    await box.press('Enter');
    const waiting = panel.getByRole('list', { name: chatScreenTexts.waitingList });
    await expect(waiting).toContainText('Also, do you remove the old shingles?');
    await expect(waiting).toContainText(chatScreenTexts.waitingToSend);
    await context.setOffline(false);
    await expect(waiting).toBeHidden({ timeout: 15_000 });
    await expect
      .poll(() => providerReads(request, alpha, project.id), { timeout: 15_000 })
      .toContain('Also, do you remove the old shingles?');

    // Contact details before the hire: the customer's Communication Policy; the text stays to rewrite.
    await box.fill('Call me on 415 555 0188');
    await box.press('Enter');
    const policy = page.getByRole('dialog', { name: chatTexts.communicationPolicyTitle });
    await expect(policy).toContainText(chatScreenTexts.customerPolicy);
    await policy.getByRole('button', { name: chatTexts.communicationPolicyOkay }).click();
    await expect(policy).toBeHidden();
    await expect(box).toHaveValue('Call me on 415 555 0188');
    expect(await providerReads(request, alpha, project.id)).not.toContain('Call me on 415 555 0188');
    await box.fill('');
    await panel.getByRole('button', { name: chatTexts.hide }).click();

    // Hire Bravo, after a confirmation naming the pro and the amount; then Bravo's phone shows.
    await bidOf(page, bravo.company)
      .getByRole('button', { name: t.hireLabel(bravo.company) })
      .click();
    const hire = page.getByRole('dialog', { name: t.hireTitle });
    await expect(hire).toContainText(t.hireMessage(bravo.company, '$800.00'));
    await hire.getByRole('button', { name: t.hireConfirm }).click();
    const contact = page.getByRole('region', { name: t.hiredPro });
    await expect(contact).toContainText(bravo.mobile);
    await expect(contact).toContainText(bravo.email);
    await expect(bidOf(page, alpha.company)).toContainText(t.notChosen);
    await expect(bidOf(page, bravo.company)).toContainText(t.hired);
    await expect(page.getByRole('button', { name: t.hireLabel(alpha.company) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.edit, exact: true })).toHaveCount(0);

    // Confirm completion, then review with the keyboard (arrows move between the stars).
    await page.getByRole('button', { name: t.confirmCompletion }).click();
    await page.getByRole('dialog', { name: t.confirmTitle }).getByRole('button', { name: t.confirmYes }).click();
    await expect(page.getByText(customerProjectStatusLabels.completed, { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: t.submitReview }).click();
    await expect(page.getByText(projectMessages.ratingInvalid)).toBeVisible();
    await page.getByRole('radio', { name: '3 stars' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.getByLabel(t.reviewText).fill('Quick, tidy and fairly priced.');
    await page.getByRole('button', { name: t.submitReview }).click();
    await expect(page.getByText(t.reviewGiven)).toBeVisible();
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  });

  test('a new bid arrives live with a toast; edit and close while open; another customer’s project is not available', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const market = await marketWithBids(request, [
      { company: `Echo Exteriors ${Date.now().toString(36)}`, amount: 900 },
    ]);
    const { customer, project } = market;
    await signInViaApi(page, customer, 'customer');
    await openLive(page, `/customer/projects/${project.id}`);
    await expect(bidItems(page)).toHaveCount(1);

    const late = await newPro(request, `Foxtrot Fixers ${Date.now().toString(36)}`);
    await placeBid(request, late.headers, project.id, { amount: 950 });
    await expect(bidItems(page)).toHaveCount(2);
    await expect(page.getByRole('alert').filter({ hasText: late.company }).first()).toBeVisible();

    // Edit: the contract's own messages, then a saved title.
    await page.getByRole('button', { name: t.edit, exact: true }).click();
    const edit = page.getByRole('dialog', { name: t.editTitle });
    await edit.getByLabel(t.title).fill('');
    await edit.getByRole('button', { name: t.save }).click();
    await expect(edit.getByText(projectMessages.titleEmpty)).toBeVisible();
    const renamed = `${project.title} (gutters too)`;
    await edit.getByLabel(t.title).fill(renamed);
    await edit.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // Close, after a confirmation: no more Hire, the status says Closed.
    await page.getByRole('button', { name: t.closeProject }).click();
    await page.getByRole('dialog', { name: t.closeTitle }).getByRole('button', { name: t.closeProject }).click();
    await expect(page.getByText(t.banner.closed)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Hire / })).toHaveCount(0);

    // Someone else's project reads as not available.
    const other = await signUpCustomer(request, 'Other Homeowner');
    const theirs = await postProject(request, other, {
      title: uniqueTitle('Their project'),
      service: TEST_PROVIDER_AREA.service,
      zipcode: '94105',
    });
    await page.goto(`/customer/projects/${theirs.id}`);
    await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
  });

  test('@phone the list and the detail with a comparison fit 360 px', async ({ page, request }) => {
    test.setTimeout(150_000);
    const tag = Date.now().toString(36).slice(-4);
    const market = await marketWithBids(request, [
      { company: `Golf Gutters ${tag}`, amount: 700 },
      { company: `Hotel Home Repair ${tag}`, amount: 40, hours: 25 },
    ]);
    await signInViaApi(page, market.customer, 'customer');
    await page.goto('/customer/projects');
    await expect(page.getByRole('listitem').filter({ hasText: market.project.title })).toContainText(t.bids(2));
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

    await page.goto(`/customer/projects/${market.project.id}`);
    await expect(bidItems(page)).toHaveCount(2);
    for (const pro of market.pros) {
      await page.getByRole('checkbox', { name: t.compareLabel(pro.company) }).check();
    }
    await expect(page.getByRole('table', { name: t.compareTitle })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  });
});

/** The texts of the conversation as the provider reads it (GET /messages/get_provider_chat). */
async function providerReads(request: APIRequestContext, pro: Pro, projectId: number): Promise<string[]> {
  const answer = await request.get(
    `/api/messages/get_provider_chat?project_id=${projectId}&provider_id=${pro.providerId}`,
    { headers: pro.headers },
  );
  if (answer.status() !== 200) return [];
  const chat = (await answer.json()).data.provider_chat as { chats: Array<{ message_text: string }> };
  return chat.chats.map((m) => m.message_text);
}
