import { expect, type Page } from '@playwright/test';
import type { TestProvider } from './accounts';
import { codeSentTo, outboxMark } from './outbox';

// The registration's steps as a provider goes through them in the browser (spec §2 Registration).

export const STEPS = ['Personal', 'Verification', 'Business', 'Services', 'Additional'] as const;

export const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Registration progress' }).locator('[aria-current="step"]');

export async function expectStep(page: Page, step: (typeof STEPS)[number]) {
  await expect(currentStep(page)).toHaveCount(1);
  await expect(currentStep(page)).toContainText(step);
}

export async function fillPersonal(page: Page, provider: TestProvider) {
  await page.getByLabel('Name', { exact: true }).fill(provider.name);
  await page.getByLabel('Email', { exact: true }).fill(provider.email);
  await page.getByLabel('Mobile Number', { exact: true }).fill(provider.mobile);
  await page.getByLabel('Password', { exact: true }).fill(provider.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(provider.password);
}

/** Step 1 in the browser, then the texted code: ends on step 3 (signed in by validate_user). */
export async function registerUntilBusiness(page: Page, provider: TestProvider) {
  await page.goto('/register');
  await fillPersonal(page, provider);
  const mark = outboxMark(provider.mobile);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Verification');
  await page.getByLabel('OTP', { exact: true }).fill(await codeSentTo(provider.mobile, mark));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectStep(page, 'Business');
}

/** Step 3 for a roofer in San Francisco: business at 94104, one area of 30 miles around it. */
export async function fillBusiness(page: Page) {
  await page.getByLabel('Company Name').fill('Riley Roofing LLC');
  await page.getByLabel('Company Type').selectOption({ label: 'LLC' });
  await page.getByLabel('Business Address').fill('548 Market St');
  await page.getByLabel('Zip Code', { exact: true }).fill('94104');
  await page.getByLabel('Years of Business').fill('7');
  await page.getByLabel('Area 1 zip code').fill('94104');
  await page.getByLabel('Area 1 miles').fill('30');
}
