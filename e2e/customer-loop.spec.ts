import { chatTexts } from '@homebid/contracts/chat';
import {
  customerProjectStatusLabels,
  projectMessages,
  projectNotificationTexts,
  projectTexts,
} from '@homebid/contracts/projects';
import { type Browser, devices, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PROVIDER } from '../apps/api/src/seeds/demo/demo-catalogue';
import { chatScreenTexts } from '../apps/web/src/features/chat/texts';
import { customerProjectTexts as t } from '../apps/web/src/features/customer-projects/texts';
import { MAX_COMPARED } from '../apps/web/src/features/customer-projects/utils/bids';
import { hireTexts } from '../apps/web/src/features/hire/texts';
import { notificationLabels } from '../apps/web/src/features/notifications/texts';
import { dashboardTexts, projectScreenTexts } from '../apps/web/src/features/projects/texts';
import { prosTexts } from '../apps/web/src/features/pros/texts';
import { answerAllQuestions, chooseService, newCustomer, screenHeading } from './support/customer';
import { openLive } from './support/live';
import { makeProjectPhoto } from './support/marketplace';
import { codeSentTo, outboxMark } from './support/outbox';
import { signInAsDemo } from './support/session';

// The README's whole loop, in two browsers side by side: the demo provider, signed in on its
// dashboard, and a brand-new homeowner who posts a roof repair at /hire in the demo's area (zip 10001).
// Every step of one side reaches the other live, without a reload: the project, the bid, the
// messages both ways, the hire, the completion; the review ends on the provider's /review.

const SERVICE = 'Roof Repair';
/** In the demo provider's 30-mile area (README). */
const ZIP = '10001';
/** What a live step may take on a busy machine: the socket, the server's fan-out, a refetch. */
const LIVE = { timeout: 15_000 };
const BID_AMOUNT = '950';
const BID_TOTAL = '$950.00';

/** A desktop-sized context of its own (the project's `use` options do not reach browser.newContext). */
async function desktopPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
  const context = await browser.newContext({ ...desktop, baseURL });
  return context.newPage();
}

/**
 * Counts this page's NotificationChannel subscriptions the server confirmed on sockets still open,
 * from now on: `isLive()` says whether a notification sent now reaches the page.
 */
function watchLive(page: Page) {
  const confirmed: Array<{ isClosed: () => boolean }> = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/cable')) return;
    ws.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (text.includes('confirm_subscription') && text.includes('NotificationChannel')) confirmed.push(ws);
    });
  });
  return { isLive: () => confirmed.some((ws) => !ws.isClosed()) };
}

/** Marks the page's document: `expectSameDocument` then proves nothing reloaded it since. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { loopMark?: boolean }).loopMark = true;
  });
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { loopMark?: boolean }).loopMark)).toBe(true);
}

/** The open chat panel (either side): the complementary region with the message box. */
const chatPanel = (page: Page) =>
  page.getByRole('complementary').filter({ has: page.getByRole('textbox', { name: chatScreenTexts.messageLabel }) });
const messagesIn = (panel: Locator) =>
  panel.getByRole('list', { name: chatScreenTexts.messagesLabel }).getByRole('listitem');

