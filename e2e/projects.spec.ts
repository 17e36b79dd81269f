import { randomInt } from 'node:crypto';
import { projectMessages, projectTexts, QUESTION_TYPE } from '@homebid/contracts/projects';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { projectScreenTexts } from '../apps/web/src/features/projects/texts';
import { AXE_DEFINITION_LIST_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import {
  makeMp4,
  makeProjectPhoto,
  type PostedProject,
  postProject,
  setProviderCoverage,
  signUpCustomer,
  type TestCustomer,
} from './support/marketplace';
import { type SignedInProvider, signInAsNewProvider } from './support/session';

// A customer posts projects through the API in a new provider's area (San Francisco); the provider
// finds them on Available Projects, filters, opens one and bids. Each test has its own provider and
// customer, so the tests run in any order and in parallel.

const AREA = { zipcode: '94104', radius: 25, services: ['Roof Repair'] };
/** A zip code a few blocks from the area's centre. */
const PROJECT_ZIP = '94105';
const STREET = '500 Howard St';

const ANSWERS = [
  { question: 'Is the roof reachable by ladder?', answer: true, question_type: QUESTION_TYPE.yesNo },
  {
    question: 'Which materials?',
    answer: ['Asphalt shingles', 'Metal flashing'],
    question_type: QUESTION_TYPE.choices,
  },
  {
    question: 'Roof size',
    answer: [{ title: 'Kitchen roof', measuring_length: 12, measuring_breadth: 10, measuring_height: 9, unit: 'ft' }],
    question_type: QUESTION_TYPE.measurements,
  },
  { question: 'When should the work start?', answer: 'Within two weeks', question_type: 1 },
];

/** axe rules the two screens must pass: names, labels, lists, ARIA use and contrast. */
const A11Y_RULES = axeRules(AXE_DEFINITION_LIST_RULES);

const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

interface Market {
  pro: SignedInProvider;
  customer: TestCustomer;
  project: PostedProject;
  other: PostedProject;
}

/** A provider covering San Francisco for roof repairs, and a customer's two projects there. */
async function setUpMarket(page: Page, request: APIRequestContext): Promise<Market> {
  const pro = await signInAsNewProvider(page);
  await setProviderCoverage(request, pro, AREA);
  const customer = await signUpCustomer(request);
  const tag = unique();
  const project = await postProject(request, customer, {
    title: `Fix the leaking kitchen roof ${tag}`,
    description: 'Water comes through the kitchen ceiling after every storm.\nAbout 120 square feet.',
    service: 'Roof Repair',
    streetAddress: STREET,
    zipcode: PROJECT_ZIP,
    budget: '2500',
    questionAnswers: ANSWERS,
    files: [
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await makeProjectPhoto(200) },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await makeProjectPhoto(30) },
      { name: 'leak.mp4', mimeType: 'video/mp4', buffer: makeMp4() },
    ],
  });
  const other = await postProject(request, customer, {
    title: `Patch the garage roof ${tag}`,
    service: 'Roof Repair',
    zipcode: PROJECT_ZIP,
  });
  return { pro, customer, project, other };
}

const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

/** Opens the bid form and fills it; `hours` makes it an hourly bid. */
async function fillBid(page: Page, amount: string, hours?: string) {
  const dialog = page.getByRole('dialog');
  if (hours === undefined) {
    await dialog.getByRole('radio', { name: projectTexts.fixedBid }).check();
    await dialog.getByLabel(`${projectScreenTexts.bidAmount} ($)`).fill(amount);
  } else {
    await dialog.getByRole('radio', { name: projectTexts.hourlyBid }).check();
    await dialog.getByLabel(`${projectScreenTexts.hourlyRate} ($)`).fill(amount);
    await dialog.getByLabel(projectScreenTexts.hours, { exact: true }).fill(hours);
  }
}

