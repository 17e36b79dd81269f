import { accountMessages } from '@homebid/contracts/accounts';
import { authMessages } from '@homebid/contracts/auth';
import { validationMessages as m, uiTexts } from '@homebid/contracts/messages';
import { serviceAreaTexts } from '@homebid/contracts/service-areas';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newProvider, registerProviderViaApi, signInWithPassword } from './support/accounts';
import { overflowOf } from './support/layout';
import { holdRequests } from './support/network';
import { codeSentTo, outboxMark, waitOutResendPause } from './support/outbox';
import { expectStep, fillBusiness, fillPersonal, registerUntilBusiness, STEPS } from './support/registration';
import { DEMO } from './support/session';

// Spec 'portal-access-profile-chat-works.md' §2 Login / Registration / Forgot password, §4, §5, §8.

/** A mobile number as the registration and the profile show it: (212) 555-0199. */
const asShown = (mobile: string) => `(${mobile.slice(0, 3)}) ${mobile.slice(3, 6)}-${mobile.slice(6)}`;

/** Five digits that are no US zip code (US zip codes start at 00501). */
const UNKNOWN_ZIP = '00000';
const ANOTHER_UNKNOWN_ZIP = '00100';

/** A message shown in the red line under one field (TextField ties it with aria-describedby). */
const errorUnder = (field: Locator) => field.locator('xpath=following-sibling::p[@role="alert"]');

