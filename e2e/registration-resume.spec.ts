import { expect, test } from '@playwright/test';
import { newProvider, signInWithPassword } from './support/accounts';
import { overflowOf } from './support/layout';
import { expectStep, fillBusiness, registerUntilBusiness } from './support/registration';

// The business details of step 3 survive leaving between steps 3 and 4 (kept on
// the server, found again on another device); the password's rule shows before it fails; the first
// service area takes the business zip code; the header says where the registration stands.

test('step 3 is kept on the server: resumed on another device it comes back filled in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const provider = newProvider('keep3');
  await page.goto('/register');
  // The rule is there before anything is typed, and belongs to the field.
  const password = page.getByLabel('Password', { exact: true });
  await expect(page.getByText('Use 6 to 128 characters.')).toBeVisible();
  await expect(password).toHaveAccessibleDescription('Use 6 to 128 characters.');

  await registerUntilBusiness(page, provider);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Step 3 of 5/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  // Typed once, the business zip code is also the first service area's.
  await page.getByLabel('Zip Code', { exact: true }).fill('94104');
  await expect(page.getByLabel('Area 1 zip code')).toHaveValue('94104');
  await fillBusiness(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Services');
  await expect(header.getByRole('link', { name: /^Step 4 of 5/ })).toBeVisible();

  // The pro leaves here and comes back on another device.
  const other = await browser.newContext({ baseURL });
  const elsewhere = await other.newPage();
  await signInWithPassword(elsewhere, provider.email, provider.password);
  await expect(elsewhere).toHaveURL(/\/register$/);
  await expectStep(elsewhere, 'Business');
  await expect(elsewhere.getByLabel('Company Name')).toHaveValue('Riley Roofing LLC');
  await expect(elsewhere.getByLabel('Company Type')).toHaveValue('2');
  await expect(elsewhere.getByLabel('Business Address')).toHaveValue('548 Market St');
  await expect(elsewhere.getByLabel('Zip Code', { exact: true })).toHaveValue('94104');
  await expect(elsewhere.getByLabel('Years of Business')).toHaveValue('7');
  await expect(elsewhere.getByLabel('Area 1 zip code')).toHaveValue('94104');
  await expect(elsewhere.getByLabel('Area 1 miles')).toHaveValue('30');
  await elsewhere.getByRole('button', { name: 'Next' }).click();
  await expectStep(elsewhere, 'Services');
  await other.close();
});

test('@phone the header says where the registration stands and fits 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  await registerUntilBusiness(page, newProvider('head'));
  await expect(page.getByRole('banner').getByRole('link', { name: /^Step 3 of 5/ })).toBeVisible();
  const overflow = await overflowOf(page);
  expect(overflow).toBeLessThanOrEqual(0);
});
