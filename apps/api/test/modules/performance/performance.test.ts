// The performance page's figures, worked out by hand from a small fixture: three leads (two paid
// from the wallet, one by card), one of them refunded in full when the customer hired another pro;
// a fixed bid and an hourly bid hired, a fixed bid lost; answers timed from each project's posting.
import { bids } from '@homebid/db/schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { twoSubTypes } from '../../helpers/marketplace';
import { createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { money, type Provider } from '../wallet/support';

describe.each(dialects())('the performance of a provider on %s', (dialect) => {
  let t: TestApp;
  const m = money(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 180_000);
  afterAll(() => t?.close());

  const performance = (headers: SessionHeaders, months = 3) => m.call('GET', `/performance?months=${months}`, headers);

  /** A project of the sub-type posted `postedMinutesAgo` minutes ago, and its customer signed in. */
  async function postedProject(subType: { id: number; projectTypeId: number }, postedMinutesAgo: number) {
    const user = await createUser(t.db, { role: 'customer' });
    const project = await m.project({ customerUserId: user.id, subType });
    await t.db.execute(
      sql`update projects set created_at = now() - make_interval(mins => ${postedMinutesAgo}) where id = ${project.id}`,
    );
    return { project, headers: await signIn(t.app, user) };
  }

  async function bidOn(
    projectId: number,
    p: Provider,
    minutesAgo: number,
    bid: { amountCents: number; hours?: number },
  ): Promise<number> {
    const [row] = await t.db
      .insert(bids)
      .values({
        projectId,
        providerId: p.providerId,
        amountCents: bid.amountCents,
        bidType: bid.hours ? 1 : 0,
        hours: bid.hours ?? null,
        breakdown: 'Labour',
        createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
      })
      .returning();
    return row.id;
  }

  async function buyByWallet(projectId: number, p: Provider) {
    const response = await m.call('POST', '/v2/providers/wallets/update', p.headers, { project_id: projectId });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function buyByCard(projectId: number, p: Provider) {
    const pm = await m.saveCard(p.headers);
    const initiated = await m.call('POST', '/initiate-elapsed-payment', p.headers, { project_id: projectId });
    expect(initiated.statusCode, initiated.body).toBe(200);
    const paid = await m.call('POST', '/confirm-elapsed-payment', p.headers, {
      payment_method_id: pm,
      payment_intent_id: initiated.json().data.payment_response.id,
      project_id: projectId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }

  async function hire(headers: SessionHeaders, projectId: number, bidId: number) {
    const response = await m.call('POST', `/v2/customers/projects/${projectId}/hire`, headers, { bid_id: bidId });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('works out each figure from the ledger and the recorded bids and hires', async () => {
    const [first, second] = await twoSubTypes(t.db);
    const pro = await m.provider({ subTypeIds: [first.id, second.id] });
    const rival = await m.provider({ subTypeIds: [second.id] });
    await m.fund(pro.providerId, 5000);

    const empty = await performance(pro.headers, 2);
    expect(empty.statusCode, empty.body).toBe(200);
    const zero = {
      leads_bought: 0,
      spend: 0,
      cost_per_lead: null,
      response_minutes: null,
      bids: 0,
      hires: 0,
      win_rate: null,
      revenue_won: 0,
      return_on_spend: null,
    };
    expect(empty.json().data).toEqual({
      months: [
        { month: expect.stringMatching(/^\d{4}-\d{2}$/), ...zero },
        { month: new Date().toISOString().slice(0, 7), ...zero },
      ],
      services: [],
      totals: zero,
    });

    // 1: $25 from the wallet, a fixed $1,500 bid an hour after the posting, hired.
    const one = await postedProject(first, 90);
    await buyByWallet(one.project.id, pro);
    await hire(one.headers, one.project.id, await bidOn(one.project.id, pro, 30, { amountCents: 150_000 }));
    // 2: $25 by card, an hourly bid of $80 × 5 hours half an hour after the posting, hired.
    const two = await postedProject(first, 80);
    await buyByCard(two.project.id, pro);
    await hire(two.headers, two.project.id, await bidOn(two.project.id, pro, 50, { amountCents: 8_000, hours: 5 }));
    // 3: $25 from the wallet, a fixed $900 bid ten minutes after the posting; the customer hires the
    // rival instead, so the $25 comes back.
    const three = await postedProject(second, 40);
    await buyByWallet(three.project.id, pro);
    await bidOn(three.project.id, pro, 30, { amountCents: 90_000 });
    await hire(three.headers, three.project.id, await bidOn(three.project.id, rival, 20, { amountCents: 70_000 }));

    const response = await performance(pro.headers);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    // Spend 25 + 25 + 25 − 25 = $50 for 3 leads; 2 hires of 3 bids; revenue 1,500 + 400 = $1,900;
    // response times 60, 30 and 10 minutes, median 30.
    expect(data.totals).toEqual({
      leads_bought: 3,
      spend: 50,
      cost_per_lead: 16.67,
      response_minutes: 30,
      bids: 3,
      hires: 2,
      win_rate: 0.6667,
      revenue_won: 1900,
      return_on_spend: 38,
    });
    expect(data.services).toEqual(
      [
        {
          sub_type_id: first.id,
          name: first.name,
          leads_bought: 2,
          spend: 50,
          cost_per_lead: 25,
          response_minutes: 45,
          bids: 2,
          hires: 2,
          win_rate: 1,
          revenue_won: 1900,
          return_on_spend: 38,
        },
        {
          sub_type_id: second.id,
          name: second.name,
          leads_bought: 1,
          spend: 0,
          cost_per_lead: 0,
          response_minutes: 10,
          bids: 1,
          hires: 0,
          win_rate: 0,
          revenue_won: 0,
          return_on_spend: null,
        },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(data.months).toHaveLength(3);
    // The purchases were made now: this month holds every lead and the spend.
    expect(data.months[2]).toMatchObject({ month: new Date().toISOString().slice(0, 7), leads_bought: 3, spend: 50 });
    const sum = (key: 'bids' | 'hires' | 'revenue_won') =>
      data.months.reduce((total: number, month: Record<string, number>) => total + month[key], 0);
    expect([sum('bids'), sum('hires'), sum('revenue_won')]).toEqual([3, 2, 1900]);

    // The rival sees only its own: one bid hired, nothing bought.
    const rivals = (await performance(rival.headers)).json().data;
    expect(rivals.totals).toMatchObject({
      leads_bought: 0,
      spend: 0,
      bids: 1,
      hires: 1,
      win_rate: 1,
      revenue_won: 700,
      return_on_spend: null,
    });
  });

  it('refuses a period out of range and anyone but a provider', async () => {
    const pro = await m.provider();
    expectErrorEnvelope(await performance(pro.headers, 0), 422);
    expectErrorEnvelope(await performance(pro.headers, 25), 422);
    expect((await m.call('GET', '/performance?months=x', pro.headers)).statusCode).toBe(422);
    expect((await m.call('GET', '/performance', {})).statusCode).toBe(401);
    const customer = await createUser(t.db, { role: 'customer' });
    expect((await m.call('GET', '/performance', await signIn(t.app, customer))).statusCode).toBe(403);
  });
});
