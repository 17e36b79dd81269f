// The lead-payment page's "100% money back guarantee if not satisfied or decide to
// choose another pro". When the customer hires a pro, every other buyer of the lead is refunded in
// full at once, told, and keeps the lead (detail with the contact details, chat history, Purchased
// Leads) instead of a 404; exactly once under races. A lead paid by card is refunded to that card
// (the processor's records show one refund), never to the wallet, even after a crash between the
// hire's commit and the refund (settle-card-payments sends it again with the same key).
import { chatTexts } from '@homebid/contracts/chat';
import { leadMessages, leadTexts, REFUND_RULES } from '@homebid/contracts/leads';
import { NOTIFICATION_TASK } from '@homebid/contracts/notifications';
import { projectNotificationTexts } from '@homebid/contracts/projects';
import { formatDollars, LEDGER_CATEGORY } from '@homebid/contracts/wallet';
import { rows } from '@homebid/db/client';
import { bids, chatMessages } from '@homebid/db/schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleCardPayments } from '../../../src/jobs/settle-card-payments';
import { approveRefund, refundLeadsOnHire, rejectRefund } from '../../../src/modules/leads';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { sendMessage } from '../chat/support';
import { money, type Provider } from '../wallet/support';

const OUTCOME = leadTexts.refundedOutcome(REFUND_RULES.hired_another, formatDollars(25));
const CARD_OUTCOME = leadTexts.refundedToCardOutcome(REFUND_RULES.hired_another, formatDollars(25));
/** What a card buyer keeps in its wallet whatever happens to the lead paid by card. */
const CARD_BUYER_WALLET = 1000;

