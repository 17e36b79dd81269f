import { USER_TYPE } from '@homebid/contracts/constants';
import { proProfileTexts } from '@homebid/contracts/pros';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { prosTexts } from '../apps/web/src/features/pros/texts';
import { DEFAULT_COMPANY } from './support/accounts';
import { AXE_DEFINITION_LIST_RULES, AXE_LANDMARK_RULES, AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { makeProjectPhoto } from './support/marketplace';
import { DEMO, signInAsNewProvider } from './support/session';

// The demo seed's provider (apps/api/src/seeds/demo/demo-catalogue.ts): services of four types and a 5-star review.
const DEMO_COMPANY = 'Demo Home Services LLC';

const A11Y_RULES = axeRules(AXE_ROLE_RULES, AXE_DEFINITION_LIST_RULES, AXE_LANDMARK_RULES, 'page-has-heading-one');

/** The demo provider's id, from its sign-in answer (nothing is changed). */
async function demoProviderId(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/api/auth/sign_in.json', {
    data: { email: DEMO.email, password: DEMO.password, user_type: USER_TYPE.provider },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.provider_id;
}

/** An album of the provider's with two photos, through the works API (a session of its own). */
async function addAlbum(request: APIRequestContext, pro: { email: string; password: string }, name: string) {
  const signedIn = await request.post('/api/auth/sign_in.json', {
    data: { email: pro.email, password: pro.password, user_type: USER_TYPE.provider },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { 'access-token': token, client, uid } = signedIn.headers();
  const headers = { 'access-token': token, client, uid };
  const created = await request.post('/api/album', { headers, data: { album: { name } } });
  expect(created.status(), await created.text()).toBe(200);
  const albumId = (await created.json()).data.album.id;
  for (const hue of [200, 30]) {
    const uploaded = await request.post(`/api/album/${albumId}/upload_document`, {
      headers,
      multipart: {
        'document[]': { name: `photo-${hue}.jpg`, mimeType: 'image/jpeg', buffer: await makeProjectPhoto(hue) },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
}

async function openDemoProfile(page: Page) {
  const id = await demoProviderId(page.request);
  await page.context().clearCookies();
  await page.goto(`/pros/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPANY })).toBeVisible();
}

test.describe('a pro’s public profile (/pros/:providerId)', () => {
  test('shows the demo pro’s company, services, areas and reviews to anyone, and passes axe', async ({ page }) => {
    await openDemoProfile(page);
    await expect(page).toHaveTitle(/Pro profile/);
    const services = page.getByRole('region', { name: 'Services' });
    await expect(services.getByText('Roofing', { exact: true })).toBeVisible();
    await expect(services.getByText('Plumbing', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Areas served' })).toContainText('New York');
    const reviews = page.getByTestId('pro-review');
    await expect(reviews.first()).toBeVisible();
    // A reviewer shows by first name and last initial.
    await expect(reviews.first()).toContainText(/[A-Z][a-z]+ [A-Z]\./);
    await expect(page.getByTestId('pro-review-count')).toContainText(/review/);
    // The badges: a mobile confirmed by code, licence and insurance numbers stated (not shown), 8 years.
    const badges = page.getByRole('list', { name: prosTexts.badges });
    await expect(badges.getByRole('listitem')).toHaveCount(4);
    await expect(badges.getByRole('listitem')).toContainText([
      prosTexts.phoneVerified,
      prosTexts.licensed,
      prosTexts.insured,
      `8 years ${prosTexts.inBusiness}`,
    ]);
    // Nothing private: the demo's e-mail, mobile and insurance and licence numbers are never on the page.
    for (const secret of [DEMO.email, '2125550147', '555-0147', 'GL-4471902-NY', 'NYC-HIC-2081457']) {
      await expect(page.locator('body')).not.toContainText(secret);
    }
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  });

  test('fits a 360 px phone @phone', async ({ page }) => {
    await openDemoProfile(page);
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  });

  test('says so for a pro who does not exist', async ({ page }) => {
    await page.goto('/pros/987654321');
    await expect(page.getByText(proProfileTexts.notFound)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the provider’s own profile page links to its public profile, empty states and all', async ({ page }) => {
    await signInAsNewProvider(page);
    await page.goto('/profile');
    await page.getByRole('link', { name: proProfileTexts.seePublicProfile }).click();
    await expect(page).toHaveURL(/\/pros\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: DEFAULT_COMPANY })).toBeVisible();
    await expect(page.getByText(proProfileTexts.noReviews)).toBeVisible();
    await expect(page.getByText(proProfileTexts.noWorks)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Services' })).toContainText('Roof Repair');
  });

  test('opens the portfolio’s photos full screen, and Escape closes them', async ({ page }) => {
    const pro = await signInAsNewProvider(page);
    await addAlbum(page.request, pro, 'Porch rebuild');
    await page.goto('/profile');
    await page.getByRole('link', { name: proProfileTexts.seePublicProfile }).click();
    const portfolio = page.getByRole('region', { name: 'Portfolio' });
    await portfolio.getByRole('button', { name: 'Porch rebuild, photo 2 of 2' }).click();
    const viewer = page.getByRole('dialog', { name: /Porch rebuild/ });
    await expect(viewer).toContainText('Photo 2 of 2');
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText('Photo 1 of 2');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(portfolio.getByRole('button', { name: 'Porch rebuild, photo 2 of 2' })).toBeFocused();
  });
});
