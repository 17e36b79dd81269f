import { uploadMessages } from '@homebid/contracts/files';
import { validationMessages } from '@homebid/contracts/messages';
import { profileMessages } from '@homebid/contracts/profile';
import { rateFormMessages, reviewTexts } from '@homebid/contracts/reviews';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './support/axe';
import { type SignedInProvider, signInAsNewProvider } from './support/session';

// Each test signs in a provider of its own (support/session.ts): they run in any order, in parallel.

async function openProfile(page: Page, pro: SignedInProvider) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: pro.name, level: 1 })).toBeVisible();
}

async function startEditing(page: Page) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Edit' })).toBeVisible();
}

/** A read-only detail of the profile: the text under its label. */
const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

/** In the services picker, ticks a service type and unticks all its services but `keep`. */
async function tickTypeKeeping(picker: Locator, type: string, keep: string) {
  await picker.getByRole('checkbox', { name: type, exact: true }).check();
  const group = picker.getByRole('group', { name: type, exact: true });
  for (const box of await group.getByRole('checkbox').all()) {
    const name = (await box.evaluate((input) => input.closest('label')?.textContent ?? '')).trim();
    if (name !== keep) await box.uncheck();
  }
  await expect(group.getByRole('checkbox', { checked: true })).toHaveCount(1);
}

/** Unticks every ticked service type, which leaves no service chosen. */
async function clearServices(picker: Locator) {
  const types = picker.getByRole('group', { name: 'Service types', exact: true });
  while ((await types.getByRole('checkbox', { checked: true }).count()) > 0) {
    await types.getByRole('checkbox', { checked: true }).first().uncheck();
  }
  await expect(picker.getByText('0 services selected')).toBeVisible();
}

/** Saves the form and waits for the reload the spec asks for (§4). */
async function saveAndReload(page: Page) {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
}

