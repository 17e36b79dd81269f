import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { dashboardTexts, projectScreenTexts } from '../apps/web/src/features/projects/texts';
import { newProvider } from './support/accounts';
import { overflowOf } from './support/layout';
import { postProject, setProviderCoverage, signUpCustomer } from './support/marketplace';
import { codeSentTo, outboxMark } from './support/outbox';
import { expectStep, fillBusiness, fillPersonal, type STEPS } from './support/registration';
import { signInAsDemo, signInAsNewProvider } from './support/session';

// The main screens at 360 px (the "phone" project): nothing wider than the screen, and no label
// cut off.

const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

async function expectFits(page: Page, screen: string) {
  expect(await overflowOf(page), `${screen} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** The element shows its whole text: nothing clipped (ellipsis) and nothing past the screen's edge. */
async function expectWhole(locator: Locator, what: string, { isOnScreen = true } = {}) {
  if (isOnScreen) await expect(locator, what).toBeVisible();
  const { scrollWidth, clientWidth, right, screen } = await locator.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    right: element.getBoundingClientRect().right,
    screen: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} is cut off`).toBeLessThanOrEqual(clientWidth);
  if (isOnScreen) expect(right, `${what} reaches past the screen`).toBeLessThanOrEqual(screen);
}

test.describe('360 px', () => {
  test('@phone the project detail, the lists and their actions fit', async ({ page, request }) => {
    test.setTimeout(120_000);
    const pro = await signInAsNewProvider(page);
    await setProviderCoverage(request, pro, { zipcode: '94104', radius: 25, services: ['Roof Repair'] });
    const customer = await signUpCustomer(request);
    const project = await postProject(request, customer, {
      title: `Replace the flashing around the chimney ${unique()}`,
      service: 'Roof Repair',
      zipcode: '94105',
      budget: '1800',
    });

    await page.goto('/projects/all/1');
    await expect(page.getByRole('link', { name: project.title })).toBeVisible();
    await expectFits(page, 'Available Projects');

    await page.getByRole('link', { name: project.title }).click();
    await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
    await expectFits(page, 'the project detail');
    for (const name of [projectScreenTexts.ignoreProject, 'Message']) {
      await expectWhole(page.getByRole('main').getByRole('button', { name, exact: true }), name);
    }

    for (const [path, screen] of [
      ['/my-projects', 'My Projects'],
      ['/leads', 'Purchased Leads'],
      ['/notifications', 'Notifications'],
      ['/wallet-history', 'Wallet'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFits(page, screen);
    }
  });

  test('@phone the dashboard and the list show whole dates', async ({ page }) => {
    await signInAsDemo(page);
    // Two days on, every date of the demo's projects and notifications is the long form ('9:13 PM, 16 Nov 2026').
    await page.clock.setFixedTime(Date.now() + 2 * 24 * 3600_000);
    const longDate = /^\d{1,2}:\d{2} [AP]M, \d{1,2} [A-Z][a-z]{2} \d{4}$/;
    await page.reload();
    const latest = page.getByRole('region', { name: dashboardTexts.notifications, exact: true });
    await expect(latest.locator('time')).toHaveCount(2);
    await expect(page.getByRole('main').locator('article time').first()).toHaveText(longDate);
    await expectFits(page, 'the dashboard');
    for (const time of await page.getByRole('main').locator('time').all()) {
      // The carousels' slides beyond the first are off screen by design: only clipping counts there.
      await expectWhole(time, `the date ${await time.textContent()}`, { isOnScreen: false });
    }
    for (const time of await latest.locator('time').all()) {
      await expect(time).toHaveText(longDate);
      await expectWhole(time, `the notification date ${await time.textContent()}`);
    }

    await page.goto('/projects/all/1');
    const dates = page.getByRole('main').locator('article time');
    await expect(dates.first()).toHaveText(longDate);
    await expectFits(page, 'Available Projects');
    for (const time of await dates.all()) await expectWhole(time, `the card date ${await time.textContent()}`);
  });

  test('@phone the registration steps show whole labels', async ({ page }) => {
    const provider = newProvider();
    await page.goto('/register');
    const stepper = page.getByRole('navigation', { name: 'Registration progress' });
    const checkStep = async (step: (typeof STEPS)[number]) => {
      await expectStep(page, step);
      await expectFits(page, `registration step ${step}`);
      // Every text the stepper shows is whole, and the current step's name is one of them (text
      // kept for screen readers only, 1 px wide, is not shown).
      const shown = await stepper.evaluate((nav) =>
        [...nav.querySelectorAll('*')]
          .filter((el) => el.childElementCount === 0 && el.textContent?.trim())
          .filter((el) => el.getBoundingClientRect().width > 1 && el.checkVisibility())
          .map((el) => ({
            text: el.textContent?.trim() ?? '',
            isCut:
              el.scrollWidth > el.clientWidth ||
              el.getBoundingClientRect().right > document.documentElement.clientWidth,
          })),
      );
      expect(
        shown.filter((label) => label.isCut).map((label) => label.text),
        `labels cut off at ${step}`,
      ).toEqual([]);
      expect(
        shown.some((label) => label.text.includes(step)),
        `${step} is shown`,
      ).toBe(true);
    };
    await checkStep('Personal');
    await fillPersonal(page, provider);
    const mark = outboxMark(provider.mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await checkStep('Verification');
    await page.getByLabel('OTP', { exact: true }).fill(await codeSentTo(provider.mobile, mark));
    await page.getByRole('button', { name: 'Verify' }).click();
    await checkStep('Business');
    await fillBusiness(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await checkStep('Services');
  });
});
