import { authMessages } from '@homebid/contracts/auth';
import {
  KNOWN_TASK_NAMES,
  NOTIFICATION_TYPES_BY_ROLE,
  notificationDeliveryTexts,
  notificationSettingsTexts,
  notificationTitle,
} from '@homebid/contracts/notifications';
import { customerProfileMessages } from '@homebid/contracts/profile';
import { expect, type Page, test } from '@playwright/test';
import { registerProviderViaApi } from './support/accounts';
import { AXE_LANDMARK_RULES, AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { signUpCustomer } from './support/marketplace';
import { codeSentTo, messagesTo, outboxMark } from './support/outbox';
import { DEMO, signInViaApi } from './support/session';

// The customer's shell: their own login (both tabs) and forgot password, the guards that
// send each role to its own home, the customer's header and menu, account and notification pages.

/** A demo customer of the seed (README): signed in, never changed here (other specs read the demo). */
const EMILY = { email: 'emily.carter@homebid.local', password: 'HomeBid-demo-2026', name: 'Emily Carter' } as const;

const A11Y_RULES = axeRules(AXE_ROLE_RULES, AXE_LANDMARK_RULES, 'document-title');

async function signInAtCustomerLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('the customer login', () => {
  test('a demo customer signs in at /customer/login and lands on My Projects; the provider pages send them home', async ({
    page,
  }) => {
    await page.goto('/customer/login');
    await expect(page).toHaveTitle(/Customer Login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Login' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login using email' })).toBeVisible();
    // The login card's own link (the footer has one too, once it has loaded after the first paint).
    await expect(page.getByRole('main').getByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/hire');
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/customer/forgot-password',
    );
    await signInAtCustomerLogin(page, EMILY.email, EMILY.password);
    await expect(page).toHaveURL(/\/customer\/projects$/);
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Projects' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/hire');
    await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    for (const path of ['/', '/dashboard', '/leads', '/login', '/customer/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/customer\/projects$/);
    }
    // A public page keeps the customer's own header.
    await page.goto('/support');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toHaveCount(0);
  });

  test('signs a customer in with a code sent by e-mail (the second tab)', async ({ page, request }) => {
    const customer = await signUpCustomer(request);
    await page.goto('/customer/login');
    await page.getByRole('tab', { name: 'Login using OTP' }).click();
    const mark = outboxMark(customer.email);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    const code = await codeSentTo(customer.email, mark);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/customer\/projects$/);
  });

  test('a customer page asked for signed out opens at the customer login and comes back after it', async ({
    page,
    request,
  }) => {
    const customer = await signUpCustomer(request);
    await page.goto('/customer/notification-settings');
    await expect(page).toHaveURL(/\/customer\/login$/);
    await signInAtCustomerLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/customer\/notification-settings$/);
  });

  test('each door names the other: a customer at /login, a provider at /customer/login', async ({ page, request }) => {
    const customer = await signUpCustomer(request);
    await page.goto('/login');
    await signInAtCustomerLogin(page, customer.email, customer.password);
    const atPro = page.getByRole('alert').filter({ hasText: authMessages.wrongDoorCustomer });
    await expect(atPro).toBeVisible();
    await atPro.getByRole('link', { name: 'Go to the customer login' }).click();
    await expect(page).toHaveURL(/\/customer\/login$/);

    const provider = await registerProviderViaApi(request, 'completed');
    await signInAtCustomerLogin(page, provider.email, provider.password);
    const atCustomer = page.getByRole('alert').filter({ hasText: authMessages.wrongDoorProvider });
    await expect(atCustomer).toBeVisible();
    // The e-mail code tab is told the same, before any code is sent.
    const mark = outboxMark(provider.email);
    await page.getByRole('tab', { name: 'Login using OTP' }).click();
    await page.getByLabel('Email', { exact: true }).fill(provider.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    const byCode = page.getByRole('alert').filter({ hasText: authMessages.wrongDoorProvider });
    await expect(byCode).toBeVisible();
    // No code went out (the new pro's notifications, written in the background, may still arrive).
    const notifications = new Set(
      KNOWN_TASK_NAMES.map((name) => notificationDeliveryTexts.emailSubject(notificationTitle(name))),
    );
    expect(
      messagesTo(provider.email)
        .slice(mark)
        .filter((m) => !notifications.has(m.subject ?? '')),
    ).toEqual([]);
    await byCode.getByRole('link', { name: 'Go to the pro login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a provider opening the customer pages lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await signInAtCustomerLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ['/customer/projects', '/customer/account', '/customer/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('the public header leads homeowners to /hire and to their login', async ({ page }) => {
    await page.goto('/login');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Hire a pro' })).toHaveAttribute('href', '/hire');
    // The footer has them too (a phone's header has no room for the customer login).
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/hire');
    await expect(footer.getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/customer/login');
    await header.getByRole('link', { name: 'Customer Login' }).click();
    await expect(page).toHaveURL(/\/customer\/login$/);
    await expect(header.getByRole('link', { name: 'Customer Login' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('forgot password works for a customer and returns to the customer login', async ({ page, request }) => {
    const customer = await signUpCustomer(request);
    await page.goto('/customer/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    const mark = outboxMark(customer.email);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await codeSentTo(customer.email, mark);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    const password = `${customer.password}-new`;
    await page.getByLabel('New Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/customer\/login$/);
    await signInAtCustomerLogin(page, customer.email, password);
    await expect(page).toHaveURL(/\/customer\/projects$/);
  });
});

test.describe("the customer's pages", () => {
  test('the account page changes the name, which stays after a reload and shows in the header', async ({
    page,
    request,
  }) => {
    const customer = await signUpCustomer(request);
    await signInViaApi(page, customer, 'customer');
    await page.goto('/customer/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(customer.email);
    const name = page.getByLabel('Full name');
    await expect(name).toHaveValue(customer.name);
    await name.fill('Jordan Homeowner');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(customerProfileMessages.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('account-name')).toHaveText('Jordan Homeowner');
    await expect(page.getByLabel('Full name')).toHaveValue('Jordan Homeowner');
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await expect(menuButton).toContainText('Jordan Homeowner');
    await menuButton.click();
    await expect(page.getByRole('menu', { name: 'Account menu' })).toBeVisible();
  });

  test('the account page changes the e-mail with a code sent to the new address', async ({ page, request }) => {
    const customer = await signUpCustomer(request);
    await signInViaApi(page, customer, 'customer');
    await page.goto('/customer/account');
    await page.getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change email' });
    const newEmail = customer.email.replace('customer.', 'moved.');
    const mark = outboxMark(newEmail);
    await dialog.getByLabel('New email').fill(newEmail);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByLabel('OTP', { exact: true }).fill(await codeSentTo(newEmail, mark));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('account-email')).toHaveText(newEmail);
    // The session follows the new address: the next page still opens.
    await page.goto('/customer/notification-settings');
    await expect(page.getByRole('heading', { level: 1, name: notificationSettingsTexts.title })).toBeVisible();
  });

  test("the settings show the customer's rows and the global switches; the menu leads there and logs out", async ({
    page,
    request,
  }) => {
    const customer = await signUpCustomer(request);
    await signInViaApi(page, customer, 'customer');
    await page.goto('/customer/projects');
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await menuButton.click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['My Account', 'Notification Settings', 'Support', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Notification Settings' }).click();
    await expect(page).toHaveURL(/\/customer\/notification-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: notificationSettingsTexts.title })).toBeVisible();
    // The customer's rows, in order, and none of the provider's.
    const receive = page.getByRole('region', { name: notificationSettingsTexts.youReceive });
    const rowNames = NOTIFICATION_TYPES_BY_ROLE.customer.map((type) => notificationSettingsTexts.types[type]);
    await expect(receive.getByRole('listitem')).toHaveCount(rowNames.length);
    await expect(receive.getByRole('listitem').getByRole('button')).toHaveText(
      rowNames.map((name) => new RegExp(`^${name}`)),
    );
    const alertTypes = page.getByRole('region', { name: notificationSettingsTexts.alertTypes });
    await expect(alertTypes.getByRole('switch')).toHaveCount(3);

    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/customer\/login$/);
    await page.goto('/customer/projects');
    await expect(page).toHaveURL(/\/customer\/login$/);
  });

  test('every customer page of the shell passes axe', async ({ page, request }) => {
    for (const path of ['/customer/login', '/customer/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page, A11Y_RULES), path).toEqual([]);
    }
    const customer = await signUpCustomer(request);
    await signInViaApi(page, customer, 'customer');
    for (const [path, heading] of [
      ['/customer/projects', null],
      ['/customer/account', 'My Account'],
      ['/customer/notifications', 'Notifications'],
      ['/customer/notification-settings', notificationSettingsTexts.title],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page's own content has loaded (no spinner left).
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await axeViolations(page, A11Y_RULES), path).toEqual([]);
    }
  });

  test('@phone the header and the menu at 360 px', async ({ page }) => {
    await page.goto('/customer/login');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hire a pro' })).toBeVisible();
    await signInAtCustomerLogin(page, EMILY.email, EMILY.password);
    await expect(page).toHaveURL(/\/customer\/projects$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByText(EMILY.name)).toBeVisible();
    for (const name of ['My Projects', 'Post a project', 'My Account', 'Notification Settings', 'Support']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await menu.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/customer\/account$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await header.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('region', { name: 'Latest notifications' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/customer/notifications');
  });
});