/** A provider who paid the lead by card: the processor's payment intent. */
type CardBuyer = Provider & { intentId: string; paymentMethodId: string };

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

  /** A provider with $10 in its wallet who paid the lead $25 by card at the sandbox, as the lead-payment page does. */
  async function cardBuyer(projectId: number): Promise<CardBuyer> {
    const p = await m.provider();
    await m.fund(p.providerId, CARD_BUYER_WALLET);
    const pm = await m.saveCard(p.headers);
    const initiated = await m.call('POST', '/initiate-elapsed-payment', p.headers, { project_id: projectId });
    expect(initiated.statusCode, initiated.body).toBe(200);
    const intentId = initiated.json().data.payment_response.id as string;
    const paid = await m.call('POST', '/confirm-elapsed-payment', p.headers, {
      payment_method_id: pm,
      payment_intent_id: intentId,
      project_id: projectId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { ...p, intentId, paymentMethodId: pm };
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

  const requestsOf = (p: Provider) =>
    rows<{ id: number | string; status: string; rule: string | null }>(
      t.db,
      sql`select id, status, rule from refund_requests where provider_id = ${p.providerId} order by id`,
    );

  const noticesOf = (p: Provider, projectId: number) =>
    rows<{ task_name: string; notification: string }>(
      t.db,
      sql`select n.task_name, n.notification from notifications n join providers pr on pr.user_id = n.user_id
          where pr.id = ${p.providerId} and n.project_id = ${projectId} order by n.id`,
    );

  async function expectRefundedOnce(p: Provider) {
    expect(await m.balanceCents(p.providerId)).toBe(2500);
    expect(await m.ledgerSumCents(p.providerId)).toBe(2500);
    expect(await refundCredits(p)).toBe(1);
  }

  /** The sandbox's refunds of a charge (its own records) and what the charge says was refunded. */
  const processorRefundsOf = async (intentId: string) => ({
    refunds: await rows<{ amount: number }>(
      t.db,
      sql`select amount_cents::int as amount from sandbox_refunds where charge_id = ${intentId} order by created_at`,
    ),
    refunded: await m.count(sql`select refunded_cents as count from sandbox_charges where id = ${intentId}`),
  });

  const cardStateOf = async (p: CardBuyer) =>
    (
      await rows<{ payment: string; refund: string | null; key: string | null }>(
        t.db,
        sql`select cp.status as payment, cr.status as refund, cr.processor_idempotency_key as key
            from card_payments cp left join card_refunds cr on cr.card_payment_id = cp.id
            where cp.processor_payment_id = ${p.intentId}`,
      )
    )[0];

  /** Refunded to the card once, in full: one refund at the processor, the payment refunded, the wallet untouched. */
  async function expectRefundedToCardOnce(p: CardBuyer) {
    expect(await processorRefundsOf(p.intentId)).toEqual({ refunds: [{ amount: 2500 }], refunded: 2500 });
    expect(await cardStateOf(p)).toMatchObject({ payment: 'refunded', refund: 'refunded' });
    expect(await m.balanceCents(p.providerId)).toBe(CARD_BUYER_WALLET);
    expect(await m.ledgerSumCents(p.providerId)).toBe(CARD_BUYER_WALLET);
    expect(await refundCredits(p)).toBe(0);
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

    for (const p of [wallet, pending]) await expectRefundedOnce(p);
    await expectRefundedToCardOnce(card);
    // The card buyer's payment page confirming again answers its purchase, not 'taken while you paid'.
    const again = await m.call('POST', '/confirm-elapsed-payment', card.headers, {
      payment_method_id: card.paymentMethodId,
      payment_intent_id: card.intentId,
      project_id: project.id,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ project_id: project.id, amount: 25 });
    await expectRefundedToCardOnce(card);
    // The hired pro keeps its purchase.
    expect(await m.balanceCents(hiredBuyer.providerId)).toBe(0);
    expect(await refundCredits(hiredBuyer)).toBe(0);
    // The pending request was resolved as approved by the rule, once.
    expect(await requestsOf(pending)).toEqual([expect.objectContaining({ status: 'approved', rule: 'hired_another' })]);
    const line = (await m.call('GET', '/v2/providers/wallets?page=1', wallet.headers)).json().data.transactions[0];
    expect(line).toMatchObject({ payment_type: 'credit', category: LEDGER_CATEGORY.refund, amount: 25 });
    expect(line.label_history).toContain(REFUND_RULES.hired_another);
    // The card buyer's wallet history has its own funds only: the refund went to the card.
    const cardLines = (await m.call('GET', '/v2/providers/wallets?page=1', card.headers)).json().data.transactions;
    expect(cardLines).toEqual([expect.objectContaining({ amount: CARD_BUYER_WALLET / 100 })]);

    // Told once each: the refund notice (not also 'awarded to another pro'); a bidder who did not buy hears the usual.
    const notice = leadTexts.hiredAnotherRefundedNotice(project.title, formatDollars(25));
    for (const p of [wallet, pending]) {
      expect(await noticesOf(p, project.id)).toEqual([{ task_name: NOTIFICATION_TASK.updates, notification: notice }]);
    }
    expect(await noticesOf(card, project.id)).toEqual([
      {
        task_name: NOTIFICATION_TASK.updates,
        notification: leadTexts.hiredAnotherRefundedToCardNotice(project.title, formatDollars(25)),
      },
    ]);
    expect(await noticesOf(bidderOnly, project.id)).toEqual([
      { task_name: NOTIFICATION_TASK.updates, notification: projectNotificationTexts.awardedToAnother(project.title) },
    ]);

    // The detail answers 200 with the contact details the purchase unlocked, and says what happened.
    for (const p of [wallet, card, pending]) {
      const outcome = p === card ? CARD_OUTCOME : OUTCOME;
      const detail = await m.call('GET', `/v2/providers/projects/${project.id}`, p.headers);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data).toMatchObject({
        can_provider_contact_customer: true,
        consumer_name: 'Casey Customer',
        lead_purchased: true,
        is_hired: false,
        refund_status: 'refunded',
        lead: { is_purchased: true, refund_status: 'refunded', outcome },
      });
      expect(detail.json().data.consumer_email).toMatch(/@example\.com$/);
      expect(detail.json().data.full_address).toContain('12 Secret Lane');
      const leads = await m.call('GET', '/v2/providers/purchased_lead_projects', p.headers);
      expect(leads.statusCode).toBe(200);
      expect(leads.json().data.projects).toEqual([
        expect.objectContaining({ id: project.id, lead_purchased: true, lead_outcome: outcome }),
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
    expectErrorEnvelope(later, 422, leadMessages.alreadyRefunded);
    expect(await approveRefund(t.db, Number((await requestsOf(pending))[0]?.id))).toBe(false);
    expect(await approveRefund(t.db, Number((await requestsOf(card))[0]?.id))).toBe(false);
    for (const p of [wallet, pending]) await expectRefundedOnce(p);
    await expectRefundedToCardOnce(card);
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
      const card = await cardBuyer(project.id);
      const buyers = [await walletBuyer(project.id), await walletBuyer(project.id), card];
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
        if (p === card) await expectRefundedToCardOnce(card);
        else await expectRefundedOnce(p);
        const requests = await requestsOf(p);
        expect(requests).toHaveLength(1);
        expect(requests[0]?.status).toBe('approved');
        expect(
          await m.count(sql`select count(*) as count from notifications n join providers pr on pr.user_id = n.user_id
          where pr.id = ${p.providerId} and n.project_id = ${project.id}`),
        ).toBe(1);
      }
    }
    // Three rounds of six new accounts each (an Argon2 hash apiece): ~4 s on an idle machine, past the
    // 20 s default when npm test's lanes share two cores.
  }, 60_000);

  it('a card refund a crash left owed after the hire is sent by settle-card-payments once, with the same key', async () => {
    const { project } = await customerProject();
    const lost = await cardBuyer(project.id);
    const answered = await cardBuyer(project.id);
    const hiredPro = await m.provider();
    const bidId = await bidOf(project.id, hiredPro);
    // The hire's transaction commits; the process is killed before the refunds are sent (the hire
    // request's own post-commit step never runs).
    const owed = await t.db.transaction(async (tx) => {
      await tx.execute(
        sql`update projects set status = 'hired', hired_provider_id = ${hiredPro.providerId}, hired_bid_id = ${bidId},
              hired_at = now() where id = ${project.id}`,
      );
      return refundLeadsOnHire(tx, {
        projectId: project.id,
        title: project.title,
        hiredProviderId: hiredPro.providerId,
      });
    });
    expect(owed.cardRefundIds).toHaveLength(2);
    for (const p of [lost, answered]) {
      expect(await cardStateOf(p)).toMatchObject({ payment: 'succeeded', refund: 'processing' });
      expect(await processorRefundsOf(p.intentId)).toEqual({ refunds: [], refunded: 0 });
      // Owed, not lost: the lead says where the money goes, and the wallet is not credited meanwhile.
      const detail = (await m.call('GET', `/v2/providers/projects/${project.id}`, p.headers)).json().data;
      expect(detail.lead.outcome).toBe(CARD_OUTCOME);
      expect(await m.balanceCents(p.providerId)).toBe(CARD_BUYER_WALLET);
    }
    // The other was killed after the processor refunded, before the refund was marked.
    const key = (await cardStateOf(answered))?.key as string;
    expect(key).toMatch(/^lead-refund:\d+$/);
    await t.app.payments.refund({ paymentId: answered.intentId, amountCents: 2500, idempotencyKey: key });

    const settle = () => settleCardPayments({ db: t.db, processor: t.app.payments });
    // Minutes younger than the upkeep's threshold are the request's own: left alone.
    expect(await settle()).toEqual({ recorded: 0, refunded: 0, failed: 0 });
    await t.db.execute(
      sql`update card_refunds set created_at = now() - interval '20 minutes', updated_at = now() - interval '20 minutes'
          where id in (${sql.join(
            owed.cardRefundIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    expect(await settle()).toEqual({ recorded: 0, refunded: 2, failed: 0 });
    expect(await settle()).toEqual({ recorded: 0, refunded: 0, failed: 0 });
    for (const p of [lost, answered]) await expectRefundedToCardOnce(p);
  });
});
