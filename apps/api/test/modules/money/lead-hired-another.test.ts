// Issue 16 item 7: the lead-payment page's "100% money back guarantee if not satisfied or decide to
// choose another pro". When the customer hires a pro, every other buyer of the lead is refunded in
// full at once, told, and keeps the lead (detail with the contact details, chat history, Purchased
// Leads) instead of a 404; exactly once under races.
import { chatTexts } from '@homebid/contracts/chat';
import { formatDollars, LEDGER_CATEGORY, leadTexts, moneyMessages, REFUND_RULES } from '@homebid/contracts/money';
import { NOTIFICATION_TASK } from '@homebid/contracts/notifications';
import { projectNotificationTexts } from '@homebid/contracts/projects';
import { bids, chatMessages } from '@homebid/db/schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLeadPurchase } from '../../../src/modules/leads';
import { approveRefund, rejectRefund } from '../../../src/modules/refunds';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { sendMessage } from '../chat/support';
import { money, type Provider } from './support';

const OUTCOME = leadTexts.refundedOutcome(REFUND_RULES.hired_another, formatDollars(25));

describe.each(dialects())('a lead whose customer hired another pro, on %s', (dialect) => {
  let t: TestApp;
  const m = money(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 180_000);
  afterAll(() => t?.close());

  async function customerProject() {
    const user = await createUser(t.db, { role: 'customer', name: 'Casey Customer' });
    const project = await m.project({ customerUserId: user.id, streetAddress: '12 Secret Lane, Apt 4' });
    return { user, project, headers: await signIn(t.app, user) };
  }

  /** A provider who bought the project's lead for $25 from a $25 wallet. */
  async function walletBuyer(projectId: number): Promise<Provider> {
    const p = await m.provider();
    await m.fund(p.providerId, 2500);
    const response = await m.call('POST', '/v2/providers/wallets/update', p.headers, { project_id: projectId });
    expect(response.statusCode, response.body).toBe(200);
    return p;
  }

  /** A provider who paid the lead $25 by card (a succeeded card payment, recorded as money-plus does). */
  async function cardBuyer(projectId: number): Promise<Provider> {
    const p = await m.provider();
    await t.db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`insert into card_payments (provider_id, processor, processor_idempotency_key, purpose, amount_cents, status, project_id)
            values (${p.providerId}, 'sandbox', ${`lead-card-${projectId}-${p.providerId}`}, 'lead_purchase', 2500, 'succeeded', ${projectId})
            returning id`,
      )) as unknown as { rows: Array<{ id: number | string }> };
      await recordLeadPurchase(tx, {
        providerId: p.providerId,
        projectId,
        payment: { kind: 'card', cardPaymentId: Number(result.rows[0]?.id), paidCents: 2500 },
      });
    });
    return p;
  }

  async function bidOf(projectId: number, p: Provider) {
    const [row] = await t.db
      .insert(bids)
      .values({ projectId, providerId: p.providerId, amountCents: 50_000, bidType: 0, breakdown: 'Labour' })
      .returning();
    return row.id;
  }

  const hire = (headers: SessionHeaders, projectId: number, bidId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/customers/projects/${projectId}/hire`,
      headers,
      payload: { bid_id: bidId },
    });

  const refundCredits = (p: Provider) =>
    m.count(
      sql`select count(*) as count from wallet_transactions t join wallets w on w.id = t.wallet_id
          where w.provider_id = ${p.providerId} and t.category = ${LEDGER_CATEGORY.refund}`,
    );

  const requestsOf = async (p: Provider) =>
    (
      (await t.db.execute(
        sql`select id, status, rule from refund_requests where provider_id = ${p.providerId} order by id`,
      )) as unknown as { rows: Array<{ id: number | string; status: string; rule: string | null }> }
    ).rows;

  const noticesOf = async (p: Provider, projectId: number) =>
    (
      (await t.db.execute(
        sql`select n.task_name, n.notification from notifications n join providers pr on pr.user_id = n.user_id
            where pr.id = ${p.providerId} and n.project_id = ${projectId} order by n.id`,
      )) as unknown as { rows: Array<{ task_name: string; notification: string }> }
    ).rows;

  async function expectRefundedOnce(p: Provider) {
    expect(await m.balanceCents(p.providerId)).toBe(2500);
    expect(await m.ledgerSumCents(p.providerId)).toBe(2500);
    expect(await refundCredits(p)).toBe(1);
  }

  it('refunds every other buyer in full at once (wallet, card, pending request), tells them, and keeps the lead readable', async () => {
    const { project, headers: customer } = await customerProject();
    const wallet = await walletBuyer(project.id);
    const card = await cardBuyer(project.id);
    const pending = await walletBuyer(project.id);
    const hiredBuyer = await walletBuyer(project.id);
    const bidderOnly = await m.provider();

    // The pending buyer asked for a refund without a rule: it waits for an operator.
    const asked = await m.call('POST', '/v2/providers/refunds', pending.headers, {
      project_id: project.id,
      reason: 'The customer does not answer.',
    });
    expect(asked.json().data.refund.status, asked.body).toBe('pending');
    // The wallet buyer bid too, and wrote to the customer before the hire.
    await bidOf(project.id, wallet);
    await bidOf(project.id, bidderOnly);
    const sent = await sendMessage(t, wallet.headers, {
      project_id: project.id,
      provider_id: wallet.providerId,
      msg: 'I can start Monday.',
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const hired = await hire(customer, project.id, await bidOf(project.id, hiredBuyer));
    expect(hired.statusCode, hired.body).toBe(200);

    for (const p of [wallet, card, pending]) await expectRefundedOnce(p);
    // The hired pro keeps its purchase.
    expect(await m.balanceCents(hiredBuyer.providerId)).toBe(0);
    expect(await refundCredits(hiredBuyer)).toBe(0);
    // The pending request was resolved as approved by the rule, once.
    expect(await requestsOf(pending)).toEqual([expect.objectContaining({ status: 'approved', rule: 'hired_another' })]);
    const line = (await m.call('GET', '/v2/providers/wallets?page=1', card.headers)).json().data.transactions[0];
    expect(line).toMatchObject({ payment_type: 'credit', category: LEDGER_CATEGORY.refund, amount: 25 });
    expect(line.label_history).toContain(REFUND_RULES.hired_another);

    // Told once each: the refund notice (not also 'awarded to another pro'); a bidder who did not buy hears the usual.
    const notice = leadTexts.hiredAnotherRefundedNotice(project.title, formatDollars(25));
    for (const p of [wallet, card, pending]) {
      expect(await noticesOf(p, project.id)).toEqual([{ task_name: NOTIFICATION_TASK.updates, notification: notice }]);
    }
    expect(await noticesOf(bidderOnly, project.id)).toEqual([
      { task_name: NOTIFICATION_TASK.updates, notification: projectNotificationTexts.awardedToAnother(project.title) },
    ]);

    // The detail answers 200 with the contact details the purchase unlocked, and says what happened.
    for (const p of [wallet, card, pending]) {
      const detail = await m.call('GET', `/v2/providers/projects/${project.id}`, p.headers);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data).toMatchObject({
        can_provider_contact_customer: true,
        consumer_name: 'Casey Customer',
        lead_purchased: true,
        is_hired: false,
        refund_status: 'refunded',
        lead: { is_purchased: true, refund_status: 'refunded', outcome: OUTCOME },
      });
      expect(detail.json().data.consumer_email).toMatch(/@example\.com$/);
      expect(detail.json().data.full_address).toContain('12 Secret Lane');
      const leads = await m.call('GET', '/v2/providers/purchased_lead_projects', p.headers);
      expect(leads.statusCode).toBe(200);
      expect(leads.json().data.projects).toEqual([
        expect.objectContaining({ id: project.id, lead_purchased: true, lead_outcome: OUTCOME }),
      ]);
    }
    const bidDetail = (await m.call('GET', `/v2/providers/projects/${project.id}`, wallet.headers)).json().data;
    expect(bidDetail.bid_detail.status).toBe('Closed');
    const hiredDetail = (await m.call('GET', `/v2/providers/projects/${project.id}`, hiredBuyer.headers)).json().data;
    expect(hiredDetail.lead.outcome).toBeNull();

    // The chat history stays readable; the provider no longer writes in it.
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/messages/get_provider_chat?provider_id=${wallet.providerId}&project_id=${project.id}`,
      headers: wallet.headers,
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json().data.provider_chat.chats.map((c: { message_text: string }) => c.message_text)).toEqual([
      'I can start Monday.',
    ]);
    expect(chat.json().data.provider_chat.address).toContain('12 Secret Lane');
    expect(chat.json().data.provider_chat.is_closed).toBe(true);
    expectErrorEnvelope(
      await sendMessage(t, wallet.headers, {
        project_id: project.id,
        provider_id: wallet.providerId,
        msg: 'Still free?',
      }),
      422,
      chatTexts.hiredAnotherReadOnly,
    );
    expect(await m.count(sql`select count(*) as count from ${chatMessages} where project_id = ${project.id}`)).toBe(1);

    // A later manual request, or an operator's approval, refunds nothing more.
    const later = await m.call('POST', '/v2/providers/refunds', wallet.headers, {
      project_id: project.id,
      reason: 'Please refund',
    });
    expectErrorEnvelope(later, 422, moneyMessages.alreadyRefunded);
    expect(await approveRefund(t.db, Number((await requestsOf(pending))[0]?.id))).toBe(false);
    for (const p of [wallet, card, pending]) await expectRefundedOnce(p);
  });

  it('a refund declined before the hire is paid back after all, once', async () => {
    const { project, headers: customer } = await customerProject();
    const declined = await walletBuyer(project.id);
    const hiredPro = await m.provider();
    await m.call('POST', '/v2/providers/refunds', declined.headers, { project_id: project.id, reason: 'No answer' });
    expect(await rejectRefund(t.db, Number((await requestsOf(declined))[0]?.id))).toBe(true);
    expect(await m.balanceCents(declined.providerId)).toBe(0);

    expect((await hire(customer, project.id, await bidOf(project.id, hiredPro))).statusCode).toBe(200);
    await expectRefundedOnce(declined);
    expect(await requestsOf(declined)).toEqual([
      expect.objectContaining({ status: 'approved', rule: 'hired_another' }),
    ]);
  });

  it('two hires racing and refund requests racing the hire refund each buyer exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const { project, headers: customer } = await customerProject();
      const buyers = [await walletBuyer(project.id), await walletBuyer(project.id), await cardBuyer(project.id)];
      const [first, second] = [await m.provider(), await m.provider()];
      const bidIds = [await bidOf(project.id, first), await bidOf(project.id, second)];
      const answers = await Promise.all([
        hire(customer, project.id, bidIds[0]),
        ...buyers.map((p) =>
          m.call('POST', '/v2/providers/refunds', p.headers, { project_id: project.id, reason: 'Changed my mind' }),
        ),
        hire(customer, project.id, bidIds[1]),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
      const hires = [answers[0], answers.at(-1)].map((a) => a?.statusCode).sort();
      expect(hires).toEqual([200, 409]);
      for (const p of buyers) {
        await expectRefundedOnce(p);
        const requests = await requestsOf(p);
        expect(requests).toHaveLength(1);
        expect(requests[0]?.status).toBe('approved');
        expect(
          await m.count(sql`select count(*) as count from notifications n join providers pr on pr.user_id = n.user_id
          where pr.id = ${p.providerId} and n.project_id = ${project.id}`),
        ).toBe(1);
      }
    }
  });
});
