import { chatTexts } from '@homebid/contracts/chat';
import {
  CUSTOMER_NOTIFICATION_TASK,
  customerNotificationTexts,
  NOTIFICATION_TASK,
} from '@homebid/contracts/notifications';
import { pageUrl } from '@homebid/contracts/routes';
import { chatMessages, notifications, projects } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import type { SessionHeaders } from '../../helpers/users';
import { type ChatScene, placeBid, sendMessage, setUpChatScene } from './support';

// CONTRACT §5, the customer's side of the chat: whom a customer may write to, the notice
// each side gets of the other's first message after a quiet while, and the contact-detail guard on
// the customer's own messages until the hire.
describe.each(dialects())('the customer side of the chat on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  const ids = (s: ChatScene) => ({ project_id: s.projectId, provider_id: s.providerId });
  const say = async (s: ChatScene, headers: SessionHeaders, msg: string) => {
    const response = await sendMessage(t, headers, { ...ids(s), msg });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const toldOf = async (userId: number, projectId: number) =>
    (
      await t.db
        .select({ task: notifications.taskName, text: notifications.notification })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.projectId, projectId)))
        .orderBy(notifications.id)
    ).map((row) => [row.task, row.text]);
  const customerChat = (s: ChatScene, headers: SessionHeaders) =>
    t.app.inject({
      method: 'GET',
      url: `/api/messages/get_customer_chat?provider_id=${s.providerId}&project_id=${s.projectId}`,
      headers,
    });
  const providerChat = (s: ChatScene) =>
    t.app.inject({
      method: 'GET',
      url: `/api/messages/get_provider_chat?provider_id=${s.providerId}&project_id=${s.projectId}`,
      headers: s.pro.headers,
    });
  /** Moves the conversation's messages back in time, as if the chat had been quiet that long. */
  const quietFor = (s: ChatScene, minutes: number) =>
    t.db
      .update(chatMessages)
      .set({ createdAt: sql`${chatMessages.createdAt} - make_interval(mins => ${minutes})` })
      .where(and(eq(chatMessages.projectId, s.projectId), eq(chatMessages.providerId, s.providerId)));

  it('lets a customer write first to a pro that bid: the message opens the conversation and the pro is told', async () => {
    const s = await setUpChatScene(t, { title: 'Replace the gutters' });
    await placeBid(t, s.projectId, s.providerId);
    const sent = await say(s, s.customer.headers, 'Hi! Could you start next week?');
    expect(sent).toMatchObject({ sensitive_info: false, chat: { message_by: 'customer' } });
    const chat = (await providerChat(s)).json().data.provider_chat.chats;
    expect(chat.map((m: { message_text: string }) => m.message_text)).toEqual(['Hi! Could you start next week?']);
    expect(await toldOf(s.pro.user.id, s.projectId)).toEqual([
      [NOTIFICATION_TASK.contacted, 'A customer sent you a message about Replace the gutters'],
    ]);
    // The customer is told nothing of its own message.
    expect(await toldOf(s.customer.user.id, s.projectId)).toEqual([]);
  });

  it('refuses a customer writing to a pro with no bid, lead, hire or message on the project, with a clear text', async () => {
    const s = await setUpChatScene(t, { title: 'Quiet project' });
    expectErrorEnvelope(
      await sendMessage(t, s.customer.headers, { ...ids(s), msg: 'Hello?' }),
      403,
      chatTexts.customerNotInContact,
    );
    expectErrorEnvelope(await customerChat(s, s.customer.headers), 403, chatTexts.customerNotInContact);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.projectId, s.projectId))).toEqual([]);
    expect(await toldOf(s.pro.user.id, s.projectId)).toEqual([]);
    // Another customer's project stays unknown to this customer (404), bid or not.
    await placeBid(t, s.projectId, s.providerId);
    expectErrorEnvelope(
      await sendMessage(t, s.otherCustomer.headers, { ...ids(s), msg: 'Hello?' }),
      404,
      chatTexts.conversationNotFound,
    );
    expectErrorEnvelope(await customerChat(s, s.otherCustomer.headers), 404, chatTexts.conversationNotFound);
  });

  it("tells the customer of a pro's first message after a quiet while ('New Message from a Pro'), linking the customer's project", async () => {
    const s = await setUpChatScene(t, { title: 'Fix the porch' });
    await say(s, s.pro.headers, 'I can look at the porch on Friday.');
    await say(s, s.pro.headers, 'Morning or afternoon?');
    const text = customerNotificationTexts.message('Test Home Services', 'Fix the porch');
    expect(await toldOf(s.customer.user.id, s.projectId)).toEqual([[CUSTOMER_NOTIFICATION_TASK.message, text]]);
    // A customer's reply tells the pro once; the pro's next message inside the quiet window tells nobody.
    await say(s, s.customer.headers, 'Afternoon, please.');
    await say(s, s.pro.headers, 'Great, 2 pm then.');
    expect(await toldOf(s.customer.user.id, s.projectId)).toHaveLength(1);
    // After the quiet while, the pro's next message is news again.
    await quietFor(s, 31);
    await say(s, s.pro.headers, 'Still on for Friday?');
    expect(await toldOf(s.customer.user.id, s.projectId)).toEqual([
      [CUSTOMER_NOTIFICATION_TASK.message, text],
      [CUSTOMER_NOTIFICATION_TASK.message, text],
    ]);
    // The customer reads it with the link to its own project page.
    const list = await t.app.inject({ method: 'GET', url: '/api/notification_list', headers: s.customer.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.notifications[0]).toMatchObject({
      task_name: CUSTOMER_NOTIFICATION_TASK.message,
      notification: text,
      icon: 'contact',
      link: pageUrl('customerProject', { id: s.projectId }),
    });
    // The pro heard of the customer's reply only, under its own task name.
    const proTasks = (await toldOf(s.pro.user.id, s.projectId)).map(([task]) => task);
    expect(proTasks).toEqual([NOTIFICATION_TASK.contacted]);
  });

  it("holds back a phone number the customer types before the hire, as it does the pro's, and lets it through after", async () => {
    const s = await setUpChatScene(t, { title: 'Paint the fence' });
    const bid = await placeBid(t, s.projectId, s.providerId);
    const flagged = await sendMessage(t, s.customer.headers, { ...ids(s), msg: 'Call me at (555) 010-4477' });
    expect(flagged.json()).toMatchObject({
      message: chatTexts.communicationPolicy,
      data: { sensitive_info: true, message: chatTexts.communicationPolicy, chat: null },
    });
    expect(JSON.stringify((await providerChat(s)).json())).not.toContain('010-4477');
    expect(await toldOf(s.pro.user.id, s.projectId)).toEqual([]);
    await t.db
      .update(projects)
      .set({ status: 'hired', hiredProviderId: s.providerId, hiredBidId: bid.id, hiredAt: new Date() })
      .where(eq(projects.id, s.projectId));
    const after = await say(s, s.customer.headers, 'Call me at (555) 010-4477');
    expect(after).toMatchObject({ sensitive_info: false, chat: { message_text: 'Call me at (555) 010-4477' } });
    expect(JSON.stringify((await providerChat(s)).json())).toContain('010-4477');
  });
});