test.describe('Available Projects and Project Detail', () => {
  test('a provider finds a new project, filters, opens it, bids fixed, edits to hourly and bookmarks it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { project, other } = await setUpMarket(page, request);

    await page.goto('/projects/all/1');
    await expect(page.getByRole('heading', { name: projectScreenTexts.availableTitle, level: 1 })).toBeVisible();
    // The filters start on the last 7 days.
    const today = new Date();
    const weekAgo = new Date(today);
    weekAgo.setDate(today.getDate() - 7);
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await expect(page.getByLabel(projectScreenTexts.fromDate, { exact: true })).toHaveValue(day(weekAgo));
    await expect(page.getByLabel(projectScreenTexts.toDate, { exact: true })).toHaveValue(day(today));
    await expect(page.getByLabel(projectScreenTexts.location, { exact: true })).toHaveValue('');
    await expect(
      page.getByLabel(projectScreenTexts.location, { exact: true }).getByRole('option', { name: 'San Francisco' }),
    ).toHaveCount(1);

    // Both projects, each card with its place, age, distance and bid count (no amounts).
    const first = card(page, project.title);
    await expect(first).toBeVisible();
    await expect(card(page, other.title)).toBeVisible();
    await expect(first).toContainText('Roofing / Roof Repair');
    await expect(first).toContainText('San Francisco, CA');
    await expect(first).toContainText(/\d+ (s|min) ago/);
    await expect(first).toContainText(/\d+\.\d mi away/);
    await expect(first).toContainText(projectScreenTexts.bidCount(0));
    await expect(first).toContainText('Lead available');
    await expect(first.locator('img')).toHaveAttribute('src', /\/files\//);
    await expect(card(page, other.title)).toContainText(projectScreenTexts.noPhoto);

    // Title search: case-insensitive contains, kept in the URL through a reload.
    const search = page.getByLabel(projectScreenTexts.searchLabel, { exact: true });
    const word = project.title.split(' ').at(-1) ?? '';
    await search.fill(`KITCHEN ROOF ${word.toUpperCase()}`);
    await expect(card(page, other.title)).toHaveCount(0);
    await expect(first).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=KITCHEN/);
    await page.reload();
    await expect(search).toHaveValue(`KITCHEN ROOF ${word.toUpperCase()}`);
    await expect(card(page, project.title)).toBeVisible();
    await expect(card(page, other.title)).toHaveCount(0);

    // A location of the area keeps both; a search nothing matches says so, and Clear filters undoes it.
    await page.getByLabel(projectScreenTexts.location, { exact: true }).selectOption('San Francisco');
    await expect(page).toHaveURL(/[?&]location=San\+Francisco/);
    await search.fill('no such project anywhere');
    await expect(page.getByText(projectScreenTexts.noMatches)).toBeVisible();
    await page.getByRole('button', { name: projectScreenTexts.clearFilters }).first().click();
    await expect(search).toHaveValue('');
    await expect(page.getByLabel(projectScreenTexts.location, { exact: true })).toHaveValue('');
    await expect(card(page, other.title)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('projects-1280.png'), fullPage: true });

    // The card opens the detail.
    await card(page, project.title).getByRole('link', { name: project.title }).click();
    await expect(page).toHaveURL(new RegExp(`/project-detail/${project.id}/projects$`));
    await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
    await expect(page.getByText(project.public_project_id)).toBeVisible();
    await expect(page.getByText(`San Francisco, CA ${PROJECT_ZIP}`)).toBeVisible();
    await expect(page.getByText('$2,500.00', { exact: true })).toBeVisible();
    await expect(page.getByText('Water comes through the kitchen ceiling after every storm.')).toBeVisible();
    // No street, phone or e-mail before a hire; the card says when they show.
    await expect(page.getByText(STREET)).toHaveCount(0);
    await expect(page.getByRole('main').locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    await expect(page.getByText(projectScreenTexts.contactLocked)).toBeVisible();
    await expect(
      page.getByRole('region', { name: projectScreenTexts.customer }).getByText(projectScreenTexts.phoneVerified),
    ).toBeVisible();
    // Answers by type.
    await expect(page.getByRole('definition').filter({ hasText: /^Yes$/ })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Metal flashing' })).toBeVisible();
    await expect(page.getByText('12 × 10 × 9 ft')).toBeVisible();
    await expect(page.getByText('Within two weeks')).toBeVisible();
    // The slider: three files, arrows and the keyboard; the video plays with controls.
    await expect(page.getByText('1 / 3', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: projectScreenTexts.nextMedia }).click();
    await expect(page.getByText('2 / 3', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('3 / 3', { exact: true })).toBeVisible();
    await expect(page.locator('video[controls]')).toHaveCount(1);
    await page.getByRole('button', { name: projectScreenTexts.previousMedia }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('2 / 3', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('detail-1280.png'), fullPage: true });

    // Bid Now: the spec's messages, then a fixed bid with the customer's fee.
    await page.getByRole('button', { name: projectTexts.bidNow }).click();
    const dialog = page.getByRole('dialog', { name: projectTexts.bidNow });
    await expect(dialog.getByRole('radio', { name: projectTexts.fixedBid })).toBeChecked();
    await expect(dialog.getByLabel(projectScreenTexts.breakdownLabel)).toHaveAttribute(
      'placeholder',
      projectScreenTexts.breakdownPlaceholder,
    );
    await dialog.getByRole('button', { name: projectScreenTexts.submitBid }).click();
    await expect(dialog.getByText(projectMessages.bidAmountEmpty)).toBeVisible();
    await fillBid(page, '450');
    await expect(dialog.getByTestId('bid-total')).toHaveText('$450.00');
    await expect(dialog.getByText(projectScreenTexts.feeLine('$22.50', 5))).toBeVisible();
    await dialog.getByLabel(projectScreenTexts.breakdownLabel).fill('$40 for flashing, the rest labour');
    await dialog.getByRole('button', { name: projectScreenTexts.submitBid }).click();
    await expect(page.getByText(projectMessages.bidPlaced)).toBeVisible();
    const panel = page.getByRole('region', { name: projectScreenTexts.yourBid });
    await expect(panel.getByText(projectTexts.fixedBid)).toBeVisible();
    await expect(panel.getByText('$450.00').first()).toBeVisible();
    await expect(panel.getByText('$40 for flashing, the rest labour')).toBeVisible();
    await expect(panel.getByText(projectScreenTexts.bidsSoFar(1))).toBeVisible();

    // Edit Bid: hourly needs hours; the total is rate × hours.
    await panel.getByRole('button', { name: projectTexts.editBid }).click();
    const edit = page.getByRole('dialog', { name: projectTexts.editBid });
    await expect(edit.getByLabel(`${projectScreenTexts.bidAmount} ($)`)).toHaveValue('450');
    await edit.getByRole('radio', { name: projectTexts.hourlyBid }).check();
    await edit.getByLabel(`${projectScreenTexts.hourlyRate} ($)`).fill('60');
    await edit.getByRole('button', { name: projectScreenTexts.saveBid }).click();
    await expect(edit.getByText(projectMessages.hoursEmpty)).toBeVisible();
    await fillBid(page, '60', '8');
    await expect(edit.getByTestId('bid-total')).toHaveText('$480.00');
    await expect(edit.getByText(projectScreenTexts.feeLine('$24.00', 5))).toBeVisible();
    await edit.getByRole('button', { name: projectScreenTexts.saveBid }).click();
    await expect(page.getByText(projectMessages.bidUpdated)).toBeVisible();
    await expect(panel.getByText(projectTexts.hourlyBid)).toBeVisible();
    await expect(panel.getByRole('definition').filter({ hasText: /^8$/ })).toBeVisible();
    await expect(panel.getByText('$480.00')).toBeVisible();
    // Reopened, an hourly bid opens as hourly.
    await panel.getByRole('button', { name: projectTexts.editBid }).click();
    await expect(edit.getByRole('radio', { name: projectTexts.hourlyBid })).toBeChecked();
    await expect(edit.getByLabel(projectScreenTexts.hours, { exact: true })).toHaveValue('8');
    await edit.getByRole('button', { name: projectTexts.cancel }).click();
    await expect(edit).toBeHidden();

    // Bookmark: a toggle that stays through a reload.
    const bookmark = page.getByRole('button', { name: projectScreenTexts.bookmark, exact: true });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(projectMessages.bookmarked)).toBeVisible();
    await page.reload();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

    // Back to the list: the card shows the bid count and the bookmark.
    await page.getByRole('link', { name: projectScreenTexts.backTo.projects }).click();
    await expect(page).toHaveURL(/\/projects\/all\/1$/);
    await expect(page.getByRole('heading', { name: project.title, level: 1 })).toHaveCount(0);
    await expect(card(page, project.title)).toContainText(projectScreenTexts.bidCount(1));
    await expect(
      card(page, project.title).getByRole('button', { name: `${projectScreenTexts.bookmark} ${project.title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a refused bid says so; once hired the provider sees the customer and marks the job complete', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { customer, project } = await setUpMarket(page, request);
    // The page's live channel is down (offline a moment), so the open form meets the server's
    // refusal; with it up the page follows the hire at once (e2e/live-updates.spec.ts).
    await page.routeWebSocket(/\/cable/, () => {});
    await page.goto(`/project-detail/${project.id}/dashboard`);
    await expect(page.getByRole('link', { name: projectScreenTexts.backTo.dashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await page.getByRole('button', { name: projectTexts.bidNow }).click();
    await fillBid(page, '900');
    await page.getByRole('dialog').getByRole('button', { name: projectScreenTexts.submitBid }).click();
    await expect(page.getByText(projectMessages.bidPlaced)).toBeVisible();

    // The form is open when the customer hires (this bid): the server refuses the edit.
    await page.getByRole('button', { name: projectTexts.editBid }).click();
    const mine = await request.get(`/api/v2/customers/projects/${project.id}`, { headers: customer.headers });
    const bidId = (await mine.json()).data.project.bids[0].bid_id;
    const hired = await request.post(`/api/v2/customers/projects/${project.id}/hire`, {
      headers: customer.headers,
      data: { bid_id: bidId },
    });
    expect(hired.status(), await hired.text()).toBe(200);
    await fillBid(page, '950');
    await page.getByRole('dialog').getByRole('button', { name: projectScreenTexts.saveBid }).click();
    const refused = page.getByRole('dialog', { name: projectTexts.cannotBid });
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: projectTexts.okay }).click();

    // Reloaded: hired, with the street, the customer's phone and e-mail as links.
    await expect(page.getByRole('heading', { name: projectScreenTexts.hiredTitle })).toBeVisible();
    await expect(page.getByText(STREET, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);
    await expect(page.locator(`a[href="tel:+1${customer.mobile}"]`)).toBeVisible();
    await expect(page.getByRole('button', { name: projectTexts.editBid })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('hired-1280.png'), fullPage: true });

    // Cancel asks for a reason; Mark Complete takes optional photos.
    await page.getByRole('button', { name: projectTexts.cancel, exact: true }).click();
    const cancel = page.getByRole('dialog', { name: projectScreenTexts.cancelTitle });
    await cancel.getByRole('button', { name: projectScreenTexts.sendRequest }).click();
    await expect(cancel.getByText(projectMessages.reasonEmpty)).toBeVisible();
    await cancel.getByRole('button', { name: projectScreenTexts.notNow }).click();
    await page.getByRole('button', { name: projectTexts.markComplete }).click();
    const complete = page.getByRole('dialog', { name: projectScreenTexts.markCompleteTitle });
    await complete.getByLabel(projectScreenTexts.completionPhotos).setInputFiles({
      name: 'done.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeProjectPhoto(120),
    });
    await complete.getByRole('button', { name: projectTexts.markComplete }).click();
    await expect(page.getByText(projectMessages.markedComplete)).toBeVisible();
    await expect(page.getByText(projectScreenTexts.statusNote.completed)).toBeVisible();
    await expect(page.getByRole('button', { name: projectTexts.markComplete })).toHaveCount(0);
    await expect(page.getByRole('button', { name: projectTexts.cancel, exact: true })).toHaveCount(0);
  });

  test('Delete bid goes to My Projects; Ignore project goes back to the list without it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { project, other } = await setUpMarket(page, request);
    await page.goto(`/project-detail/${project.id}/projects`);
    await page.getByRole('button', { name: projectTexts.bidNow }).click();
    await fillBid(page, '1200');
    // 1200 is in the 25% tier of the support text's scale.
    await expect(page.getByRole('dialog').getByText(projectScreenTexts.feeLine('$300.00', 25))).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: projectScreenTexts.submitBid }).click();
    await expect(page.getByText(projectMessages.bidPlaced)).toBeVisible();
    await page.getByRole('button', { name: projectScreenTexts.deleteBid }).click();
    const confirm = page.getByRole('dialog', { name: projectScreenTexts.deleteBidTitle });
    await confirm.getByRole('button', { name: projectScreenTexts.deleteBid }).click();
    await expect(page).toHaveURL(/\/my-projects$/);

    // Opened as a lead (provider project id first, as after a lead payment), it goes back to the list.
    await page.goto(`/project-detail/1/${other.id}/lead_projects`);
    await expect(page.getByRole('heading', { name: other.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: projectScreenTexts.backTo.lead_projects })).toHaveAttribute(
      'href',
      '/projects/all/1',
    );
    await page.getByRole('button', { name: projectScreenTexts.ignoreProject }).click();
    const ignore = page.getByRole('dialog', { name: projectScreenTexts.ignoreTitle });
    await ignore.getByRole('button', { name: projectScreenTexts.ignoreProject }).click();
    await expect(page).toHaveURL(/\/projects\/all\/1$/);
    // The detail (whose related projects list the other card too) may stay a moment after the URL moved.
    await expect(page.getByRole('heading', { name: other.title, level: 1 })).toHaveCount(0);
    await expect(card(page, project.title)).toContainText(projectScreenTexts.bidCount(0));
    await expect(card(page, other.title)).toHaveCount(0);
  });

  test('a project that is not there says so, with a way back to the projects', async ({ page }) => {
    await signInAsNewProvider(page);
    await page.goto('/project-detail/987654321/my_projects');
    await expect(page.getByRole('heading', { name: projectTexts.notFound })).toBeVisible();
    await expect(page.getByRole('link', { name: projectScreenTexts.browseProjects })).toHaveAttribute(
      'href',
      '/projects/all',
    );
    await expect(page.getByRole('link', { name: projectScreenTexts.backTo.my_projects })).toHaveAttribute(
      'href',
      '/my-projects',
    );
  });

  test('@phone the list and the detail fit 360 px', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { project } = await setUpMarket(page, request);
    const fitsWidth = async () => (await overflowOf(page)) <= 0;

    await page.goto('/projects/all/1');
    const first = card(page, project.title);
    await expect(first).toBeVisible();
    // One card per row on a phone.
    const box = await first.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(await fitsWidth()).toBe(true);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('projects-360.png'), fullPage: true });

    await first.getByRole('link', { name: project.title }).click();
    await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
    await expect(page.getByText('1 / 3', { exact: true })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('detail-360.png'), fullPage: true });

    await page.getByRole('button', { name: projectTexts.bidNow }).click();
    await fillBid(page, '40', '3');
    await expect(page.getByRole('dialog').getByTestId('bid-total')).toHaveText('$120.00');
    await page.screenshot({ path: test.info().outputPath('bid-360.png') });
    await page.getByRole('dialog').getByRole('button', { name: projectScreenTexts.submitBid }).click();
    await expect(page.getByText(projectMessages.bidPlaced)).toBeVisible();
    expect(await fitsWidth()).toBe(true);
  });
});