test.describe('registration', () => {
  test('from the personal step to the dashboard, with codes from the outbox', async ({ page }) => {
    test.setTimeout(60_000);
    const provider = newProvider('flow');
    await page.goto('/register');
    await expect(page).toHaveTitle('Provider Registration | HomeBid');
    await expect(page.getByRole('main').getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    const steps = page.getByRole('navigation', { name: 'Registration progress' }).getByRole('listitem');
    await expect(steps).toHaveText(STEPS.map((s) => new RegExp(s)));
    await expectStep(page, 'Personal');

    await registerUntilBusiness(page, provider);
    // validate_user signed the provider in, but the portal stays closed until the last step.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/register$/);
    await expectStep(page, 'Business');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();

    await fillBusiness(page);
    await expect(page.getByText('San Francisco, CA', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, 'Services');
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByRole('checkbox', { name: 'Roof Repair', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, 'Additional');
    await expect(page.getByRole('link', { name: 'Terms & Conditions' }).first()).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy-policy');
    await page.getByLabel('I have business insurance').check();
    await page.getByLabel('Insurance Number (optional)').fill('INS-4411');
    await page.getByLabel('How did you hear about HomeBid?').selectOption({ label: 'Google Search' });
    await page.getByRole('button', { name: 'Complete registration' }).click();

    // The new provider lands on the dashboard (not spec §4's /become-pro), where Become a Pro is one click away.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    await expect(page.getByText(/not open yet/i)).toHaveCount(0);
    // The finished registration leaves nothing behind locally.
    expect(await page.evaluate(() => localStorage.getItem('homebid.registration'))).toBeNull();

    // The new account signs in with its password and lands on the dashboard.
    await page.context().clearCookies();
    await signInWithPassword(page, provider.email, provider.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('personal step: spec messages, name and mobile filtering, server errors under the form', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Continue' }).click();
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const mobile = page.getByLabel('Mobile Number', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await expect(errorUnder(name)).toHaveText(m.nameEmpty);
    await expect(errorUnder(email)).toHaveText(m.emailEmpty);
    await expect(errorUnder(mobile)).toHaveText(m.mobileInvalid);
    await expect(errorUnder(password)).toHaveText(m.passwordEmpty);
    // The confirmation asks for itself, not for 'Enter Password'.
    await expect(errorUnder(confirm)).toHaveText(m.confirmPasswordEmpty);
    // Focus goes to the first invalid field.
    await expect(name).toBeFocused();

    await name.pressSequentially("Jo3hn_ O'Neil-Smith!");
    await expect(name).toHaveValue('John ONeil-Smith');
    await mobile.pressSequentially('(212) 555-0199 77');
    await expect(mobile).toHaveValue('2125550199');
    await email.fill('not-an-email');
    await password.fill('12345');
    await confirm.fill('123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorUnder(email)).toHaveText(m.emailInvalid);
    await expect(errorUnder(password)).toHaveText(m.passwordShort);
    await expect(errorUnder(confirm)).toHaveText(m.passwordShort);
    await expect(errorUnder(name)).toHaveCount(0);
    await expect(errorUnder(mobile)).toHaveCount(0);
    await expect(email).toBeFocused();

    // Two different passwords are said to differ even while another field is still wrong.
    await password.fill('123456');
    await confirm.fill('1234567');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorUnder(confirm)).toHaveText(m.confirmPasswordMismatch);
    await expect(errorUnder(email)).toHaveText(m.emailInvalid);

    // Once both passwords are long enough, they must match.
    await email.fill('riley@example.test');
    await password.fill('123456');
    await confirm.fill('1234567');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorUnder(confirm)).toHaveText(m.confirmPasswordMismatch);
    await expect(errorUnder(password)).toHaveCount(0);

    // An e-mail already registered is said on the e-mail field, which gets the focus; its 'log in'
    // is a link to the login page. Nothing is repeated under the button.
    await email.fill(DEMO.email);
    await password.fill('long-enough');
    await confirm.fill('long-enough');
    await mobile.fill(newProvider().mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorUnder(email)).toHaveText(accountMessages.emailTaken);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(page.locator('form > [role="alert"]')).toHaveCount(0);
    await expectStep(page, 'Personal');
    const logIn = errorUnder(email).getByRole('link', { name: uiTexts.emailTakenLoginLink });
    await expect(logIn).toHaveAttribute('href', '/login');
    await logIn.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('verification step: OTP messages, Resend (Sending..., then its answer), Edit mobile number', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const provider = newProvider('verify');
    await page.goto('/register');
    await fillPersonal(page, provider);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, 'Verification');
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    const otp = page.getByLabel('OTP', { exact: true });
    const verify = page.getByRole('button', { name: 'Verify' });
    await verify.click();
    await expect(errorUnder(otp)).toHaveText(m.registrationOtpEmpty);
    await otp.fill('123');
    await verify.click();
    await expect(errorUnder(otp)).toHaveText(m.registrationOtpLength);
    await otp.fill('12a456');
    await verify.click();
    await expect(errorUnder(otp)).toHaveText(m.registrationOtpDigits);
    const realCode = await codeSentTo(provider.mobile);
    await otp.fill(realCode === '000000' ? '111111' : '000000');
    await verify.click();
    await expect(errorUnder(otp)).toHaveText(accountMessages.otpInvalid);

    // A resend within the pause after the last code is refused; the answer shows under the OTP input.
    const release = await holdRequests(page, (url) => url.pathname === '/api/resend_otp');
    await page.getByRole('button', { name: uiTexts.resendOtp }).click();
    await expect(page.getByRole('button', { name: uiTexts.sending })).toBeDisabled();
    release();
    await expect(errorUnder(otp)).toHaveText(accountMessages.otpResendTooSoon);
    // (The button then counts down the refusal's Retry-After: apps/web/src/hooks/use-resend-countdown.test.tsx.)

    // Edit mobile number: a modal; the new number gets a new code.
    await page.getByRole('button', { name: 'Edit mobile number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit mobile number' });
    await expect(dialog).toBeVisible();
    const newMobile = newProvider().mobile;
    const numberField = dialog.getByLabel('New mobile number');
    await numberField.fill('12345');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(errorUnder(numberField)).toHaveText(m.mobileInvalid);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit mobile number' })).toBeFocused();

    await page.getByRole('button', { name: 'Edit mobile number' }).click();
    await dialog.getByLabel('New mobile number').fill(newMobile);
    const mark = outboxMark(newMobile);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(asShown(newMobile))).toBeVisible();
    await codeSentTo(newMobile, mark);

    // After the pause a resend is accepted: 'OTP sent successfully' under the input, a new code sent.
    await waitOutResendPause(page, newMobile);
    const resendMark = outboxMark(newMobile);
    await page.getByRole('button', { name: uiTexts.resendOtp }).click();
    await expect(page.getByRole('status').filter({ hasText: accountMessages.otpSent })).toBeVisible();
    const code = await codeSentTo(newMobile, resendMark);
    await otp.fill(code);
    await verify.click();
    await expectStep(page, 'Business');
  });

  test('business, services and additional steps: spec §5 messages where the spec puts them', async ({ page }) => {
    test.setTimeout(60_000);
    await registerUntilBusiness(page, newProvider('rules'));
    const next = page.getByRole('button', { name: 'Next' });

    await next.click();
    await expect(errorUnder(page.getByLabel('Company Name'))).toHaveText(m.companyNameEmpty);
    await expect(errorUnder(page.getByLabel('Company Type'))).toHaveText(m.companyTypeEmptyRegistration);
    await expect(errorUnder(page.getByLabel('Business Address'))).toHaveText(m.addressEmptyRegistration);
    await expect(errorUnder(page.getByLabel('Zip Code', { exact: true }))).toHaveText(m.zipEmpty);
    await expect(errorUnder(page.getByLabel('Years of Business'))).toHaveText(m.yearsEmpty);
    await expect(errorUnder(page.getByLabel('Area 1 zip code'))).toHaveText(m.areaZipEmpty);
    await expect(page.getByText(m.areaNoneValid)).toBeVisible();

    await page.getByLabel('Zip Code', { exact: true }).fill('941');
    await next.click();
    await expect(errorUnder(page.getByLabel('Zip Code', { exact: true }))).toHaveText(m.zipInvalid);

    // Service-area rows.
    const zip1 = page.getByLabel('Area 1 zip code');
    await expect(zip1).toHaveValue('941'); // it follows the business zip code (see the test below)
    await zip1.fill('');
    await zip1.pressSequentially('9410499');
    await expect(zip1).toHaveValue('94104');
    await expect(page.getByText('San Francisco, CA', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove area 1' })).toHaveCount(0);
    await page.getByLabel('Area 1 miles').fill('95');
    await page.getByRole('button', { name: 'Add another area' }).click();
    await expect(page.getByText(m.areaRowIncomplete)).toBeVisible();
    await expect(errorUnder(page.getByLabel('Area 1 miles'))).toHaveText(m.areaRadiusInvalid);
    await expect(page.getByLabel('Area 2 zip code')).toHaveCount(0);
    await page.getByLabel('Area 1 miles').fill('20');
    await page.getByRole('button', { name: 'Add another area' }).click();
    const zip2 = page.getByLabel('Area 2 zip code');
    await expect(zip2).toHaveValue('');
    await zip2.fill('100');
    await zip2.blur();
    await expect(errorUnder(zip2)).toHaveText(m.areaZipInvalid);
    await expect(page.getByRole('button', { name: 'Remove area 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove area 1' }).click();
    await expect(page.getByLabel('Area 1 zip code')).toHaveValue('100');
    await expect(page.getByRole('button', { name: /Remove area/ })).toHaveCount(0);
    await page.getByLabel('Area 1 zip code').fill('10118');
    await page.getByLabel('Area 1 miles').fill('15');
    await page.getByRole('button', { name: 'Add another area' }).click();
    await page.getByLabel('Area 2 zip code').fill('123'); // invalid rows are not sent

    await page.getByLabel('Company Name').fill('Rules Renovations');
    await page.getByLabel('Company Type').selectOption({ label: 'Corp' });
    await page.getByLabel('Business Address').fill('350 5th Ave');
    await page.getByLabel('Zip Code', { exact: true }).fill('10118');
    await page.getByLabel('Years of Business').fill('3');
    await next.click();

    // Services picker: ticking a type ticks all its services, for the provider to untick some.
    await expectStep(page, 'Services');
    await next.click();
    const servicesError = page.getByText(m.servicesEmptyRegistration);
    await expect(servicesError).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Roofing', exact: true })).toBeFocused();
    await page.getByRole('checkbox', { name: 'Roofing', exact: true }).check();
    // The error goes with the first choice.
    await expect(servicesError).toHaveCount(0);
    await expect(page.getByText('6 services selected')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Roof Repair', exact: true })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Roof Repair', exact: true }).uncheck();
    await expect(page.getByText('5 services selected')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Windows', exact: true }).check();
    await expect(page.getByText('10 services selected')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Roof Repair', exact: true })).not.toBeChecked();
    // Unticking a type drops its services.
    await page.getByRole('checkbox', { name: 'Roofing', exact: true }).uncheck();
    await expect(page.getByText('5 services selected')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Window Tinting', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 'Business');
    await expect(page.getByLabel('Company Name')).toHaveValue('Rules Renovations');
    await next.click();
    await expect(page.getByRole('checkbox', { name: 'Window Repair', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Window Tinting', exact: true })).not.toBeChecked();

    const businessPost = page.waitForRequest('**/api/v1/providers/signup/business-info');
    await next.click();
    const sent = (await businessPost).postDataJSON().provider;
    expect(sent.provider_locations_attributes).toEqual([{ zipcode: '10118', radius: 15 }]);
    expect(sent.project_sub_type_ids).toHaveLength(4);

    await expectStep(page, 'Additional');
    const referral = page.getByLabel('How did you hear about HomeBid?');
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await expect(errorUnder(referral)).toHaveText(m.referralEmpty);
    await expect(referral).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);

    // Step 5 has Back: to the services as chosen, and Next sends them again.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 'Services');
    await expect(page.getByRole('checkbox', { name: 'Window Repair', exact: true })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Window Repair', exact: true }).uncheck();
    await page.reload();
    await expectStep(page, 'Services');
    const again = page.waitForRequest('**/api/v1/providers/signup/business-info');
    await next.click();
    expect((await again).postDataJSON().provider.project_sub_type_ids).toHaveLength(3);
    await expectStep(page, 'Additional');
  });

  test('business step: the first service area follows the business zip code; unknown zip codes are marked', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await registerUntilBusiness(page, newProvider('zips'));
    const businessZip = page.getByLabel('Zip Code', { exact: true });
    const zip1 = page.getByLabel('Area 1 zip code');

    // Typed once: the first service area takes it (the provider only adds the miles).
    await businessZip.fill('94104');
    await expect(zip1).toHaveValue('94104');
    await expect(page.getByText('San Francisco, CA', { exact: true })).toBeVisible();
    await businessZip.fill('10118');
    await expect(zip1).toHaveValue('10118');
    // Once the provider types another zip code there, it is theirs.
    await zip1.fill('10001');
    await businessZip.fill('94104');
    await expect(zip1).toHaveValue('10001');

    // A zip code nobody knows is marked invalid on its field, and Next goes nowhere.
    await page.getByLabel('Company Name').fill('Zip Zone LLC');
    await page.getByLabel('Company Type').selectOption({ label: 'LLC' });
    await page.getByLabel('Business Address').fill('1 Nowhere Rd');
    await page.getByLabel('Years of Business').fill('2');
    await page.getByLabel('Area 1 miles').fill('10');
    await zip1.fill(ANOTHER_UNKNOWN_ZIP);
    await expect(zip1).toHaveAttribute('aria-invalid', 'true');
    await expect(errorUnder(zip1)).toHaveText(serviceAreaTexts.unknownZip);
    await businessZip.fill(UNKNOWN_ZIP);
    await expect(businessZip).toHaveAttribute('aria-invalid', 'true');
    await expect(errorUnder(businessZip)).toHaveText(serviceAreaTexts.unknownZip);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, 'Business');
    await expect(businessZip).toBeFocused();

    await businessZip.fill('94104');
    await expect(businessZip).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, 'Business');
    await expect(zip1).toBeFocused();
    await zip1.fill('94104');
    await expect(zip1).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, 'Services');
  });

  test('progress survives a reload, without the password', async ({ page }) => {
    const provider = newProvider('reload');
    await page.goto('/register');
    await fillPersonal(page, provider);
    await page.reload();
    await expectStep(page, 'Personal');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(provider.name);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(provider.email);
    await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue(provider.mobile);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(provider.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(provider.password);
    const mark = outboxMark(provider.mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, 'Verification');
    await page.reload();
    await expectStep(page, 'Verification');
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('homebid.'))
        .map((key) => localStorage.getItem(key))
        .join('\n'),
    );
    expect(stored).toContain(provider.email);
    expect(stored).not.toContain(provider.password);
    await page.getByLabel('OTP', { exact: true }).fill(await codeSentTo(provider.mobile, mark));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expectStep(page, 'Business');
    await fillBusiness(page);
    await page.reload();
    await expectStep(page, 'Business');
    await expect(page.getByLabel('Company Name')).toHaveValue('Riley Roofing LLC');
    await expect(page.getByLabel('Area 1 zip code')).toHaveValue('94104');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, 'Services');
    await page.reload();
    await expectStep(page, 'Services');
  });

  test('signing in resumes an unfinished registration at the step of its signup_status', async ({ page, request }) => {
    // verification_status → step 2
    const unverified = await registerProviderViaApi(request, 'verification_status', newProvider('resume2'));
    await signInWithPassword(page, unverified.email, unverified.password);
    await expect(page).toHaveURL(/\/register$/);
    await expectStep(page, 'Verification');

    // business-info → step 3; the private pages send it back to /register
    await page.context().clearCookies();
    const verified = await registerProviderViaApi(request, 'business-info', newProvider('resume3'));
    await signInWithPassword(page, verified.email, verified.password);
    await expect(page).toHaveURL(/\/register$/);
    await expectStep(page, 'Business');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/register$/);

    // any other incomplete status (after business-info) → step 5
    await page.context().clearCookies();
    const almost = await registerProviderViaApi(request, 'additional-info', newProvider('resume5'));
    await signInWithPassword(page, almost.email, almost.password);
    await expect(page).toHaveURL(/\/register$/);
    await expectStep(page, 'Additional');
    await page.getByLabel('How did you hear about HomeBid?').selectOption({ label: 'Facebook' });
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Register in the header mid-flow asks to restart: No keeps the step, Yes logs out and clears', async ({
    page,
  }) => {
    const provider = newProvider('restart');
    await registerUntilBusiness(page, provider);
    await page.getByLabel('Company Name').fill('Half Done Ltd');
    const header = page.getByRole('banner');

    await header.getByRole('link', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: uiTexts.restartRegistration });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expectStep(page, 'Business');
    await expect(page.getByLabel('Company Name')).toHaveValue('Half Done Ltd');

    await header.getByRole('link', { name: 'Register' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expectStep(page, 'Personal');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'access-token' && c.value)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('homebid.registration'))).toBeNull();

    // On a fresh step 1 there is nothing to restart: no question.
    await header.getByRole('link', { name: 'Register' }).click();
    await expect(dialog).toHaveCount(0);
    await expectStep(page, 'Personal');
  });
});

test.describe('login', () => {
  test('tabs by keyboard; the OTP tab in two steps, Edit email address, Resend, and sign-in', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/login');
    const tabs = page.getByRole('tablist', { name: 'Login method' });
    const emailTab = tabs.getByRole('tab', { name: uiTexts.loginEmailTab });
    const otpTab = tabs.getByRole('tab', { name: uiTexts.loginOtpTab });
    await expect(emailTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: uiTexts.forgotPasswordLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await emailTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(otpTab).toBeFocused();
    await expect(otpTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: uiTexts.loginOtpTab })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(emailTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(otpTab).toHaveAttribute('aria-selected', 'true');

    const email = page.getByLabel('Email', { exact: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(errorUnder(email)).toHaveText(m.emailEmpty);
    await email.fill('nobody@');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(errorUnder(email)).toHaveText(m.emailInvalid);

    const first = await registerProviderViaApi(page.request, 'completed', newProvider('otp1'));
    const second = await registerProviderViaApi(page.request, 'completed', newProvider('otp2'));
    await email.fill(first.email);
    const mark = outboxMark(first.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    const otp = page.getByLabel('OTP', { exact: true });
    await expect(otp).toBeVisible();
    await expect(page.getByText(first.email)).toBeVisible();
    // Within the pause the answer named, Resend counts down and stays disabled.
    await expect(page.getByRole('button', { name: /^Resend OTP in 0:0\d$/ })).toBeDisabled();
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();
    await expect(errorUnder(otp)).toHaveText(m.loginOtpEmpty);
    await otp.fill('123');
    await login.click();
    await expect(errorUnder(otp)).toHaveText(m.loginOtpShort);
    const firstCode = await codeSentTo(first.email, mark);
    await otp.fill(firstCode === '000000' ? '111111' : '000000');
    await login.click();
    await expect(page.locator('form > [role="alert"]')).toHaveText(accountMessages.otpInvalid);

    // Edit email address goes back to step one with the address kept.
    await page.getByRole('button', { name: 'Edit email address' }).click();
    await expect(otp).toHaveCount(0);
    await expect(email).toHaveValue(first.email);
    await email.fill(second.email);
    const secondMark = outboxMark(second.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(second.email)).toBeVisible();
    await codeSentTo(second.email, secondMark);

    // After the pause Resend is accepted: the success toast, and a new code that signs in.
    await waitOutResendPause(page, second.email);
    const resendMark = outboxMark(second.email);
    await page.getByRole('button', { name: uiTexts.resendOtp }).click();
    await expect(page.getByText(authMessages.otpSentBoth)).toBeVisible();
    await otp.fill(await codeSentTo(second.email, resendMark));
    await login.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  });

  test('password login: the server error under the form, then the dashboard', async ({ page }) => {
    const provider = await registerProviderViaApi(page.request, 'completed', newProvider('pwd'));
    await signInWithPassword(page, provider.email, 'wrong-password');
    await expect(page.locator('form > [role="alert"]')).toContainText('Invalid login credentials');
    await page.getByLabel('Password', { exact: true }).fill(provider.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('login on /otp', () => {
  test('/otp is the login page with the OTP tab selected; a signed-in visitor goes to the dashboard', async ({
    page,
  }) => {
    await page.goto('/otp');
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByRole('heading', { name: uiTexts.loginTitle })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Login method' });
    await expect(tabs.getByRole('tab', { name: uiTexts.loginOtpTab })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: uiTexts.loginEmailTab })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: uiTexts.loginOtpTab })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

    const provider = await registerProviderViaApi(page.request, 'completed', newProvider('otp-route'));
    await signInWithPassword(page, provider.email, provider.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/otp');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('Google sign-in', () => {
  const CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
  const googleButton = (page: Page) => page.getByRole('button', { name: 'Continue with Google' });

  /** An ID token shaped like Google's (the signature is not real: the server's check is API-tested). */
  const idTokenFor = (claims: { name: string; email: string }) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: '1098765432', ...claims };
    return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ ...payload, iat: now, exp: now + 600 })}.c2lnbmF0dXJl`;
  };

  /** The server answers a client id, as it does with GOOGLE_CLIENT_ID set. */
  const withClientId = (page: Page) =>
    page.route('**/api/auth/providers', (route) =>
      route.fulfill({ json: { code: 200, message: 'OK', data: { google_client_id: CLIENT_ID } } }),
    );

  /** Google Identity Services at its interface: the prompt hands the page this ID token. */
  const googleIdentityGiving = (page: Page, idToken: string) =>
    page.addInitScript((token) => {
      let callback: ((response: { credential: string }) => void) | undefined;
      const id = {
        initialize(config: { client_id: string; callback: (response: { credential: string }) => void }) {
          document.documentElement.dataset.gisClientId = config.client_id;
          callback = config.callback;
        },
        prompt() {
          callback?.({ credential: token });
        },
        renderButton() {},
      };
      Object.assign(window, { google: { accounts: { id } } });
    }, idToken);

  test('no button when the server has no GOOGLE_CLIENT_ID', async ({ page }) => {
    const providers = page.waitForResponse('**/api/auth/providers');
    await page.goto('/login');
    const answer = await providers;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).data).toEqual({ google_client_id: null });
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(googleButton(page)).toHaveCount(0);
    await page.getByRole('tab', { name: uiTexts.loginOtpTab }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(googleButton(page)).toHaveCount(0);
    await page.goto('/register');
    await expectStep(page, 'Personal');
    await expect(googleButton(page)).toHaveCount(0);
    expect(await page.locator('script[src*="accounts.google.com"]').count()).toBe(0);
  });

  test('with a client id: the button on both login tabs and step 1; Google is loaded only when pressed', async ({
    page,
  }) => {
    await withClientId(page);
    // No network to Google here: the script request fails, as it would offline.
    await page.route('https://accounts.google.com/**', (route) => route.abort());
    // Every script tag the page adds, kept even after a failed one is removed again.
    await page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { addedScripts: added });
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src) added.push(node.src);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const addedScripts = () =>
      page.evaluate(() =>
        (window as unknown as { addedScripts: string[] }).addedScripts.filter(
          (src) => !src.startsWith(location.origin),
        ),
      );
    await page.goto('/login');
    await expect(googleButton(page)).toBeVisible();
    await page.getByRole('tab', { name: uiTexts.loginOtpTab }).click();
    await expect(googleButton(page)).toBeVisible();
    expect(await addedScripts()).toEqual([]);
    await googleButton(page).click();
    // The refused request fails the script at once; a stalled one would after the loader's 10 s.
    await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in could not be loaded' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await addedScripts()).toEqual(['https://accounts.google.com/gsi/client']);
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/register');
    await expectStep(page, 'Personal');
    await expect(googleButton(page)).toBeVisible();
  });

  test('the ID token goes to /social_login/sign_in; the server refusal shows under the button', async ({ page }) => {
    const token = idTokenFor({ name: 'Gale Googler', email: newProvider('google').email });
    await withClientId(page);
    await googleIdentityGiving(page, token);
    await page.goto('/login');
    const signIn = page.waitForRequest('**/api/social_login/sign_in');
    await googleButton(page).click();
    expect((await signIn).postDataJSON()).toEqual({ social_type: 'google', id_token: token, user_type: 2 });
    expect(await page.evaluate(() => document.documentElement.dataset.gisClientId)).toBe(CLIENT_ID);
    // This server has no GOOGLE_CLIENT_ID, so it refuses the token: the message shows, nobody is signed in.
    await expect(page.getByRole('alert').filter({ hasText: accountMessages.socialNotConfigured })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).find((c) => c.name === 'access-token' && c.value)).toBeUndefined();
  });

  test('no account yet (404): step 1 turns into the social variant and posts /social_login/sign_up with the token', async ({
    page,
  }) => {
    const provider = newProvider('google-new');
    const token = idTokenFor({ name: 'Gale Googler', email: provider.email });
    await withClientId(page);
    await googleIdentityGiving(page, token);
    await page.route('**/api/social_login/sign_in', (route) =>
      route.fulfill({
        status: 404,
        json: {
          code: 404,
          message: authMessages.socialAccountNotFound,
          errors: [authMessages.socialAccountNotFound],
        },
      }),
    );
    await page.goto('/login');
    await googleButton(page).click();

    await expect(page).toHaveURL(/\/register$/);
    await expectStep(page, 'Personal');
    await expect(page.getByText('You are signing up with your Google account.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Gale Googler');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue(provider.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(googleButton(page)).toHaveCount(0);

    const mobile = page.getByLabel('Mobile Number', { exact: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorUnder(mobile)).toHaveText(m.mobileInvalid);
    await mobile.fill(provider.mobile);
    const signUp = page.waitForRequest('**/api/social_login/sign_up');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await signUp).postDataJSON()).toEqual({
      name: 'Gale Googler',
      email: provider.email,
      mobile_number: provider.mobile,
      id_token: token,
      social_type: 'google',
      user_type: 2,
    });
    // The real server checks the token (it has no GOOGLE_CLIENT_ID): its refusal shows under the form.
    await expect(page.locator('form > [role="alert"]')).toHaveText(accountMessages.socialNotConfigured);
    await expectStep(page, 'Personal');
  });

  test('on /register the 404 switches step 1 in place', async ({ page }) => {
    const provider = newProvider('google-reg');
    await withClientId(page);
    await googleIdentityGiving(page, idTokenFor({ name: 'Reg Googler', email: provider.email }));
    await page.route('**/api/social_login/sign_in', (route) =>
      route.fulfill({ status: 404, json: { code: 404, message: 'Not found', errors: ['Not found'] } }),
    );
    await page.goto('/register');
    await googleButton(page).click();
    await expect(page.getByText('You are signing up with your Google account.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(provider.email);
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('forgot password', () => {
  test('e-mail, OTP and new password with the spec messages; then login with the new password', async ({ page }) => {
    const provider = await registerProviderViaApi(page.request, 'completed', newProvider('reset'));
    await page.goto('/login');
    await page.getByRole('link', { name: uiTexts.forgotPasswordLink }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );

    const email = page.getByLabel('Email', { exact: true });
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(errorUnder(email)).toHaveText(m.emailEmpty);
    await email.fill('reset@');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(errorUnder(email)).toHaveText(m.emailInvalid);
    await email.fill(provider.email);
    const mark = outboxMark(provider.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    const otp = page.getByLabel('OTP', { exact: true });
    const verify = page.getByRole('button', { name: 'Verify' });
    await verify.click();
    await expect(errorUnder(otp)).toHaveText(m.loginOtpEmpty);
    await otp.fill('12');
    await verify.click();
    await expect(errorUnder(otp)).toHaveText(m.loginOtpShort);
    const code = await codeSentTo(provider.email, mark);
    await otp.fill(code === '000000' ? '111111' : '000000');
    await verify.click();
    await expect(errorUnder(otp)).toHaveText(accountMessages.otpInvalid);
    await otp.fill(code);
    await verify.click();

    const password = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await reset.click();
    await expect(errorUnder(password)).toHaveText(m.passwordEmpty);
    await expect(errorUnder(confirm)).toHaveText(m.confirmPasswordEmpty);
    await password.fill('123');
    await confirm.fill('123');
    await reset.click();
    await expect(errorUnder(password)).toHaveText(m.passwordShort);
    await expect(errorUnder(confirm)).toHaveText(m.passwordShort);
    await password.fill('Brand-new-pass-1');
    await confirm.fill('Brand-new-pass-2');
    await reset.click();
    await expect(errorUnder(confirm)).toHaveText(m.confirmPasswordMismatch);
    await confirm.fill('Brand-new-pass-1');
    // Spec §7: just `password, email`; the grant validate_password_otp gave this browser (an HttpOnly
    // cookie the page cannot read) proves the code was verified. The code is kept nowhere.
    const update = page.waitForRequest('**/api/update_user_password');
    await reset.click();
    expect((await update).postDataJSON()).toEqual({ email: provider.email, password: 'Brand-new-pass-1' });
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie }),
    );
    expect(stored).not.toContain(code);
    expect(stored).not.toContain('homebid_password_reset');

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(accountMessages.passwordUpdated)).toBeVisible();
    await signInWithPassword(page, provider.email, provider.password);
    await expect(page.locator('form > [role="alert"]')).toContainText('Invalid login credentials');
    await signInWithPassword(page, provider.email, 'Brand-new-pass-1');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('e-mail and mobile change on /profile', () => {
  test('change e-mail: Verify sends a code, the OTP confirms it, the session follows the new address', async ({
    page,
  }) => {
    const provider = await registerProviderViaApi(page.request, 'completed', newProvider('mail'));
    await signInWithPassword(page, provider.email, provider.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(provider.email);

    await page.getByRole('button', { name: 'Edit email', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change email' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('New email');
    await expect(email).toBeFocused();
    const verify = dialog.getByRole('button', { name: 'Verify' });
    await verify.click();
    await expect(errorUnder(email)).toHaveText(m.emailEmpty);
    await email.fill('someone@');
    await verify.click();
    await expect(errorUnder(email)).toHaveText(m.emailInvalid);
    await email.fill(DEMO.email);
    await verify.click();
    await expect(errorUnder(email)).toHaveText(accountMessages.emailTaken);

    const newEmail = newProvider('mail-new').email;
    await email.fill(newEmail);
    const mark = outboxMark(newEmail);
    await verify.click();
    const otp = dialog.getByLabel('OTP', { exact: true });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(errorUnder(otp)).toHaveText(m.changeOtpInvalid);
    await otp.fill('123');
    await submit.click();
    await expect(errorUnder(otp)).toHaveText(m.changeOtpInvalid);
    const code = await codeSentTo(newEmail, mark);
    await otp.fill(code === '000000' ? '111111' : '000000');
    await submit.click();
    await expect(errorUnder(otp)).toHaveText(accountMessages.otpInvalid);
    await otp.fill(code);
    await submit.click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
    // The uid header is the e-mail: after a reload the session still opens the profile.
    await page.reload();
    await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
    await page.context().clearCookies();
    await signInWithPassword(page, newEmail, provider.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('change mobile: Verify, Resend (counts down the pause, Sending..., then OTP sent successfully), OTP', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const provider = await registerProviderViaApi(page.request, 'completed', newProvider('mobile'));
    await signInWithPassword(page, provider.email, provider.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-mobile')).toHaveText(asShown(provider.mobile));

    await page.getByRole('button', { name: 'Edit mobile number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change mobile number' });
    const mobile = dialog.getByLabel('New mobile number');
    await mobile.pressSequentially('12a3');
    await expect(mobile).toHaveValue('123');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(errorUnder(mobile)).toHaveText(m.mobileInvalid);
    await mobile.fill(provider.mobile);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(errorUnder(mobile)).toHaveText(accountMessages.mobileUnchanged);

    const newMobile = newProvider().mobile;
    await mobile.fill(newMobile);
    const mark = outboxMark(newMobile);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const otp = dialog.getByLabel('OTP', { exact: true });
    await expect(otp).toBeVisible();
    // Within the pause the answer named, Resend counts down and stays disabled.
    await expect(dialog.getByRole('button', { name: /^Resend OTP in 0:0\d$/ })).toBeDisabled();
    await codeSentTo(newMobile, mark);

    // After it, Resend reads Sending... while the request runs, then 'OTP sent successfully'.
    await waitOutResendPause(page, newMobile);
    const release = await holdRequests(page, '**/api/mobilenumber_update_request');
    const resendMark = outboxMark(newMobile);
    await dialog.getByRole('button', { name: uiTexts.resendOtp }).click();
    await expect(dialog.getByRole('button', { name: uiTexts.sending })).toBeDisabled();
    release();
    await expect(dialog.getByRole('status').filter({ hasText: accountMessages.otpSent })).toBeVisible();
    await page.unroute('**/api/mobilenumber_update_request');
    const code = await codeSentTo(newMobile, resendMark);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(errorUnder(otp)).toHaveText(m.changeOtpInvalid);
    await otp.fill(code);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-mobile')).toHaveText(asShown(newMobile));
  });
});

test.describe('phones', () => {
  test('@phone login, registration and password recovery fit 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      const overflow = await overflowOf(page);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
