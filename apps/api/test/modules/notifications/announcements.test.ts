import { CUSTOMER_NOTIFICATION_TASK, NOTIFICATION_CHANNEL } from '@homebid/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { createUser, signIn } from '../../helpers/users';
import { placeBid, sendMessage, setUpChatScene } from '../chat/support';
import { saveCard } from '../subscriptions/cards';
import { money } from '../wallet/support';
import { type CableClient, openCable, until } from './support';

// The content-free live messages on NotificationChannel for changes that write no notification
// (an open page follows its project and the plan): another pro unlocked a lead, the customer wrote again, the plan changed.
describe.each(dialects())('live announcements on %s', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  const m = money(() => t);
  const identifier = JSON.stringify({ channel: NOTIFICATION_CHANNEL });
  const sockets: CableClient[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  async function listen(headers: Parameters<typeof openCable>[1]) {
    const cable = await openCable(baseUrl, headers);
    sockets.push(cable);
    expect((await cable.subscribe({ channel: NOTIFICATION_CHANNEL })).type).toBe('confirm_subscription');
    return cable;
  }
  const received = (cable: CableClient) =>
    cable.messages.filter((message) => message.identifier === identifier && message.message).map((x) => x.message);

  it("tells the project's other providers, not the buyer, when a lead is unlocked", async () => {
    const scene = await setUpChatScene(t, { title: 'Fix the gutter' });
    const buyer = await m.provider();
    await m.fund(buyer.providerId, 10_000);
    const viewer = await listen(scene.pro.headers);
    const buyerSocket = await listen(buyer.headers);
    const stranger = await listen(scene.stranger.headers);

    const bought = await m.call('POST', '/v2/providers/wallets/update', buyer.headers, { project_id: scene.projectId });
    expect(bought.statusCode, bought.body).toBe(200);

    await until(() => received(viewer).length > 0, 5000, 'the announcement');
    expect(received(viewer)).toEqual([{ type: 'project', project_id: scene.projectId, event: 'lead_unlocked' }]);
    // The buyer hears of the next purchase, never of its own.
    await m.fund(scene.providerId, 10_000);
    await m.call('POST', '/v2/providers/wallets/update', scene.pro.headers, { project_id: scene.projectId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received(buyerSocket)).toContainEqual({
      type: 'project',
      project_id: scene.projectId,
      event: 'lead_unlocked',
    });
    expect(received(buyerSocket)).toHaveLength(1);
    expect(received(stranger)).toEqual([]);
  });

  it("tells the provider of the customer's later messages (the first one is a notification)", async () => {
    const scene = await setUpChatScene(t, { title: 'Tile the bathroom' });
    await placeBid(t, scene.projectId, scene.providerId);
    const pro = await listen(scene.pro.headers);
    const say = async (msg: string) => {
      const response = await sendMessage(t, scene.customer.headers, {
        project_id: scene.projectId,
        provider_id: scene.providerId,
        msg,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await say('Hello, are you free next week?');
    await until(() => received(pro).length > 0, 5000, 'the notification');
    expect(received(pro)).toEqual([expect.objectContaining({ type: 'notification' })]);
    await say('Also, the tiles are already bought.');
    await until(() => received(pro).length > 1, 5000, 'the announcement');
    expect(received(pro)[1]).toEqual({ type: 'project', project_id: scene.projectId, event: 'message' });
    // The provider's first reply is a notification to the customer (the same rule the other way),
    // its next one an announcement; the provider itself hears nothing of its own messages.
    const customer = await listen(scene.customer.headers);
    const reply = async (msg: string) => {
      const response = await sendMessage(t, scene.pro.headers, {
        project_id: scene.projectId,
        provider_id: scene.providerId,
        msg,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await reply('Yes, Tuesday works.');
    await until(() => received(customer).length > 0, 5000, "the customer's notification");
    expect(received(customer)).toEqual([
      expect.objectContaining({
        type: 'notification',
        data: expect.objectContaining({ task_name: CUSTOMER_NOTIFICATION_TASK.message }),
      }),
    ]);
    await reply('I will bring the samples.');
    await until(() => received(customer).length > 1, 5000, "the customer's announcement");
    expect(received(customer)[1]).toEqual({ type: 'project', project_id: scene.projectId, event: 'message' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received(pro)).toHaveLength(2);
  });

  it('tells every device of the provider when the plan changes', async () => {
    const user = await createUser(t.db, { role: 'provider' });
    const here = await signIn(t.app, user);
    const elsewhere = await listen(await signIn(t.app, user));
    const pm = await saveCard(t.app, here);
    const plans = (await m.call('GET', '/v2/providers/pro_plans', here)).json().data as Array<{
      id: number;
      allow_monthly: boolean;
    }>;
    const plan = plans.find((p) => p.allow_monthly) as (typeof plans)[number];
    const upgraded = await m.call(
      'POST',
      '/v2/providers/upgrade_to_pro',
      here,
      { package_id: plan.id, plan: 'monthly', payment_method: pm },
      `announce-${dialect}`,
    );
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    // One `subscription` message per change (the upgrade's notification comes beside it, in its own time).
    const planMessages = () => received(elsewhere).filter((x) => (x as { type: string }).type === 'subscription');
    await until(() => planMessages().length === 1, 5000, 'the upgrade');
    expect(planMessages()).toEqual([{ type: 'subscription' }]);
    const cancelled = await m.call('POST', '/v2/providers/cancel_subscription', here, {
      subscription_id: upgraded.json().data.subscription.id,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await until(() => planMessages().length === 2, 5000, 'the cancellation');
  });
});