test.describe('My Account (/profile)', () => {
  test('the profile menu leads to Reviews and My Account', async ({ page }) => {
    const pro = await signInAsNewProvider(page);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: pro.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('profile-email')).toHaveText(pro.email);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  });

  test('the reviews page shows the empty state and says Google and Yelp are not connected', async ({ page }) => {
    await signInAsNewProvider(page);
    await page.goto('/review');
    await expect(page.getByText(reviewTexts.empty)).toBeVisible();
    await expect(page.getByText(reviewTexts.googleNotConnected)).toBeVisible();
    await expect(page.getByText(reviewTexts.yelpNotConnected)).toBeVisible();
    await expect(page.getByTestId('reviews-count')).toHaveText('0 reviews');
  });

  test('the company form shows the spec messages and sends nothing while invalid', async ({ page }) => {
    const pro = await signInAsNewProvider(page);
    await openProfile(page, pro);
    await startEditing(page);
    // A new provider has services and a service area: take them away first.
    await page.getByRole('button', { name: 'Choose services' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your services' });
    await picker.getByRole('checkbox', { name: 'Roofing', exact: true }).uncheck();
    await expect(picker.getByText('0 services selected')).toBeVisible();
    await picker.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Area 1 zip code').fill('');
    await page.getByLabel('Area 1 miles').fill('');
    await page.getByLabel('Company name').fill('');
    await page.getByLabel('Company type').selectOption('0');
    await page.getByLabel('Business address').fill('   ');
    await page.getByLabel('Zip code', { exact: true }).fill('');
    await page.getByLabel('Years of business').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const message of [
      validationMessages.companyNameEmpty,
      validationMessages.companyTypeEmpty,
      validationMessages.addressEmpty,
      validationMessages.zipEmpty,
      validationMessages.yearsEmpty,
      validationMessages.servicesEmpty,
      validationMessages.areaNoneValid,
    ]) {
      await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    }
    await page.getByLabel('Zip code', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(validationMessages.zipInvalid)).toBeVisible();
    // Cancel Edit restores the saved values, shown as text again.
    await page.getByRole('button', { name: 'Cancel Edit' }).click();
    await expect(detail(page, 'Company name')).toHaveText(pro.companyName);
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveCount(0);
    await startEditing(page);
    await expect(page.getByLabel('Company name')).toHaveValue(pro.companyName);
    await page.getByRole('button', { name: 'Cancel Edit' }).click();
  });

  test('before Edit Profile the details are text, not fields; numbers read as the registration shows them', async ({
    page,
  }) => {
    const pro = await signInAsNewProvider(page);
    await openProfile(page, pro);
    const details = page.getByRole('region', { name: 'Company details' });
    await expect(details.getByRole('textbox')).toHaveCount(0);
    await expect(details.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Licences and listings' }).getByRole('textbox')).toHaveCount(0);
    await expect(detail(page, 'Company name')).toHaveText(pro.companyName);
    await expect(page.getByTestId('profile-mobile')).toHaveText(/^\(\d{3}\) \d{3}-\d{4}$/);
    await startEditing(page);
    await expect(details.getByRole('textbox', { name: 'Company name' })).toBeEditable();
    await page.getByRole('button', { name: 'Cancel Edit' }).click();
    await expect(details.getByRole('textbox')).toHaveCount(0);
  });

  test('screen readers: the rating link and the profile menu are named by what they show', async ({ page }) => {
    const pro = await signInAsNewProvider(page);
    await openProfile(page, pro);
    const rating = page.getByRole('link', { name: /^Average rating/ });
    const shown = (await page.getByTestId('profile-average').textContent()) ?? '';
    await expect(rating).toHaveAccessibleName(`Average rating ${shown} out of 5, see your reviews`);
    expect(await axeViolations(page, ['label-content-name-mismatch'])).toEqual([]);
  });

  test('service-area rows follow the spec rules and messages', async ({ page }) => {
    const pro = await signInAsNewProvider(page);
    await openProfile(page, pro);
    await startEditing(page);
    const zip1 = page.getByLabel('Area 1 zip code');
    const miles1 = page.getByLabel('Area 1 miles');
    // A new provider has one area: empty it, to start from none.
    await zip1.fill('');
    await miles1.fill('');
    // A new row only after the last one is valid.
    await page.getByRole('button', { name: 'Add another area' }).click();
    await expect(page.getByText(validationMessages.areaRowIncomplete)).toBeVisible();
    await expect(page.getByLabel('Area 2 zip code')).toHaveCount(0);
    // Zip codes keep digits only and stop at 5.
    await zip1.pressSequentially('1a00019');
    await expect(zip1).toHaveValue('10001');
    await zip1.fill('123');
    await zip1.blur();
    await expect(page.getByText(validationMessages.areaZipInvalid)).toBeVisible();
    await miles1.fill('91');
    await miles1.blur();
    await expect(page.getByText(validationMessages.areaRadiusInvalid)).toBeVisible();
    await zip1.fill('');
    await expect(page.getByText(validationMessages.areaZipEmpty)).toBeVisible();
    await zip1.fill('10001');
    await miles1.fill('15');
    await expect(page.getByText('New York, NY')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove area 1' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add another area' }).click();
    await expect(page.getByLabel('Area 2 zip code')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove area 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove area 2' }).click();
    await expect(page.getByLabel('Area 2 zip code')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove area 1' })).toHaveCount(0);
  });

  test('the services picker: a type comes with all its services to untick, Select All takes everything', async ({
    page,
  }) => {
    const pro = await signInAsNewProvider(page);
    await openProfile(page, pro);
    await startEditing(page);
    await page.getByRole('button', { name: 'Choose services' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your services' });
    await clearServices(picker);
    await picker.getByRole('checkbox', { name: 'Roofing', exact: true }).check();
    await expect(picker.getByRole('checkbox', { name: 'Roof Repair', exact: true })).toBeChecked();
    await expect(picker.getByText('6 services selected')).toBeVisible();
    await picker.getByRole('checkbox', { name: 'Roof Replacement', exact: true }).uncheck();
    await expect(picker.getByText('5 services selected')).toBeVisible();
    await picker.getByRole('checkbox', { name: 'Plumbing', exact: true }).check();
    await expect(picker.getByText('11 services selected')).toBeVisible();
    await picker.getByRole('checkbox', { name: 'Roofing', exact: true }).uncheck();
    await expect(picker.getByText('6 services selected')).toBeVisible();
    await picker.getByRole('button', { name: 'Select All' }).click();
    await expect(picker.getByText(/^\d{2,} services selected$/)).toBeVisible();
    await picker.getByRole('button', { name: 'Done' }).click();
    // The preview shows the first 15 services and how many more there are.
    const preview = page.getByRole('list', { name: 'Your services' });
    await expect(preview.getByRole('listitem').filter({ hasNotText: /more$/ })).toHaveCount(15);
    await expect(preview.getByText(/^\+\d+ more$/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Edit' }).click();
  });

  test('edit and save: details, services and an area are there after the reload', async ({ page }) => {
    const pro = await signInAsNewProvider(page);
    await openProfile(page, pro);
    await startEditing(page);
    await page.getByLabel('Company name').fill('Dana Demo Roofing LLC');
    await page.getByLabel('Company type').selectOption({ label: 'Corp' });
    await page.getByLabel('Business address').fill('20 W 34th St');
    await page.getByLabel('Zip code', { exact: true }).fill('10001');
    await page.getByLabel('Years of business').fill('11');
    await page.getByLabel('Website').fill('https://dana-demo.example');
    await page.getByLabel('About us').fill('Roofs and gutters across Manhattan.');
    await page.getByLabel('Second phone number').fill('2125550177');
    await page.getByLabel('Insurance number').fill('INS-2026');
    await page.getByRole('button', { name: 'Choose services' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your services' });
    await clearServices(picker);
    await tickTypeKeeping(picker, 'Roofing', 'Roof Repair');
    await tickTypeKeeping(picker, 'Gutters', 'Gutter Installation');
    await expect(picker.getByText('2 services selected')).toBeVisible();
    await picker.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Area 1 zip code').fill('10001');
    await page.getByLabel('Area 1 miles').fill('10');
    await saveAndReload(page);

    await expect(detail(page, 'Company name')).toHaveText('Dana Demo Roofing LLC');
    await expect(detail(page, 'Company type')).toHaveText('Corp');
    await expect(detail(page, 'Business address')).toHaveText('20 W 34th St');
    await expect(detail(page, 'Years of business')).toHaveText('11');
    await expect(detail(page, 'About us')).toHaveText('Roofs and gutters across Manhattan.');
    await expect(detail(page, 'Second phone number')).toHaveText('(212) 555-0177');
    await expect(detail(page, 'Insurance number')).toHaveText('INS-2026');
    await expect(detail(page, 'Licence number')).toHaveText('Not set');
    await startEditing(page);
    await expect(page.getByLabel('Company type')).toHaveValue('3');
    await expect(page.getByLabel('Second phone number')).toHaveValue('2125550177');
    await page.getByRole('button', { name: 'Cancel Edit' }).click();
    const services = page.getByRole('list', { name: 'Your services' });
    await expect(services.getByRole('listitem')).toHaveText(['Roof Repair', 'Gutter Installation']);
    await expect(page.getByRole('list', { name: 'Your service areas' })).toContainText(
      '10001 · New York, NY · within 10 miles',
    );
    const count = Number((await page.getByTestId('serviced-zipcodes-count').textContent())?.replace(/,/g, ''));
    expect(count).toBeGreaterThan(50);

    // The Serviced Zip Codes modal lists them and searches them.
    await page.getByRole('button', { name: 'Serviced Zip Codes' }).click();
    const modal = page.getByRole('dialog', { name: 'Serviced Zip Codes' });
    await expect(
      modal.getByRole('list', { name: 'Serviced zip codes' }).getByText('10001', { exact: true }),
    ).toBeVisible();
    await modal.getByLabel('Search zip codes').fill('1000');
    const items = modal.getByRole('list', { name: 'Serviced zip codes' }).getByRole('listitem');
    await expect(items.first()).toHaveText(/^1000\d$/);
    for (const text of await items.allTextContents()) expect(text.startsWith('1000')).toBe(true);
    await modal.getByLabel('Search zip codes').fill('99999');
    await expect(modal.getByText('No serviced zip code starts with 99999.')).toBeVisible();
  });

  test('the header New Services modal adds services and goes home', async ({ page }) => {
    const pro = await signInAsNewProvider(page, { services: ['Roof Repair', 'Gutter Installation'] });
    await page.getByRole('button', { name: 'New Services' }).click();
    const modal = page.getByRole('dialog', { name: 'New Services' });
    await modal.getByRole('button', { name: 'Add services' }).click();
    await expect(modal.getByText(validationMessages.servicesEmpty)).toBeVisible();
    // Services already offered are not offered again.
    await modal.getByRole('checkbox', { name: 'Roofing', exact: true }).check();
    await expect(modal.getByRole('checkbox', { name: 'Roof Replacement', exact: true })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: 'Roof Repair', exact: true })).toHaveCount(0);
    await modal.getByRole('checkbox', { name: 'Roofing', exact: true }).uncheck();
    await tickTypeKeeping(modal, 'Plumbing', 'Leak Repair');
    await expect(modal.getByText('1 service selected')).toBeVisible();
    await modal.getByRole('button', { name: 'Add services' }).click();
    await expect(page.getByText(profileMessages.servicesAdded)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await openProfile(page, pro);
    await expect(page.getByRole('list', { name: 'Your services' }).getByRole('listitem')).toHaveText([
      'Roof Repair',
      'Gutter Installation',
      'Leak Repair',
    ]);
  });

  test('a new profile picture: one must be chosen, then Update reloads with it', async ({ page }) => {
    const pro = await signInAsNewProvider(page);
    await openProfile(page, pro);
    await expect(page.getByRole('img', { name: `${pro.name} has no profile picture` })).toBeVisible();
    await page.getByRole('button', { name: 'Change picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change profile picture' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText(uploadMessages.noFile)).toBeVisible();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 110 } } })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.getByRole('img', { name: 'Your choice, before upload' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    const avatar = page.getByRole('img', { name: pro.name, exact: true });
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /\/files\//);
    await expect(page.getByRole('img', { name: `${pro.name} has no profile picture` })).toHaveCount(0);
    // The page loads stored files from its own origin (lib/file-src.ts): fetch that path.
    const served = await page.request.get(new URL(String(await avatar.getAttribute('src')), page.url()).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
    expect((await served.body()).length).toBeGreaterThan(0);
  });

  test('a review link: shared by the provider, rated once by a customer without an account, shown on /review', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const pro = await signInAsNewProvider(page);
    await openProfile(page, pro);
    await page.getByRole('link', { name: 'Get reviews' }).click();
    await expect(page).toHaveURL(/\/get-reviews\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Share your link' })).toBeVisible();
    await page.getByRole('button', { name: reviewTexts.shareButton }).click();
    const linkField = page.getByLabel('Your review link');
    await expect(linkField).toHaveValue(/\/rate\/[\w-]{32}$/);
    await expect(page.getByText(reviewTexts.linkCopied)).toBeVisible();
    const url = new URL(await linkField.inputValue());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url.href);

    // A past customer, in a browser that has never signed in.
    const customer = await browser.newContext();
    try {
      const rater = await customer.newPage();
      await rater.goto(url.pathname);
      await expect(rater.getByRole('heading', { name: pro.name, level: 1 })).toBeVisible();
      await expect(rater.getByText(pro.companyName)).toBeVisible();
      await rater.getByRole('button', { name: 'Send review' }).click();
      await expect(rater.getByText(rateFormMessages.ratingInvalid)).toBeVisible();
      await rater.getByRole('radio', { name: '4 stars' }).check({ force: true });
      await rater.getByLabel('Your name').fill('Nora Neighbour');
      await rater.getByLabel('Your review').fill('New gutters, tidy work, on time.');
      await rater.getByRole('button', { name: 'Send review' }).click();
      await expect(rater.getByRole('status')).toHaveText(reviewTexts.thanks);
      await expect(rater.getByTestId('public-average')).toHaveText('4.0');
      // The link takes one review only.
      await rater.reload();
      await expect(rater.getByText(reviewTexts.linkUsed)).toBeVisible();
    } finally {
      await customer.close();
    }

    await page.goto('/review');
    const card = page.getByRole('article', { name: 'Review by Nora Neighbour' });
    await expect(card).toContainText('New gutters, tidy work, on time.');
    await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(page.getByTestId('reviews-average')).toHaveText('4.0');
    await expect(page.getByTestId('reviews-count')).toHaveText('1 review');
    await expect(page.getByText(reviewTexts.empty)).toHaveCount(0);
    await openProfile(page, pro);
    await expect(page.getByTestId('profile-average')).toHaveText('4.0');
    await expect(page.getByTestId('profile-review-count')).toHaveText('1 review');
  });
});

test.describe('phone header', () => {
  test('the mobile menu opens the New Service modal @phone', async ({ page }) => {
    await signInAsNewProvider(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'New Service' }).click();
    const modal = page.getByRole('dialog', { name: 'New Services' });
    await expect(modal.getByRole('button', { name: 'Select All' })).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });
});