test('the whole loop: a new customer posts at /hire; the demo pro bids and chats; hire, completion and review, live on both sides', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const pro = await desktopPage(browser, baseURL);
  const home = await desktopPage(browser, baseURL);
  try {
    const customer = newCustomer('Jordan Loophole');
    const tag = Date.now().toString(36);
    const title = `Storm-damaged roof ${tag}`;
    const proMessage = `Hello! Is the damage near the chimney? (${tag})`;
    const customerReply = `Yes, right beside it. Can you come on Friday? (${tag})`;
    const reviewText = `Fixed the roof in a day and left no mess. (${tag})`;
    const company = DEMO_PROVIDER.companyName;

    // 1. The demo provider, signed in, waits on its dashboard with the live channel up.
    await signInAsDemo(pro);
    await openLive(pro, '/dashboard');
    await markDocument(pro);

    // 2. A brand-new homeowner posts through /hire: service and zip, the questions, the job, a photo,
    //    the sign-up with the code texted to the mobile; the post lands on the project's page.
    const homeLive = watchLive(home);
    await home.goto('/hire');
    await chooseService(home, SERVICE, ZIP);
    expect(await answerAllQuestions(home)).toBeGreaterThan(0);
    await expect(screenHeading(home)).toHaveText(hireTexts.detailsTitle);
    await home.getByLabel(hireTexts.titleLabel).fill(title);
    await home
      .getByLabel(hireTexts.descriptionLabel)
      .fill('The storm lifted shingles by the chimney; the attic ceiling is stained.');
    await home.getByLabel(hireTexts.budgetLabel).fill('1200');
    await home.getByLabel(hireTexts.addressLabel).fill('350 W 31st St');
    await home.getByRole('button', { name: hireTexts.next }).click();
    await expect(screenHeading(home)).toHaveText(hireTexts.mediaTitle);
    await home
      .locator('input[type="file"]')
      .setInputFiles({ name: 'roof.jpg', mimeType: 'image/jpeg', buffer: await makeProjectPhoto(20) });
    await expect(home.getByRole('img', { name: 'roof.jpg' })).toBeVisible();
    await home.getByRole('button', { name: hireTexts.next }).click();
    await expect(screenHeading(home)).toHaveText(hireTexts.accountTitle);
    await home.getByLabel(hireTexts.nameLabel).fill(customer.name);
    await home.getByLabel(hireTexts.emailLabel).fill(customer.email);
    await home.getByLabel(hireTexts.mobileLabel).fill(customer.mobile);
    await home.getByLabel(hireTexts.passwordLabel).fill(customer.password);
    const mark = outboxMark(customer.mobile);
    await home.getByRole('button', { name: hireTexts.signUp }).click();
    const code = await codeSentTo(customer.mobile, mark);
    await home.getByLabel(hireTexts.codeLabel).fill(code);
    await home.getByRole('button', { name: hireTexts.verify }).click();
    await expect(screenHeading(home)).toHaveText(hireTexts.postTitle);
    await expect(home.getByText(hireTexts.summaryFileCount(1))).toBeVisible();
    await home.getByRole('button', { name: hireTexts.post }).click();
    await expect(home).toHaveURL(/\/customer\/projects\/\d+$/, { timeout: 30_000 });
    const projectId = Number(home.url().match(/\/customer\/projects\/(\d+)$/)?.[1]);
    await expect(home.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(home.getByText(projectMessages.projectPosted).first()).toBeVisible();
    await expect(home.getByText(t.banner.open)).toBeVisible();
    await expect(home.getByText(t.noBids)).toBeVisible();
    // The page listens before the pro can bid, so what follows must arrive live.
    await expect.poll(homeLive.isLive, LIVE).toBe(true);
    await markDocument(home);

    // 3. The provider: the new project shows live on the dashboard and in the bell's dropdown.
    const latest = pro.getByRole('region', { name: dashboardTexts.notifications, exact: true });
    await expect(latest.getByText(title, { exact: false })).toBeVisible(LIVE);
    await pro
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${notificationLabels.bell}`) })
      .click();
    const dropdown = pro.getByRole('banner').getByRole('region', { name: notificationLabels.latest });
    await dropdown.getByRole('listitem').filter({ hasText: title }).getByRole('link').click();
    await expect(pro).toHaveURL(new RegExp(`/project-detail/${projectId}/lead_projects$`));
    await expect(pro.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Before any hire the customer's contact details never reach the pro.
    await expect(pro.getByText(customer.email)).toHaveCount(0);
    await expect(pro.getByText(projectScreenTexts.contactLocked)).toBeVisible();

    // It bids a fixed amount…
    await pro.getByRole('button', { name: projectTexts.bidNow }).click();
    const bidForm = pro.getByRole('dialog', { name: projectTexts.bidNow });
    await bidForm.getByRole('radio', { name: projectTexts.fixedBid }).check();
    await bidForm.getByLabel(`${projectScreenTexts.bidAmount} ($)`).fill(BID_AMOUNT);
    await bidForm.getByLabel(projectScreenTexts.breakdownLabel).fill('New shingles and flashing, one day of labour');
    await bidForm.getByRole('button', { name: projectScreenTexts.submitBid }).click();
    await expect(pro.getByText(projectMessages.bidPlaced)).toBeVisible();

    // …and writes to the customer.
    await pro.getByRole('button', { name: 'Message', exact: true }).click();
    const proPanel = chatPanel(pro);
    await expect(proPanel).toBeVisible();
    await proPanel.getByRole('textbox', { name: chatScreenTexts.messageLabel }).fill(proMessage);
    await proPanel.getByRole('button', { name: chatTexts.send }).click();
    await expect(messagesIn(proPanel).filter({ hasText: proMessage })).toHaveCount(1);

    // 4. The customer: the bid arrives live with the pro's card; then the message.
    const bid = home.getByRole('listitem', { name: company, exact: true });
    await expect(bid).toBeVisible(LIVE);
    await expect(home.getByText(t.noBids)).toHaveCount(0);
    const card = bid.getByTestId('pro-card');
    await expect(card.getByRole('heading', { level: 3, name: company })).toBeVisible();
    await expect(card).toContainText(prosTexts.inBusiness);
    await expect(card).toContainText(prosTexts.insured);
    await expect(bid).toContainText(BID_TOTAL);
    await expect(bid).toContainText(t.fixed);
    await expect(bid).toContainText(t.unread(1), LIVE);
    await bid.getByRole('button', { name: `${t.message}: ${company}` }).click();
    const homePanel = chatPanel(home);
    await expect(messagesIn(homePanel).filter({ hasText: proMessage })).toHaveCount(1);
    await homePanel.getByRole('textbox', { name: chatScreenTexts.messageLabel }).fill(customerReply);
    await homePanel.getByRole('button', { name: chatTexts.send }).click();
    await expect(messagesIn(homePanel).filter({ hasText: customerReply })).toHaveCount(1);
    // The provider's open panel shows the reply live.
    await expect(messagesIn(proPanel).filter({ hasText: customerReply })).toHaveCount(1, LIVE);
    await homePanel.getByRole('button', { name: chatTexts.hide }).click();
    await expect(homePanel).toBeHidden();
    await proPanel.getByRole('button', { name: chatTexts.hide }).click();
    await expect(proPanel).toBeHidden();

    // 5. Compare: with one bid ticked the page counts it and waits for a second (no table of one).
    await bid.getByRole('checkbox', { name: t.compareLabel(company) }).check();
    await expect(home.getByText(t.compareCount(1, MAX_COMPARED))).toBeVisible();
    await expect(home.getByRole('table', { name: t.compareTitle })).toHaveCount(0);
    // Hire, behind a confirmation naming the pro and the amount; then the pro's phone and e-mail show.
    await expect(home.getByRole('region', { name: t.hiredPro })).toHaveCount(0);
    await bid.getByRole('button', { name: t.hireLabel(company) }).click();
    const hire = home.getByRole('dialog', { name: t.hireTitle });
    await expect(hire).toContainText(t.hireMessage(company, BID_TOTAL));
    await hire.getByRole('button', { name: t.hireConfirm }).click();
    const contact = home.getByRole('region', { name: t.hiredPro });
    await expect(contact).toContainText(DEMO_PROVIDER.mobileNumber);
    await expect(contact).toContainText(DEMO_PROVIDER.email);
    await expect(bid).toContainText(t.hired);

    // 6. The provider: the hire arrives live (a toast; the detail shows the customer now), and it
    //    marks the job complete.
    await expect(pro.getByRole('alert').filter({ hasText: projectNotificationTexts.hired(title) })).toBeVisible(LIVE);
    await expect(pro.getByRole('heading', { name: projectScreenTexts.hiredTitle })).toBeVisible(LIVE);
    await expect(pro.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);
    await expectSameDocument(pro);
    await pro.getByRole('button', { name: projectTexts.markComplete }).click();
    const complete = pro.getByRole('dialog', { name: projectScreenTexts.markCompleteTitle });
    await complete.getByRole('button', { name: projectTexts.markComplete }).click();
    await expect(pro.getByText(projectMessages.markedComplete)).toBeVisible();

    // 7. The customer: the completion arrives live (awaiting confirmation); confirm, then review.
    await expect(home.getByText(t.banner.awaiting)).toBeVisible(LIVE);
    await expectSameDocument(home);
    await home.getByRole('button', { name: t.confirmCompletion }).click();
    await home.getByRole('dialog', { name: t.confirmTitle }).getByRole('button', { name: t.confirmYes }).click();
    await expect(home.getByText(t.banner.completed)).toBeVisible();
    await expect(home.getByText(customerProjectStatusLabels.completed, { exact: true }).first()).toBeVisible();
    // The provider is told the customer confirmed, live (looked for at once: a toast closes itself).
    await expect(
      pro.getByRole('alert').filter({ hasText: projectNotificationTexts.completedByCustomer(title) }),
    ).toBeVisible(LIVE);
    await expect(home.getByRole('heading', { name: t.reviewHeading })).toBeVisible();
    await home.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await home.getByLabel(t.reviewText).fill(reviewText);
    await home.getByRole('button', { name: t.submitReview }).click();
    await expect(home.getByText(t.reviewGiven)).toBeVisible();
    await home.screenshot({ path: test.info().outputPath('customer-project-reviewed.png'), fullPage: true });

    // 8. The review shows on the provider's /review: five stars, the text, the project.
    await pro.goto('/review');
    const review = pro.getByRole('article').filter({ hasText: reviewText });
    await expect(review).toBeVisible();
    await expect(review.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(review).toContainText(title);
    await pro.screenshot({ path: test.info().outputPath('provider-review.png'), fullPage: true });
  } finally {
    await pro.context().close();
    await home.context().close();
  }
});
