import { projectTexts } from '@homebid/contracts/projects';
import { expect, type Page, test } from '@playwright/test';
import { dashboardTexts, projectScreenTexts } from '../apps/web/src/features/projects/texts';
import { AXE_LANDMARK_RULES, AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { postProject, signUpCustomer } from './support/marketplace';
import {
  completeProject,
  hireBid,
  placeBid,
  providerSession,
  TEST_PROVIDER_AREA,
  uniqueTitle,
} from './support/marketplace-data';
import { signInAsNewProvider } from './support/session';

/** axe rules the dashboard must pass: names, labels, lists, ARIA use and contrast. */
const A11Y_RULES = axeRules(AXE_ROLE_RULES, AXE_LANDMARK_RULES);

const tile = (page: Page, name: string) =>
  page.getByRole('list', { name: dashboardTexts.statsLabel }).getByRole('listitem', { name });
const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A carousel's slides (each card inside has lists of its own). */
const slides = (page: Page, name: string) => carousel(page, name).getByRole('listitem', { name: /^\d+ of \d+$/ });
const slideOf = (page: Page, carouselName: string, title: string) =>
  slides(page, carouselName).filter({ hasText: title });

test.describe('Dashboard', () => {
  test('a new provider: zero figures with their hints, no notifications, the header of the spec', async ({ page }) => {
    // Only roof replacements: the other tests post roof repairs in the same area, which would notify it.
    await signInAsNewProvider(page, { services: ['Roof Replacement'] });

    await expect(tile(page, dashboardTexts.saved)).toContainText('$0.00');
    await expect(tile(page, dashboardTexts.saved)).toContainText(dashboardTexts.savedHintZero);
    await expect(tile(page, dashboardTexts.interactions).getByText('0', { exact: true })).toBeVisible();
    await expect(tile(page, dashboardTexts.interactions)).toContainText(dashboardTexts.interactionsHintZero);
    await expect(tile(page, dashboardTexts.completed).getByText('0', { exact: true })).toBeVisible();
    await expect(tile(page, dashboardTexts.completed)).toContainText(dashboardTexts.completedHintZero);

    // A new provider has had no notification yet: the panel says so.
    const notifications = page.getByRole('region', { name: dashboardTexts.notifications, exact: true });
    await expect(notifications).toContainText(dashboardTexts.noNotifications);
    await expect(notifications.getByRole('link', { name: dashboardTexts.view })).toHaveCount(0);
    await expect(notifications.getByRole('link', { name: dashboardTexts.showAllNotifications })).toHaveAttribute(
      'href',
      '/notifications',
    );

    // Your Activities: the empty banner, which leads to the available projects.
    const activities = carousel(page, dashboardTexts.activities);
    await expect(activities).toContainText(dashboardTexts.activitiesEmpty);
    await expect(activities.getByRole('link', { name: projectScreenTexts.browseProjects })).toHaveAttribute(
      'href',
      '/projects/all/1',
    );
    await expect(carousel(page, dashboardTexts.yourProjects)).toContainText(dashboardTexts.yourProjectsEmpty);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    // The e2e server names no tips video: no button.
    await expect(page.getByRole('button', { name: dashboardTexts.tipsVideo })).toHaveCount(0);

    // The header after login (spec 'access' §2), the current section marked.
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link')).toHaveText(['Dashboard', 'Projects', 'Purchased Leads', 'My Projects']);
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('href', '/projects/all/1');
    await expect(main.getByRole('link', { name: 'Purchased Leads' })).toHaveAttribute('href', '/leads');
    await expect(main.getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/my-projects');
    // A new provider is not Pro: Become a Pro shows, Manage Subscription does not.
    await expect(page.getByRole('link', { name: 'Become a Pro' })).toHaveAttribute('href', '/become-pro');
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await expect(page.getByRole('menu', { name: 'Profile menu' }).getByRole('menuitem')).toHaveText([
      'Reviews',
      'Performance',
      'My Account',
      'My Works',
      'Wallet',
      'Billing history',
      'Notification Settings',
      'Saved Searches',
      'FAQs',
      'Terms & Conditions',
      'Privacy Policy',
      'Logout',
    ]);
    await page.keyboard.press('Escape');

    // The section follows the page: Projects is current on the available list.
    await main.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/all\/1$/);
    await expect(main.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('a bid, the hire and the completion change the figures and the carousels', async ({ page, request }) => {
    test.setTimeout(120_000);
    const provider = await signInAsNewProvider(page);
    const customer = await signUpCustomer(request);
    const projects = [];
    for (const what of ['Patch the porch roof', 'Replace the shed roof', 'Reseal the skylight']) {
      projects.push(await postProject(request, customer, { title: uniqueTitle(what), ...TEST_PROVIDER_AREA }));
    }
    const [first, , newest] = projects;

    // Available Projects: newest first, two slides at 1280 px, the cards open the detail from the dashboard.
    await page.reload();
    const availableName = dashboardTexts.availableProjects;
    const available = carousel(page, availableName);
    const newestSlide = slideOf(page, availableName, newest.title);
    await expect(newestSlide).toBeVisible();
    await expect(newestSlide.getByRole('link', { name: newest.title })).toHaveAttribute(
      'href',
      `/project-detail/${newest.id}/dashboard`,
    );
    const track = await available.getByRole('list').first().boundingBox();
    const slide = await slides(page, availableName).first().boundingBox();
    expect(track && slide && slide.width / track.width).toBeGreaterThan(0.45);
    expect(track && slide && slide.width / track.width).toBeLessThan(0.55);

    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

    // Previous and Next, by keyboard: Next moves one page on, Previous is usable again.
    const previous = available.getByRole('button', { name: dashboardTexts.previous(availableName) });
    const next = available.getByRole('button', { name: dashboardTexts.next(availableName) });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await expect(available.getByText(/^1–2 of \d+$/)).toBeVisible();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    // With three or more slides the view moved on: it no longer starts at the first.
    await expect(available.getByText(/^\d+(–\d+)? of \d+$/)).not.toHaveText(/^1–2 of/);
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    // A bid: one interaction, and the project under Your Activities.
    const bidId = await placeBid(request, await providerSession(request, provider), first.id, { amount: 950 });
    await page.reload();
    await expect(tile(page, dashboardTexts.interactions).getByText('1', { exact: true })).toBeVisible();
    await expect(tile(page, dashboardTexts.interactions)).toContainText(dashboardTexts.interactionsHint);
    await expect(slideOf(page, dashboardTexts.activities, first.title)).toBeVisible();
    await expect(carousel(page, dashboardTexts.yourProjects)).toContainText(dashboardTexts.yourProjectsEmpty);

    // The hire: the job shows under Your Projects, and opens the detail from the dashboard.
    await hireBid(request, customer, first.id, bidId);
    await page.reload();
    const job = slideOf(page, dashboardTexts.yourProjects, first.title);
    await expect(job).toBeVisible();
    await expect(job).toContainText('Hired');
    await expect(tile(page, dashboardTexts.completed).getByText('0', { exact: true })).toBeVisible();

    // The customer confirms completion: Completed counts 1 with its own hint; the job leaves Your Projects.
    await completeProject(request, customer, first.id);
    await page.reload();
    await expect(tile(page, dashboardTexts.completed).getByText('1', { exact: true })).toBeVisible();
    await expect(tile(page, dashboardTexts.completed)).toContainText(dashboardTexts.completedHint);
    await expect(carousel(page, dashboardTexts.yourProjects)).toContainText(dashboardTexts.yourProjectsEmpty);
    await expect(job).toHaveCount(0);

    await page.getByRole('link', { name: `${dashboardTexts.viewAll}: ${dashboardTexts.activities}` }).click();
    await expect(page).toHaveURL(/\/my-projects$/);
  });

  test('@phone the dashboard and the bottom tab bar at 360 px', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInAsNewProvider(page);
    const customer = await signUpCustomer(request);
    const posted = [];
    for (const what of ['Clean the gutters', 'Fix the roof vent']) {
      posted.push(await postProject(request, customer, { title: uniqueTitle(what), ...TEST_PROVIDER_AREA }));
    }
    await page.reload();

    // One slide at a time on a phone.
    const availableName = dashboardTexts.availableProjects;
    const available = carousel(page, availableName);
    await expect(slideOf(page, availableName, posted[1].title)).toBeVisible();
    const track = await available.getByRole('list').first().boundingBox();
    const slide = await slides(page, availableName).first().boundingBox();
    expect(track && slide && slide.width / track.width).toBeGreaterThan(0.9);
    await expect(available.getByText(/^1 of \d+$/)).toBeVisible();
    await available.getByRole('button', { name: dashboardTexts.next(availableName) }).click();
    await expect(available.getByText(/^2 of \d+$/)).toBeVisible();

    // The tiles stack; nothing is wider than the screen.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    let overflow = await overflowOf(page);
    expect(overflow).toBeLessThanOrEqual(0);

    // The bottom tab bar: Dashboard, Projects, My Projects, Buy Projects; the current one marked.
    const tabs = page.getByRole('navigation', { name: 'Quick' });
    await expect(tabs.getByRole('link')).toHaveText(['Dashboard', 'Projects', 'My Projects', 'Buy Projects']);
    await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Buy Projects' })).toHaveAttribute('href', '/leads');
    await tabs.getByRole('link', { name: 'My Projects' }).click();
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(tabs.getByRole('link', { name: 'My Projects' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('tabpanel')).toContainText(projectTexts.inBiddingEmpty);
    overflow = await overflowOf(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await tabs.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/all\/1$/);
    await expect(tabs.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('aria-current', 'page');

    // The mobile menu: the main entries, Become a Pro and the profile entries.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Become a Pro' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet-history');
  });
});
