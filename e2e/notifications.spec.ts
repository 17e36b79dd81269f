import { randomInt } from 'node:crypto';
import {
  NOTIFICATION_TASK,
  notificationScreenTexts,
  notificationSettingsTexts,
} from '@homebid/contracts/notifications';
import { expect, type Page, test } from '@playwright/test';
import { AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { openLive } from './support/live';
import { postProject, setProviderCoverage, signUpCustomer } from './support/marketplace';
import { messagesTo } from './support/outbox';
import { signInAsNewProvider } from './support/session';

// Notifications (spec 'access' §2 Notifications and header, 'projects' §2 Notification settings,
// CONTRACT §6 NotificationChannel): a customer's new project in the provider's area reaches the
// open page live, and the provider's settings decide how it is delivered.

// One area per test, where no other test posts projects (the tests run in parallel): what each
// provider is told comes from its own test alone.
const area = (zipcode: string) => ({ zipcode, radius: 10, services: ['Roof Repair'] });
const LIVE_AREA = area('99501'); // Anchorage
const SETTINGS_AREA = area('99801'); // Juneau
const EMPTY_AREA = area('96813'); // Honolulu
const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

/** axe rules the notification screens must pass. */
const A11Y_RULES = axeRules(AXE_ROLE_RULES, 'landmark-unique');

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByRole('banner').getByTestId('notification-badge');

test.describe('Notifications', () => {
  test('a new project in the area shows live in the header badge, the dropdown, the dashboard and /notifications', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const pro = await signInAsNewProvider(page);
    await setProviderCoverage(request, pro, LIVE_AREA);
    await openLive(page, '/dashboard');
    await expect(bell(page)).toBeVisible();
    const before = (await badge(page).count()) ? Number(await badge(page).textContent()) : 0;

    const customer = await signUpCustomer(request);
    const project = await postProject(request, customer, {
      title: `Storm damage on the roof ${unique()}`,
      service: 'Roof Repair',
      zipcode: LIVE_AREA.zipcode,
    });

    // Live, without a reload: the badge counts it, the dashboard's latest show it.
    await expect(badge(page)).toHaveText(String(before + 1));
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${notificationScreenTexts.unreadBadge(before + 1)}`);
    const latest = page.getByRole('region', { name: 'Notifications' });
    await expect(latest.getByText(project.title, { exact: false })).toBeVisible();

    // The dropdown: the first five, the new one first, and View all.
    await bell(page).click();
    const dropdown = page.getByRole('banner').getByRole('region', { name: 'Latest notifications' });
    const first = dropdown.getByRole('listitem').filter({ hasText: project.title });
    await expect(first).toContainText(NOTIFICATION_TASK.newProject);
    await expect(first).toContainText(project.title);
    await expect(first.getByRole('link')).toHaveAttribute('href', `/project-detail/${project.id}/lead_projects`);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(bell(page)).toBeFocused();

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: notificationScreenTexts.title, level: 1 })).toBeVisible();
    const item = page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: project.title });
    await expect(item).toContainText(NOTIFICATION_TASK.newProject);
    await expect(item).toContainText(project.title);
    // Date and time: 'Nov 22, 2026, 3:05 PM'.
    await expect(item.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    // Listing the page read it: the badge goes.
    await expect(badge(page)).toHaveCount(0);

    // With the default settings it was e-mailed too (the control for the settings test below).
    await expect
      .poll(() => messagesTo(pro.email).some((m) => m.text.includes(project.title)), { timeout: 20_000 })
      .toBe(true);

    await item.getByRole('link').click();
    await expect(page).toHaveURL(`/project-detail/${project.id}/lead_projects`);
    await expect(page.getByRole('heading', { name: project.title })).toBeVisible();
  });

  test('settings are saved, kept and decide delivery: e-mail off for new projects sends the SMS only', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const pro = await signInAsNewProvider(page);
    await setProviderCoverage(request, pro, SETTINGS_AREA);

    await page.goto('/notification-settings');
    await expect(page.getByRole('heading', { name: notificationSettingsTexts.title, level: 1 })).toBeVisible();
    const alertTypes = page.getByRole('region', { name: notificationSettingsTexts.alertTypes });
    for (const name of ['Push', 'SMS', 'Email']) {
      await expect(alertTypes.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    }
    const rowButton = page.getByRole('button', { name: new RegExp(notificationSettingsTexts.types.new_project) });
    await expect(rowButton).toContainText('Push, SMS and Email');
    await rowButton.click();
    const row = page.getByRole('listitem').filter({ has: rowButton });
    await row.getByRole('switch', { name: 'Email' }).click();
    await expect(rowButton).toContainText('Push and SMS');
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

    await page.getByRole('button', { name: notificationSettingsTexts.save }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('saved');
    await modal.getByRole('button', { name: notificationSettingsTexts.ok }).click();
    await expect(modal).toBeHidden();

    // Kept: a fresh load shows the same.
    await page.reload();
    await expect(
      page.getByRole('button', { name: new RegExp(notificationSettingsTexts.types.new_project) }),
    ).toContainText('Push and SMS');

    // Honoured: a new project in the area comes by SMS, not by e-mail.
    const smsBefore = messagesTo(pro.mobile).length;
    const emailBefore = messagesTo(pro.email).length;
    const customer = await signUpCustomer(request);
    const project = await postProject(request, customer, {
      title: `Gutter and roof edge ${unique()}`,
      service: 'Roof Repair',
      zipcode: SETTINGS_AREA.zipcode,
    });
    await expect
      .poll(
        () =>
          messagesTo(pro.mobile)
            .slice(smsBefore)
            .some((m) => m.text.includes(project.title)),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    // Deliveries of one event go out together; give a slow e-mail a moment before saying it never came.
    await page.waitForTimeout(2000);
    expect(
      messagesTo(pro.email)
        .slice(emailBefore)
        .filter((m) => m.text.includes(project.title)),
    ).toEqual([]);
  });

  test('/notifications says so when there is nothing, and the settings page loads on a phone @phone', async ({
    page,
    request,
  }) => {
    const pro = await signInAsNewProvider(page);
    await setProviderCoverage(request, pro, EMPTY_AREA);
    await page.goto('/notifications');
    await expect(page.getByText(notificationScreenTexts.empty)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages of notifications' })).toHaveCount(0);
    await page.goto('/notification-settings');
    await expect(page.getByRole('switch', { name: 'Push' }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    // The service worker behind web push is served as a script at the root and installs.
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.register('/sw.js')).scope);
    expect(scope).toBe(new URL('/', page.url()).href);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
  });
});
