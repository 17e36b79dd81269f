import { uiTexts } from '@homebid/contracts/messages';
import { expect, test } from '@playwright/test';
import { registerProviderViaApi } from './support/accounts';
import { signUpCustomer } from './support/marketplace';
import { DEMO, signInAsDemo, signInAsNewProvider, signInViaApi } from './support/session';

test.describe('route guards', () => {
  test('a logged-out visitor is sent to /login from / and from private pages', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: uiTexts.loginTitle })).toBeVisible();
    for (const path of ['/dashboard', '/profile', '/wallet-history', '/project-detail/3/projects']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test("the README's demo provider signs in and lands on the dashboard; / and /login then lead to it", async ({
    page,
  }) => {
    await signInAsDemo(page);
    await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.name}` })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a private page asked for before login opens after it', async ({ page }) => {
    const provider = await registerProviderViaApi(page.request, 'completed');
    await page.goto('/my-projects');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(provider.email);
    await page.getByLabel('Password', { exact: true }).fill(provider.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/my-projects$/);
  });

  test("a customer's session opens no provider page: each sends them to their own home, and logout leaves it to a provider", async ({
    page,
    request,
  }) => {
    const customer = await signUpCustomer(request);
    await signInViaApi(page, customer, 'customer');
    for (const path of ['/', '/dashboard', '/leads', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/customer\/projects$/);
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/customer\/login$/);
    const provider = await registerProviderViaApi(page.request, 'completed');
    await page.goto('/leads');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(provider.email);
    await page.getByLabel('Password', { exact: true }).fill(provider.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/leads$/);
  });

  test('a logged-out visitor is sent from customer pages to the customer login', async ({ page }) => {
    for (const path of ['/customer/projects', '/customer/account', '/customer/projects/3']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/customer\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Customer Login' })).toBeVisible();
    }
  });

  test('login shows the spec messages and the server error under the form', async ({ page }) => {
    const provider = await registerProviderViaApi(page.request, 'completed');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Enter Email')).toBeVisible();
    await expect(page.getByText('Please enter a valid password')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Enter a valid email ID')).toBeVisible();
    await expect(page.getByText('Check Password')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(provider.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout ends the session on the server and returns to /login', async ({ page }) => {
    await signInAsNewProvider(page);
    const cookies = await page.context().cookies();
    const token = Object.fromEntries(cookies.map((c) => [c.name, decodeURIComponent(c.value)]));
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // the old token no longer opens a session
    const answer = await page.request.delete('/api/auth/sign_out', {
      headers: { 'access-token': token['access-token'], client: token.client, uid: token.uid },
    });
    expect(answer.status()).toBe(401);
  });
});
