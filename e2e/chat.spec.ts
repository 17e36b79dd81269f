/// <reference path="../apps/web/src/lib/rails-actioncable.d.ts" />
import { randomInt } from 'node:crypto';
import { CHAT_CHANNEL, chatTexts, type TChatLiveEvent } from '@homebid/contracts/chat';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adapters, type Consumer, createConsumer, type Subscription } from '@rails/actioncable';
import WebSocket from 'ws';
import { axeRules, axeViolations } from './support/axe';
import {
  makeProjectPhoto,
  type PostedProject,
  postProject,
  type SessionHeaders,
  setProviderCoverage,
  signUpCustomer,
  type TestCustomer,
} from './support/marketplace';
import { holdRequests } from './support/network';
import { type SignedInProvider, signInAsNewProvider } from './support/session';

// The chat panel (spec 'access' §2/§4/§8, CONTRACT §5/§6): the provider writes in the browser; the
// customer writes through the customer API and listens with the official Action Cable client, as a
// mobile app would. Each test has its own provider, customer and project.

const AREA = { zipcode: '94104', radius: 25, services: ['Roof Repair'] };
const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

// The official client in Node: the `ws` WebSocket, and the two browser globals its connection
// monitor touches (the page is always "visible" here).
adapters.WebSocket = WebSocket;
Object.assign(globalThis, {
  addEventListener: (globalThis as { addEventListener?: unknown }).addEventListener ?? (() => {}),
  removeEventListener: (globalThis as { removeEventListener?: unknown }).removeEventListener ?? (() => {}),
  document: (globalThis as { document?: unknown }).document ?? { visibilityState: 'visible' },
});

interface Listener {
  consumer: Consumer;
  subscription: Subscription;
  events: TChatLiveEvent[];
  /** Waits for an event that passes `match`. */
  next: (match: (event: TChatLiveEvent) => boolean) => Promise<TChatLiveEvent>;
}

/** The customer's Action Cable client on the conversation's ChatChannel, confirmed. */
async function listen(baseURL: string, headers: SessionHeaders, projectId: number, providerId: number) {
  const query = new URLSearchParams(headers);
  const consumer = createConsumer(`${baseURL.replace(/^http/, 'ws')}/cable?${query}`);
  const events: TChatLiveEvent[] = [];
  const waiters: Array<{ match: (e: TChatLiveEvent) => boolean; resolve: (e: TChatLiveEvent) => void }> = [];
  const subscription = await new Promise<Subscription>((resolve, reject) => {
    const created = consumer.subscriptions.create(
      { channel: CHAT_CHANNEL, project_id: projectId, provider_id: providerId },
      {
        connected: () => resolve(created),
        rejected: () => reject(new Error('the ChatChannel subscription was rejected')),
        received: (data) => {
          const event = data as TChatLiveEvent;
          events.push(event);
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(event)) waiter.resolve(event);
            else waiters.push(waiter);
          }
        },
      },
    );
    setTimeout(() => reject(new Error('no confirmation from ChatChannel in 15 s')), 15_000);
  });
  const next = (match: (event: TChatLiveEvent) => boolean) => {
    const seen = events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<TChatLiveEvent>((resolve, reject) => {
      waiters.push({ match, resolve });
      setTimeout(() => reject(new Error('no such live event in 15 s')), 15_000);
    });
  };
  return { consumer, subscription, events, next } satisfies Listener;
}

