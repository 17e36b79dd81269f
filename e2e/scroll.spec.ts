import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { projectScreenTexts } from '../apps/web/src/features/projects/texts';
import { postProject, setProviderCoverage, signUpCustomer } from './support/marketplace';
import { holdRequests } from './support/network';
import { signInAsNewProvider } from './support/session';

// Scroll across navigations: a page opened from low in a list starts at its top, and Back returns
// to where the list was, also when the list loads again after the navigation (a reload between).

const PROJECTS = 9;
const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function expectInView(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && box.y >= 0 && box.y + box.height <= height, 'the card is on screen').toBe(true);
}

/** A provider of its own area (`zipcode`, where no other test posts) and nine projects there: answers the lowest card's title. */
async function listOfNine(page: Page, request: APIRequestContext, zipcode: string) {
  const pro = await signInAsNewProvider(page);
  await setProviderCoverage(request, pro, { zipcode, radius: 5, services: ['Roof Repair'] });
  const customer = await signUpCustomer(request);
  const tag = unique();
  const titles: string[] = [];
  for (let i = 1; i <= PROJECTS; i++) {
    const project = await postProject(request, customer, {
      title: `Patch roof section ${i} ${tag}`,
      service: 'Roof Repair',
      zipcode,
    });
    titles.push(project.title);
  }
  // Newest first: the first posted is the list's last card.
  return { pro, lowest: titles[0] };
}

test('a project opened from low in the list starts at the top; Back returns to the list where it was', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { pro, lowest } = await listOfNine(page, request, '97204'); // Portland, Oregon
  // From the dashboard, as first loaded (never scrolled), to the list.
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/all\/1$/);
  const list = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
  await expect(list.getByRole('article')).toHaveCount(PROJECTS);
  const lowestLink = page.getByRole('link', { name: lowest, exact: true });
  // Tried again if the card is replaced while it scrolls: on one core, its link was once re-rendered
  // between finding it and scrolling to it ("not attached to the DOM").
  await expect(async () => {
    await lowestLink.scrollIntoViewIfNeeded({ timeout: 2_000 });
    expect(await scrollY(page)).toBeGreaterThan(400);
  }).toPass({ timeout: 15_000 });
  const listY = await scrollY(page);

  // A new page starts at its top.
  await lowestLink.click();
  await expect(page.getByRole('heading', { name: lowest, level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', { name: lowest, level: 1 })).toBeInViewport();

  // Back: the list where it was.
  await page.goBack();
  await expect(lowestLink).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(listY);
  await expectInView(page, lowestLink);

  // Back after a reload: the list loads after the navigation (held here), and is restored once shown.
  await lowestLink.click();
  await expect(page.getByRole('heading', { name: lowest, level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: lowest, level: 1 })).toBeVisible();
  const release = await holdRequests(page, ['**/api/v2/providers/projects?*', '**/api/v2/providers/projects']);
  await page.goBack();
  await expect(page.getByRole('status', { name: projectScreenTexts.loadingProjects })).toBeVisible();
  await page.waitForTimeout(300);
  release();
  await expect(lowestLink).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(listY);
  await expectInView(page, lowestLink);
  await page.unrouteAll();

  // Back to a page never scrolled: its top, not the list's place.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${pro.name}` })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await page.goForward();
  await expect(lowestLink).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(listY);

  // A link from the scrolled list (the footer's) opens its page at the top too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).first().click();
  await expect(page).toHaveURL(/\/faqs$/);
  // The address changes before the page (a chunk loaded on demand) renders; once it shows, it is at its top.
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test('@phone at 360 px too, a project opened from low in the list starts at the top and Back returns', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { lowest } = await listOfNine(page, request, '98101'); // Seattle
  await page.goto('/projects/all/1');
  const lowestLink = page.getByRole('link', { name: lowest, exact: true });
  await lowestLink.scrollIntoViewIfNeeded();
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(1000);
  await lowestLink.click();
  await expect(page.getByRole('heading', { name: lowest, level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(listY);
  await expectInView(page, lowestLink);
});
