import { randomInt } from 'node:crypto';
import { formatDollars } from '@homebid/contracts/wallet';
import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { projectMapTexts as m } from '../apps/web/src/features/projects/map-texts';
import { projectScreenTexts as t } from '../apps/web/src/features/projects/texts';
import { axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { type PostedProject, postProject, setProviderCoverage, signUpCustomer } from './support/marketplace';
import { signInAsNewProvider } from './support/session';

// The map view of Available Projects: a new provider's area (San Francisco, 25 miles) and a customer's
// three projects there, two of them in one zip code (downtown) and one across the bay (Oakland). The map's outlines ship with the app: no request
// may leave the app's origin, and the outlines load only once the map opens.

const AREA = { zipcode: '94104', radius: 25, services: ['Roof Repair'] };
const A11Y_RULES = axeRules();
const ATLAS = /\/assets\/counties-10m-[\w-]+\.json$/;

const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

interface MapMarket {
  projects: PostedProject[];
  /** In each of the test's titles: other tests' projects in the same area show on the map too. */
  tag: string;
  /** Every request the page made, and those that went to another origin (refused). */
  requests: string[];
  outside: string[];
}

async function setUpMapMarket(page: Page, request: APIRequestContext): Promise<MapMarket> {
  const requests: string[] = [];
  const outside: string[] = [];
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  page.on('request', (sent: Request) => {
    requests.push(sent.url());
  });
  const pro = await signInAsNewProvider(page);
  await setProviderCoverage(request, pro, AREA);
  const customer = await signUpCustomer(request);
  const tag = unique();
  const projects = [
    await postProject(request, customer, {
      title: `Reseal the flat roof ${tag}`,
      service: 'Roof Repair',
      zipcode: '94105',
      budget: '2500',
    }),
    await postProject(request, customer, {
      title: `Replace broken shingles ${tag}`,
      service: 'Roof Repair',
      zipcode: '94105',
    }),
    await postProject(request, customer, {
      title: `Clear the roof gutters ${tag}`,
      service: 'Roof Repair',
      zipcode: '94612',
      budget: '300',
    }),
  ];
  // From here on, anything to another origin is refused and noted (data: and blob: URLs never reach the network).
  await page.context().route(
    (url) => url.protocol.startsWith('http') && url.origin !== origin,
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return { projects, tag, requests, outside };
}

const pointName = (project: PostedProject, place: string, budget: number | null) =>
  m.mapPointName(project.title, place, budget === null ? null : formatDollars(budget));

test.describe('Available Projects on a map', () => {
  test('the map opens on the area with one point per project, moves and zooms, and a point opens the project', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { projects, tag, requests, outside } = await setUpMapMarket(page, request);
    const [flat, shingles, gutters] = projects as [PostedProject, PostedProject, PostedProject];

    await page.goto('/projects/all/1?sort=budget');
    await expect(page.getByRole('article').filter({ hasText: flat.title })).toBeVisible();
    await expect(page.getByRole('button', { name: t.listView, exact: true })).toHaveAttribute('aria-pressed', 'true');
    // The list's load never fetched the outlines.
    expect(requests.filter((url) => ATLAS.test(url))).toEqual([]);

    const atlas = page.waitForResponse((response) => ATLAS.test(response.url()));
    await page.getByRole('button', { name: t.mapView, exact: true }).click();
    // The view joins the filters in the URL; the order stays.
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page).toHaveURL(/[?&]sort=budget/);
    expect((await atlas).status()).toBe(200);
    const map = page.getByRole('application', { name: m.mapLabel });
    await expect(map).toBeVisible();
    await expect(page.getByText(m.loadingMap)).toHaveCount(0);
    // The outlines drew: the land, county and state lines.
    await expect(map.locator('svg path')).toHaveCount(4 + 2);
    await expect(page.getByRole('article')).toHaveCount(0);

    const points = page.getByRole('list', { name: m.mapPoints });
    await expect(points.getByRole('link', { name: tag })).toHaveCount(3);
    const flatPoint = points.getByRole('link', { name: pointName(flat, 'San Francisco, CA', 2500), exact: true });
    const shinglesPoint = points.getByRole('link', {
      name: pointName(shingles, 'San Francisco, CA', null),
      exact: true,
    });
    const guttersPoint = points.getByRole('link', { name: pointName(gutters, 'Oakland, CA', 300), exact: true });
    for (const point of [flatPoint, shinglesPoint, guttersPoint]) await expect(point).toBeVisible();
    // The two projects of one zip code are spread apart, neither covering the other.
    const a = await flatPoint.boundingBox();
    const b = await shinglesPoint.boundingBox();
    expect(a && b).toBeTruthy();
    if (a && b) {
      const apart = Math.hypot(a.x - b.x, a.y - b.y);
      expect(apart).toBeGreaterThanOrEqual(a.width);
    }
    // Every point lies inside the map, which opened on the area.
    const frame = await map.boundingBox();
    for (const point of [flatPoint, shinglesPoint, guttersPoint]) {
      const box = await point.boundingBox();
      expect(box && frame && box.x >= frame.x && box.x + box.width <= frame.x + frame.width).toBe(true);
      expect(box && frame && box.y >= frame.y && box.y + box.height <= frame.y + frame.height).toBe(true);
    }

    // Zoom in: the points move apart; fit brings them back.
    const gap = async () => {
      const one = await flatPoint.boundingBox();
      const two = await guttersPoint.boundingBox();
      return one && two ? Math.hypot(one.x - two.x, one.y - two.y) : Number.NaN;
    };
    const fitted = await gap();
    await page.getByRole('button', { name: m.zoomIn }).click();
    await expect.poll(gap).toBeGreaterThan(fitted * 1.5);
    await page.getByRole('button', { name: m.fitArea }).click();
    await expect.poll(gap).toBeCloseTo(fitted, 0);
    // The keyboard: the focused map moves with the arrows and zooms with - and +.
    await map.focus();
    const before = await guttersPoint.boundingBox();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await guttersPoint.boundingBox())?.x).toBeLessThan((before?.x ?? 0) - 40);
    await page.keyboard.press('-');
    await expect.poll(gap).toBeLessThan(fitted * 0.75);
    await page.keyboard.press('0');
    await expect.poll(gap).toBeCloseTo(fitted, 0);
    // Dragging moves it too; the wheel zooms.
    const start = await guttersPoint.boundingBox();
    const middle = frame ? { x: frame.x + frame.width / 2, y: frame.y + 40 } : { x: 300, y: 300 };
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.down();
    await page.mouse.move(middle.x + 60, middle.y + 30, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await guttersPoint.boundingBox())?.x ?? 0).toBeCloseTo((start?.x ?? 0) + 60, -1);
    await page.mouse.wheel(0, -600);
    await expect.poll(gap).toBeGreaterThan(fitted * 1.5);
    await page.getByRole('button', { name: m.fitArea }).click();

    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('projects-map-1280.png'), fullPage: true });

    // The view survives a reload; the list is one click away, and the map one more.
    await page.reload();
    await expect(points.getByRole('link', { name: tag })).toHaveCount(3);
    await page.getByRole('button', { name: t.listView, exact: true }).click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.getByRole('article').filter({ hasText: gutters.title })).toBeVisible();
    await page.goBack();
    await expect(points.getByRole('link', { name: tag })).toHaveCount(3);

    // A point opens its project (from the keyboard: other tests' projects may sit on the same spot).
    await flatPoint.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/project-detail/${flat.id}/projects$`));
    await expect(page.getByRole('heading', { name: flat.title, level: 1 })).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('@phone the map fits 360 px, passes axe, and a tapped point opens the project', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { projects, tag, outside } = await setUpMapMarket(page, request);
    const gutters = projects[2] as PostedProject;

    await page.goto('/projects/all/1?view=map');
    const points = page.getByRole('list', { name: m.mapPoints });
    await expect(points.getByRole('link', { name: tag })).toHaveCount(3);
    await expect(page.getByText(m.loadingMap)).toHaveCount(0);
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('projects-map-360.png'), fullPage: true });

    // A tapped point opens its project.
    const point = points.getByRole('link', { name: pointName(gutters, 'Oakland, CA', 300), exact: true });
    await point.tap();
    await expect(page).toHaveURL(new RegExp(`/project-detail/${gutters.id}/projects$`));
    await expect(page.getByRole('heading', { name: gutters.title, level: 1 })).toBeVisible();
    expect(outside).toEqual([]);
  });
});
