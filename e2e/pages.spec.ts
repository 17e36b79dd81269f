import { uiTexts } from '@homebid/contracts/messages';
import { expect, test } from '@playwright/test';
import { registerProviderViaApi } from './support/accounts';
import { axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { holdRequests } from './support/network';
import { signInAsNewProvider } from './support/session';

test.describe('404 page', () => {
  test('an unknown path shows the 404 page with a link to the dashboard for everyone; signed out, the guard leads to login', async ({
    page,
  }) => {
    const provider = await registerProviderViaApi(page.request, 'completed');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: uiTexts.pageNotFound })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: uiTexts.goToDashboard }).click();
    // The dashboard's guard: signed out, the visitor signs in first and then reaches the dashboard.
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(provider.email);
    await page.getByLabel('Password', { exact: true }).fill(provider.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: uiTexts.pageNotFound })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: uiTexts.goToDashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${provider.name}` })).toBeVisible();
  });

  test('an unknown /api path answers JSON, never the app', async ({ request }) => {
    const response = await request.get('/api/no-such-call');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 404, errors: [expect.any(String)] });
  });
});

test.describe('static pages', () => {
  test('Support shows 24/7 help, phone, e-mail and the FAQ entries (also at /Support)', async ({ page }) => {
    for (const path of ['/support', '/Support']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
      await expect(page.getByText(/24\/7/).first()).toBeVisible();
      await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
      await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
      await expect(page.locator('main [aria-expanded]')).toHaveCount(6);
    }
  });

  test('FAQ shows a loader, then six questions that open and close', async ({ page }) => {
    const release = await holdRequests(page, '**/api/faqs');
    await page.goto('/faqs');
    await expect(page.getByRole('status').filter({ hasText: uiTexts.faqLoading })).toBeVisible();
    release();
    const questions = page.locator('main button[aria-expanded]');
    await expect(questions).toHaveCount(6);
    const first = questions.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
  });

  test('Terms has 13 numbered sections, including the blind auction, 18+, US-only and California law', async ({
    page,
  }) => {
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    const sections = page.locator('main h2');
    await expect(sections).toHaveCount(13);
    for (let i = 1; i <= 13; i++) await expect(sections.nth(i - 1)).toHaveText(new RegExp(`^${i}\\.`));
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/blind auction/i);
    expect(text).toMatch(/18/);
    expect(text).toMatch(/United States/);
    expect(text).toMatch(/California/);
  });

  test('Privacy Policy has its four sections and opens at the top', async ({ page }) => {
    await page.goto('/terms-conditions');
    await page.mouse.wheel(0, 4000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    const headings = page.locator('main h2');
    await expect(headings).toHaveText([
      'General T&C',
      'Disclaimer',
      'Data Protection and Privacy Policy',
      'Data Security',
    ]);
    await expect(page.getByText(/SSL/)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('headers and footer', () => {
  test('logged out: Support and Register; the footer carries help, company, apps, contact and ©', async ({ page }) => {
    await page.goto('/login');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Support' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    // The copyright runs to this year.
    await expect(footer).toContainText(`© 2008–${new Date().getFullYear()}`);
    // A visitor's services link leads to offering theirs (there is no public list of services).
    await expect(footer.getByRole('link', { name: 'Browse services' })).toHaveCount(0);
    await footer.getByRole('link', { name: uiTexts.offerYourServices }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("logged in: the footer services link leads to the provider's own services", async ({ page }) => {
    await signInAsNewProvider(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: uiTexts.offerYourServices })).toHaveCount(0);
    await footer.getByRole('link', { name: uiTexts.yourServices }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('region', { name: 'Services', exact: true })).toBeVisible();
  });

  test('logged in: main navigation and the profile menu by keyboard', async ({ page }) => {
    await signInAsNewProvider(page);
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toHaveCount(0);
    const menuButton = header.getByRole('button', { name: 'Profile menu' });
    // Its accessible name contains the text it shows (WCAG 2.5.3, axe label-content-name-mismatch):
    // the provider's name, then the hidden words 'Profile menu'.
    const shownText = await menuButton.evaluate((button) =>
      [...button.querySelectorAll('span')]
        .filter((span) => span.children.length === 0 && span.checkVisibility() && !span.closest('[aria-hidden="true"]'))
        .filter((span) => !span.classList.contains('sr-only'))
        .map((span) => span.textContent?.trim())
        .filter(Boolean)
        .join(' '),
    );
    expect(shownText).not.toBe('');
    await expect(menuButton).toHaveAccessibleName(`${shownText} Profile menu`);
    expect(await axeViolations(page, ['label-content-name-mismatch'])).toEqual([]);
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Profile menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
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
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test('@phone the mobile menu and bottom tab bar at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsNewProvider(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(
      page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    const overflow = await overflowOf(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
