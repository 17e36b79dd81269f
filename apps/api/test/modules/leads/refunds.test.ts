import { LEAD_UNLOCK_CAP, leadMessages, REFUND_REASON_MAX, REFUND_RULES } from '@homebid/contracts/leads';
import { NOTIFICATION_TASK } from '@homebid/contracts/notifications';
import { rows } from '@homebid/db/client';
import { projects } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../src/admin';
import { approveRefund, recordLeadPurchase } from '../../../src/modules/leads';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { money, type Provider } from '../wallet/support';

describe.each(dialects())('refunds on %s', (dialect) => {
  let t: TestApp;
  const m = money(() => t);
  // Starting the app on a busy two-core machine can outlast the default hook timeout.
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 180_000);
  afterAll(() => t?.close());

  /** A provider who bought one lead for $25 from a $25 wallet; answers the ledger line's id. */
  async function bought(project?: Awaited<ReturnType<typeof m.project>>) {
    const p = await m.provider();
    const target = project ?? (await m.project());
    await m.fund(p.providerId, 2500);
    const response = await m.call('POST', '/v2/providers/wallets/update', p.headers, { project_id: target.id });
    expect(response.statusCode, response.body).toBe(200);
    return { p, project: target, historyId: response.json().data.history.id as number };
  }
  const refund = (p: Provider, historyId: number, reason = 'The customer never answered my calls.') =>
    m.call('POST', '/v2/providers/refunds', p.headers, {
      user_id: p.userId,
      wallet_history_id: historyId,
      reason,
      amount: 25,
    });
  const refundsOf = (providerId: number) =>
    t.db.execute(sql`select * from refund_requests where provider_id = ${providerId}`) as unknown as Promise<{
      rows: Array<{ id: number | string; status: string; rule: string | null }>;
    }>;

  it('keeps a request without a rule pending (Refund Requested), then an operator approval credits the wallet once', async () => {
    const { p, project, historyId } = await bought();
    const response = await refund(p, historyId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      data: { refund: { status: 'pending', rule: null, amount: 25, refund_status: 'refund_applied' }, amount: 0 },
    });
    const detail = (await m.call('GET', `/v2/providers/projects/${project.id}`, p.headers)).json().data;
    expect(detail.refund_status).toBe('refund_applied');
    expect(detail.can_provider_contact_customer).toBe(true);
    expectErrorEnvelope(await refund(p, historyId), 409, leadMessages.refundAlreadyRequested);

    const lines: string[] = [];
    expect(await runAdmin(['refunds', 'list', 'pending'], t.db, (l) => lines.push(l))).toBe(0);
    const id = Number((await refundsOf(p.providerId)).rows[0]?.id);
    expect(lines.some((l) => l.startsWith(`#${id} `))).toBe(true);
    // Approved twice at once and again later: one credit.
    const results = await Promise.all([approveRefund(t.db, id), approveRefund(t.db, id)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await runAdmin(['refunds', 'approve', String(id)], t.db, (l) => lines.push(l))).toBe(1);
    expect(await m.balanceCents(p.providerId)).toBe(2500);
    expect(await m.ledgerSumCents(p.providerId)).toBe(2500);
    const history = (await m.call('GET', '/v2/providers/wallets?per_page=10&page=1', p.headers)).json().data
      .transactions;
    expect(history[0]).toMatchObject({ payment_type: 'credit', category: 'Refund', amount: 25 });

    // Re-purchase of a refunded lead is blocked with the spec's words.
    const again = await m.call('POST', '/v2/providers/wallets/update', p.headers, { project_id: project.id });
    expectErrorEnvelope(again, 422, leadMessages.alreadyRefunded);
    expect(await m.balanceCents(p.providerId)).toBe(2500);
    const after = (await m.call('GET', `/v2/providers/projects/${project.id}`, p.headers)).json().data;
    expect(after.refund_status).toBe('refunded');
    expect(after.lead.unavailable_reason).toBe(leadMessages.alreadyRefunded);
  });

  it('a refund approved for a sold-out lead gives its place back and tells the area it is for sale again', async () => {
    const project = await m.project();
    const buyers = [];
    for (let i = 0; i < LEAD_UNLOCK_CAP; i++) buyers.push(await bought(project));
    const late = await m.provider();
    await m.fund(late.providerId, 2500);
    const buy = () => m.call('POST', '/v2/providers/wallets/update', late.headers, { project_id: project.id });
    expectErrorEnvelope(await buy(), 409, leadMessages.leadSoldOut);
    const leadNotices = async () =>
      (
        await rows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from notifications
              where user_id = ${late.userId} and task_name = ${NOTIFICATION_TASK.newLead} and project_id = ${project.id}`,
        )
      )[0]?.n;
    expect(await leadNotices()).toBe(0);

    const [first] = buyers;
    const requested = await refund(first.p, first.historyId);
    expect(requested.json().data.refund.status).toBe('pending');
    expect(await leadNotices()).toBe(0);
    expect(await approveRefund(t.db, Number((await refundsOf(first.p.providerId)).rows[0]?.id))).toBe(true);
    expect(await leadNotices()).toBe(1);
    const response = await buy();
    expect(response.statusCode, response.body).toBe(200);
    expect(await m.balanceCents(late.providerId)).toBe(0);
  });

  it('an operator rejection credits nothing', async () => {
    const { p, historyId } = await bought();
    await refund(p, historyId);
    const id = Number((await refundsOf(p.providerId)).rows[0]?.id);
    expect(await runAdmin(['refunds', 'reject', String(id)], t.db, () => {})).toBe(0);
    expect(await m.balanceCents(p.providerId)).toBe(0);
    expect((await refundsOf(p.providerId)).rows[0]?.status).toBe('rejected');
    expect(await runAdmin(['refunds', 'approve', String(id)], t.db, () => {})).toBe(1);
    expect(await m.balanceCents(p.providerId)).toBe(0);
  });

  it('approves at once, naming the rule, when the customer never verified the phone', async () => {
    const project = await m.project();
    await t.db.update(projects).set({ isPhoneVerified: false }).where(eq(projects.id, project.id));
    const { p, historyId } = await bought(project);
    const response = await refund(p, historyId);
    expect(response.json()).toMatchObject({
      message: `Refund approved: ${REFUND_RULES.phone_unverified}`,
      data: {
        refund: { status: 'approved', rule: REFUND_RULES.phone_unverified, refund_status: 'refunded' },
        amount: 25,
      },
    });
    const line = (await m.call('GET', '/v2/providers/wallets?page=1', p.headers)).json().data.transactions[0];
    expect(line.label_history).toContain(REFUND_RULES.phone_unverified);
    expect(await m.ledgerSumCents(p.providerId)).toBe(2500);
  });

  it('approves a duplicate lead (same customer, sub-type and zip within 30 days)', async () => {
    const customer = await m.customer();
    await m.project({ customerUserId: customer.id, createdAt: new Date(Date.now() - 5 * 86400_000) });
    const { p, historyId } = await bought(await m.project({ customerUserId: customer.id }));
    expect((await refund(p, historyId)).json().data.refund).toMatchObject({
      status: 'approved',
      rule: REFUND_RULES.duplicate,
    });
  });

  it('approves a lead outside the provider’s areas, and one whose project was closed without a hire', async () => {
    const first = await bought();
    const [subType] = await twoSubTypes(t.db);
    await setUpProvider(t.db, first.p.providerId, { zipcode: '90210', subTypeIds: [subType.id] });
    expect((await refund(first.p, first.historyId)).json().data.refund.rule).toBe(REFUND_RULES.outside_areas);

    const second = await bought();
    await t.db
      .update(projects)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(projects.id, second.project.id));
    expect((await refund(second.p, second.historyId)).json().data.refund.rule).toBe(
      REFUND_RULES.closed_without_viewing,
    );
  });

  it('approves when the provider’s first message stayed unread for 48 hours', async () => {
    const { p, project, historyId } = await bought();
    await t.db.execute(sql`insert into chat_messages (project_id, provider_id, customer_user_id, author_user_id, message_by, body, created_at)
      values (${project.id}, ${p.providerId}, ${project.customerUserId}, ${p.userId}, 'provider', 'Hello, when can I come by?', now() - interval '49 hours')`);
    expect((await refund(p, historyId)).json().data.refund.rule).toBe(REFUND_RULES.message_unread);
  });

  it('refunds a lead paid by card, named by its project, into the wallet', async () => {
    const p = await m.provider();
    const project = await m.project();
    await t.db.update(projects).set({ isPhoneVerified: false }).where(eq(projects.id, project.id));
    await t.db.transaction(async (tx) => {
      const result =
        (await tx.execute(sql`insert into card_payments (provider_id, processor, processor_idempotency_key, purpose, amount_cents, status, project_id)
        values (${p.providerId}, 'sandbox', ${`lead-card-${project.id}`}, 'lead_purchase', 2500, 'succeeded', ${project.id}) returning id`)) as unknown as {
          rows: Array<{ id: number | string }>;
        };
      await recordLeadPurchase(tx, {
        providerId: p.providerId,
        projectId: project.id,
        payment: { kind: 'card', cardPaymentId: Number(result.rows[0]?.id), paidCents: 2500 },
      });
    });
    expectErrorEnvelope(
      await m.call('POST', '/v2/providers/refunds', p.headers, { reason: 'No answer' }),
      422,
      leadMessages.notPurchased,
    );
    const response = await m.call('POST', '/v2/providers/refunds', p.headers, {
      project_id: project.id,
      reason: 'No answer',
    });
    expect(response.json().data).toMatchObject({
      refund: { status: 'approved', wallet_history_id: null, amount: 25, rule: REFUND_RULES.phone_unverified },
      amount: 25,
    });
    expect(await m.balanceCents(p.providerId)).toBe(2500);
    expect(await m.ledgerSumCents(p.providerId)).toBe(2500);
  });

  it('checks the reason and keeps other providers’ purchases out of reach', async () => {
    const { p, historyId } = await bought();
    expectErrorEnvelope(await refund(p, historyId, '   '), 422, leadMessages.refundReasonEmpty);
    expectErrorEnvelope(
      await refund(p, historyId, 'x'.repeat(REFUND_REASON_MAX + 1)),
      422,
      leadMessages.refundReasonTooLong,
    );
    const sam = await m.provider();
    expectErrorEnvelope(await refund(sam, historyId), 404, leadMessages.notPurchased);
    expect((await refundsOf(p.providerId)).rows).toHaveLength(0);
    expect(await m.balanceCents(p.providerId)).toBe(0);
  });
});
