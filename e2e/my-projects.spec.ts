import { PRODUCT_NAME } from '@homebid/contracts/messages';
import { CARD_STATUS, cardStatusLabel, projectTexts } from '@homebid/contracts/projects';
import { expect, type Page, test } from '@playwright/test';
import { mockupTexts, myProjectsTexts, projectScreenTexts } from '../apps/web/src/features/projects/texts';
import { AXE_DEFINITION_LIST_RULES, AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { postProject, signUpCustomer } from './support/marketplace';
import { hireBid, placeBid, providerSession, TEST_PROVIDER_AREA, uniqueTitle } from './support/marketplace-data';
import { signInAsNewProvider } from './support/session';

/** axe rules the screens must pass: names, labels, lists, tabs, ARIA use and contrast. */
const A11Y_RULES = axeRules(AXE_ROLE_RULES, AXE_DEFINITION_LIST_RULES);

const TABS = [
  { name: myProjectsTexts.tabs.in_bidding, param: 'in_bidding', empty: projectTexts.inBiddingEmpty },
  { name: myProjectsTexts.tabs.hired, param: 'hired', empty: projectTexts.hiredEmpty },
  { name: myProjectsTexts.tabs.completed, param: 'completed', empty: projectTexts.completedEmpty },
  { name: myProjectsTexts.tabs.bookmarks, param: 'bookmarks', empty: projectTexts.bookmarksEmpty },
] as const;

const tabList = (page: Page) => page.getByRole('tablist', { name: myProjectsTexts.tabsLabel });
const cardOf = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

test.describe('My Projects', () => {
  test('each tab has its own empty message, and the tab lives in the URL', async ({ page }) => {
    await signInAsNewProvider(page);
    // The header leads there, and shows the section as current.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Projects' }).click();
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Projects' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: myProjectsTexts.title })).toBeVisible();

    // In-Bidding first; a new provider has nothing anywhere.
    await expect(tabList(page).getByRole('tab', { name: TABS[0].name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(TABS[0].empty);
    for (const tab of TABS.slice(1)) {
      await tabList(page).getByRole('tab', { name: tab.name }).click();
      await expect(page).toHaveURL(new RegExp(`/my-projects\\?tab=${tab.param}$`));
      await expect(tabList(page).getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(tab.empty);
      // Another tab's message is gone.
      await expect(page.getByText(TABS[0].empty)).toHaveCount(0);
    }

    // Keyboard: the arrow keys move between tabs and the URL follows.
    await tabList(page).getByRole('tab', { name: TABS[3].name }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabList(page).getByRole('tab', { name: TABS[2].name })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=completed$/);
    await expect(page.getByRole('tabpanel')).toContainText(TABS[2].empty);

    // A reload keeps the tab; an unknown tab falls back to In-Bidding.
    await page.reload();
    await expect(tabList(page).getByRole('tab', { name: TABS[2].name })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/my-projects?tab=nonsense');
    await expect(tabList(page).getByRole('tab', { name: TABS[0].name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(TABS[0].empty);

    // The empty state offers the available projects.
    await page.getByRole('link', { name: projectScreenTexts.browseProjects }).click();
    await expect(page).toHaveURL(/\/projects\/all\/1$/);
  });

  test('a bid puts the project under In-Bidding; the hire moves it to Hired', async ({ page, request }) => {
    test.setTimeout(90_000);
    const provider = await signInAsNewProvider(page);
    const customer = await signUpCustomer(request);
    const project = await postProject(request, customer, {
      title: uniqueTitle('Fix the garage roof'),
      ...TEST_PROVIDER_AREA,
    });

    // An hourly bid: $40 an hour for 10 hours.
    const bidId = await placeBid(request, await providerSession(request, provider), project.id, {
      amount: 40,
      hours: 10,
    });
    await page.goto('/my-projects');
    const card = cardOf(page, project.title);
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: project.title })).toHaveAttribute(
      'href',
      `/project-detail/${project.id}/my_projects`,
    );
    const bid = card.getByRole('definition');
    await expect(bid).toHaveText(['$40.00/h', myProjectsTexts.hourly, '10']);
    await expect(card.getByRole('term')).toHaveText([
      myProjectsTexts.bidAmount,
      myProjectsTexts.bidType,
      myProjectsTexts.hours,
    ]);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    const biddingLabel = cardStatusLabel(CARD_STATUS.bidding, false) ?? '';
    await expect(card.getByText(biddingLabel, { exact: true })).toBeVisible();
    await expect(page.getByText(projectTexts.inBiddingEmpty)).toHaveCount(0);

    // The customer hires this bid: the project leaves In-Bidding and shows under Hired.
    await hireBid(request, customer, project.id, bidId);
    await page.reload();
    await expect(page.getByRole('tabpanel')).toContainText(projectTexts.inBiddingEmpty);
    await expect(cardOf(page, project.title)).toHaveCount(0);

    await tabList(page).getByRole('tab', { name: myProjectsTexts.tabs.hired }).click();
    const hired = cardOf(page, project.title);
    await expect(hired).toBeVisible();
    await expect(hired.getByText(cardStatusLabel(CARD_STATUS.hired, false) ?? '', { exact: true })).toBeVisible();
    await expect(hired.getByRole('definition')).toHaveText(['$40.00/h', myProjectsTexts.hourly, '10']);

    // The card opens the project's detail, whose back link returns to My Projects.
    await hired.getByRole('link', { name: project.title }).click();
    await expect(page).toHaveURL(new RegExp(`/project-detail/${project.id}/my_projects$`));
  });

  test('a failed list shows what went wrong and can be tried again', async ({ page }) => {
    await signInAsNewProvider(page);
    let isFailing = true;
    await page.route('**/api/v2/providers/my_projects/in_processing', async (route) => {
      if (!isFailing) return route.continue();
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, message: 'Service unavailable', errors: ['Service unavailable'] }),
      });
    });
    await page.goto('/my-projects?tab=hired');
    const alert = page.getByRole('alert');
    // Retried twice by the query client first (a 5xx may pass): give it the time.
    await expect(alert).toContainText(myProjectsTexts.failed.hired, { timeout: 15_000 });
    await expect(alert).toContainText('Service unavailable');
    isFailing = false;
    await alert.getByRole('button', { name: projectScreenTexts.tryAgain }).click();
    await expect(page.getByRole('tabpanel')).toContainText(projectTexts.hiredEmpty);
  });

  test('the static mock-up routes show their sample content, marked Sample, and change nothing', async ({ page }) => {
    await signInAsNewProvider(page);
    const sampleBadge = () => page.getByRole('main').getByText(mockupTexts.sample, { exact: true });

    await page.goto('/buy-project-available-detail');
    await expect(
      page.getByRole('heading', { level: 1, name: mockupTexts.titles.buyProjectAvailableDetail }),
    ).toBeVisible();
    await expect(sampleBadge()).toBeVisible();
    await expect(page.getByText(mockupTexts.sampleNote)).toBeVisible();
    for (const text of [
      mockupTexts.project.title,
      mockupTexts.project.date,
      mockupTexts.project.category,
      mockupTexts.project.budget,
      mockupTexts.project.customer,
      mockupTexts.project.dimensions,
      mockupTexts.project.roofType,
      mockupTexts.totalBids,
      mockupTexts.askQuestion,
      mockupTexts.questionsAnswered,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(mockupTexts.breakdownLabel)).toHaveAttribute(
      'placeholder',
      mockupTexts.breakdownExample,
    );

    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

    await page.goto('/my-projects-inbidding-detail');
    await expect(sampleBadge()).toBeVisible();
    await expect(page.getByText(mockupTexts.youWillGet)).toBeVisible();
    await page.getByRole('button', { name: mockupTexts.editBid }).click();
    await page.getByRole('menuitem', { name: mockupTexts.deleteBid }).click();
    await expect(page.getByText(mockupTexts.sampleAction)).toBeVisible();

    await page.goto('/my-project-completed-detail');
    await expect(sampleBadge()).toBeVisible();
    await expect(page.getByText(mockupTexts.project.phone).first()).toBeVisible();

    await page.goto('/buy-project-contact-details');
    await expect(sampleBadge()).toBeVisible();
    await expect(page.getByRole('heading', { name: mockupTexts.pendingPayment })).toBeVisible();
    await expect(page.getByText(mockupTexts.hiredByCustomer)).toBeVisible();
    await expect(page.getByText(mockupTexts.project.address).first()).toBeVisible();
    await page.getByRole('link', { name: mockupTexts.pay, exact: true }).click();

    await expect(page).toHaveURL(/\/payment$/);
    await expect(sampleBadge()).toBeVisible();
    await expect(page.getByRole('heading', { name: mockupTexts.completePayment })).toBeVisible();
    await expect(page.getByText(mockupTexts.commissionValue, { exact: true })).toBeVisible();
    await expect(page.getByText(mockupTexts.paymentNote(PRODUCT_NAME))).toBeVisible();
    await page.getByLabel(mockupTexts.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(mockupTexts.validThru).fill('12/30');
    await page.getByRole('button', { name: mockupTexts.proceedToPay }).click();
    await expect(page.getByRole('status').filter({ hasText: mockupTexts.noPaymentTaken })).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  });
});