/** POST /api/messages/chat_creation as the customer (multipart: message JSON). */
async function customerWrites(
  request: APIRequestContext,
  customer: TestCustomer,
  projectId: number,
  providerId: number,
  msg: string,
) {
  const answer = await request.post('/api/messages/chat_creation', {
    headers: customer.headers,
    multipart: { message: JSON.stringify({ project_id: projectId, provider_id: providerId, msg }) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = await answer.json();
  expect(body.data.sensitive_info).toBe(false);
  return body.data.chat as { message_id: number };
}

interface Conversation {
  pro: SignedInProvider;
  providerId: number;
  customer: TestCustomer;
  project: PostedProject;
}

async function setUp(page: Page, request: APIRequestContext): Promise<Conversation> {
  const pro = await signInAsNewProvider(page);
  await setProviderCoverage(request, pro, AREA);
  const customer = await signUpCustomer(request, 'Casey Chat-Customer');
  const project = await postProject(request, customer, {
    title: `Replace the porch roof ${unique()}`,
    service: 'Roof Repair',
    zipcode: '94105',
  });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'provider_id');
  const providerId = Number(cookie?.value);
  expect(providerId).toBeGreaterThan(0);
  return { pro, providerId, customer, project };
}

/** Opens the project detail and its chat panel. */
async function openChat(page: Page, project: PostedProject) {
  await page.goto(`/project-detail/${project.id}/projects`);
  await expect(page.getByRole('heading', { name: project.title })).toBeVisible();
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  // Before the hire the customer shows by first name and initial.
  const panel = page.getByRole('complementary', { name: 'Casey C.' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(chatTexts.publicNotice)).toBeVisible();
  await expect(panel.getByRole('link', { name: project.title })).toBeVisible();
  return panel;
}

test.describe('Chat panel', () => {
  test('provider and customer converse live both ways, with a picture; the provider deletes a message', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { providerId, customer, project } = await setUp(page, request);
    const panel = await openChat(page, project);
    await expect(panel.getByText(chatTexts.noMessages)).toBeVisible();

    // The provider writes first (a customer may talk with a provider that wrote to it).
    const box = panel.getByLabel('Message', { exact: true });
    await box.fill('Hello! Is the porch roof flat or pitched?');
    await panel.getByRole('button', { name: chatTexts.send }).click();
    const messages = panel.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText('Hello! Is the porch roof flat or pitched?');
    await expect(box).toHaveValue('');

    // The customer's client listens; the customer answers through the API: it appears live.
    const listener = await listen(baseURL ?? '', customer.headers, project.id, providerId);
    try {
      await customerWrites(request, customer, project.id, providerId, 'It is pitched, about 20 degrees.');
      await expect(messages).toHaveCount(2);
      await expect(messages.nth(1)).toContainText('It is pitched, about 20 degrees.');
      await expect(messages.nth(1)).toContainText('seconds ago');

      // The provider answers: the customer's client receives it.
      await box.fill('Thanks, I can come by on Monday.');
      await box.press('Enter');
      const reply = await listener.next(
        (e) => e.type === 'message' && e.data.message_text === 'Thanks, I can come by on Monday.',
      );
      expect(reply.type === 'message' && reply.data.message_by).toBe('provider');
      await expect(messages).toHaveCount(3);

      // A picture: a thumbnail in the panel, an image message for the customer.
      await panel.locator('input[type="file"]').setInputFiles({
        name: 'porch.jpg',
        mimeType: 'image/jpeg',
        buffer: await makeProjectPhoto(120),
      });
      await expect(panel.getByText('porch.jpg')).toBeVisible();
      await box.fill('A similar roof I fixed last month');
      await panel.getByRole('button', { name: chatTexts.send }).click();
      await expect(messages).toHaveCount(4);
      const picture = messages.nth(3).getByRole('link', { name: 'Open the picture' }).locator('img');
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const image = await listener.next((e) => e.type === 'message' && e.data.message_type === 'image');
      expect(image.type === 'message' && image.data.message_text).toBe('A similar roof I fixed last month');

      expect(await axeViolations(page, axeRules())).toEqual([]);

      // A file that is no image or video is refused in the browser.
      await panel.locator('input[type="file"]').setInputFiles({
        name: 'notes.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(panel.getByRole('alert')).toContainText('Only JPEG, PNG, WebP or GIF images');

      // The provider deletes its first message: gone here, a delete event for the customer.
      await messages.first().getByRole('button', { name: 'Delete message' }).click();
      await page.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(messages).toHaveCount(3);
      await listener.next((e) => e.type === 'delete');

      // Hide closes the panel and gives the focus back to Message.
      await panel.getByRole('button', { name: chatTexts.hide }).click();
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: 'Message', exact: true })).toBeFocused();
    } finally {
      listener.consumer.disconnect();
    }
  });

  test('the box empties as a message goes: the next one can be typed while it is sent, and stays', async ({
    page,
    request,
  }) => {
    const { project } = await setUp(page, request);
    const panel = await openChat(page, project);
    const box = panel.getByLabel('Message', { exact: true });
    // The server answers slowly: the send waits until the test lets it through.
    const release = await holdRequests(page, '**/api/messages/chat_creation');

    await box.fill('Is Thursday morning good?');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await box.fill('I can bring samples');
    release();
    const messages = panel.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText('Is Thursday morning good?');
    await expect(panel.getByRole('button', { name: chatTexts.send })).toBeEnabled();
    await expect(box).toHaveValue('I can bring samples');
  });

  test('a phone number before the hire opens the Communication Policy modal, and nothing reaches the customer', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { providerId, customer, project } = await setUp(page, request);
    const panel = await openChat(page, project);
    const box = panel.getByLabel('Message', { exact: true });
    await box.fill('Call me at (415) 555-0134 and we can sort it out');
    await panel.getByRole('button', { name: chatTexts.send }).click();

    const modal = page.getByRole('dialog', { name: chatTexts.communicationPolicyTitle });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(chatTexts.communicationPolicy);
    // Okay reloads the page (spec §4).
    await Promise.all([
      page.waitForEvent('load'),
      modal.getByRole('button', { name: chatTexts.communicationPolicyOkay }).click(),
    ]);
    await expect(page.getByRole('heading', { name: project.title })).toBeVisible();

    // The customer never sees it.
    const answer = await request.get(
      `/api/messages/get_customer_chat?provider_id=${providerId}&project_id=${project.id}`,
      { headers: customer.headers },
    );
    if (answer.status() === 200) {
      const texts = (await answer.json()).data.customer_chat.chats.map((m: { message_text: string }) => m.message_text);
      expect(texts.join(' ')).not.toContain('555-0134');
    } else {
      expect(answer.status()).toBe(404);
    }

    // The dashboard's cards open the same panel (spec §2: opened from the project detail and the dashboard cards).
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: `Message: ${project.title}` })
      .first()
      .click();
    const fromCard = page.getByRole('complementary', { name: 'Casey C.' });
    await expect(fromCard).toBeVisible();
    await expect(fromCard.getByRole('link', { name: project.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fromCard).toBeHidden();
  });
});
