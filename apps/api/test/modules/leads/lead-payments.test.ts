import { leadMessages, leadPaymentMessages as m } from '@homebid/contracts/leads';
import { spendMessages } from '@homebid/contracts/spend-control';
import { walletMessages } from '@homebid/contracts/wallet';
import { cardPayments, leadPurchases, sandboxCharges } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { CARDS, paymentMethod, saveCard } from '../subscriptions/cards';

describe.each(dialects())('paying a lead by card on %s', (dialect) => {
  let t: TestApp;
  let customer: CreatedUser;
  let subTypes: Awaited<ReturnType<typeof twoSubTypes>>;
  const customerMobile = '3125550199';

  const details = (projectId: number | string, headers: SessionHeaders) =>
    t.app.inject({ method: 'GET', url: `/api/providers/get_provider_card_details?project_id=${projectId}`, headers });
  const initiate = (payload: object, headers: SessionHeaders) =>
    t.app.inject({ method: 'POST', url: '/api/initiate-elapsed-payment', headers, payload });
  const confirm = (payload: object, headers: SessionHeaders) =>
    t.app.inject({ method: 'POST', url: '/api/confirm-elapsed-payment', headers, payload });

  async function newPro() {
    const user = await createUser(t.db, { role: 'provider' });
    const providerId = user.providerId as number;
    await setUpProvider(t.db, providerId, { subTypeIds: [subTypes[0].id] });
    return { user, providerId, headers: await signIn(t.app, user) };
  }
  const newProject = (zipcode = '10001') =>
    createProject(t.db, { customerUserId: customer.id, subType: subTypes[0], zipcode });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    subTypes = await twoSubTypes(t.db);
    customer = await createUser(t.db, { role: 'customer', mobileNumber: customerMobile, name: 'Robin Lee' });
  });
  afterAll(() => t?.close());

  it('shows the lead payment page: available, price, project and saved cards, never the customer’s contact', async () => {
    const pro = await newPro();
    const project = await newProject();
    const pm = await saveCard(t.app, pro.headers);
    const response = await details(project.id, pro.headers);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      available: true,
      unavailable_reason: null,
      service_amount: 25,
      provider_id: pro.providerId,
      provider_name: 'Test Home Services',
      provider_project_id: null,
    });
    expect(data.stripe_card_details.map((card: { id: string }) => card.id)).toEqual([pm]);
    // The full name, like the phone and e-mail, only once the lead is bought (the detail's rule).
    expect(data.project).toMatchObject({ id: project.id, title: project.title, consumer_name: 'Robin L.' });
    expect(data.project.address).toEqual({ city: project.city, state: project.state });
    expect(response.body).not.toContain(customerMobile);
    expect(response.body).not.toContain(customer.email);
    expect(response.body).not.toContain('12 Secret Lane');
    // A project outside the provider's area, bad ids, no session.
    const far = await newProject('90210');
    const farAnswer = await details(far.id, pro.headers);
    expect(farAnswer.statusCode).toBe(200);
    expect(farAnswer.json().data.available).toBe(false);
    expect(farAnswer.json().data.unavailable_reason).toEqual(expect.any(String));
    expectErrorEnvelope(await details('abc', pro.headers), 422);
    expectErrorEnvelope(await details('99999999999999', pro.headers), 422);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/providers/get_provider_card_details?project_id=${project.id}` }))
        .statusCode,
    ).toBe(401);
  });

  it('initiates without charging, refuses another provider id and a changed price', async () => {
    const pro = await newPro();
    const project = await newProject();
    expectErrorEnvelope(
      await initiate({ provider_id: pro.providerId + 1000, project_id: project.id, lead_fee: 25 }, pro.headers),
      403,
      m.notYourProvider,
    );
    expectErrorEnvelope(
      await initiate({ provider_id: pro.providerId, project_id: project.id, lead_fee: 19.99 }, pro.headers),
      409,
      m.priceChanged,
    );
    const response = await initiate({ provider_id: pro.providerId, project_id: project.id, lead_fee: 25 }, pro.headers);
    expect(response.statusCode, response.body).toBe(200);
    const intent = response.json().data.payment_response;
    expect(intent).toMatchObject({ status: 'requires_confirmation', amount: 25, currency: 'usd' });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.client_secret).toEqual(expect.any(String));
    const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, intent.id));
    expect(charge?.status).toBe('requires_confirmation');
    expect(await t.db.select().from(leadPurchases).where(eq(leadPurchases.providerId, pro.providerId))).toEqual([]);
  });

  it('a declined card changes nothing; a good card buys the lead once, and the contact unlocks', async () => {
    const pro = await newPro();
    const project = await newProject();
    const pm = await saveCard(t.app, pro.headers);
    const start = await initiate({ provider_id: pro.providerId, project_id: project.id, lead_fee: 25 }, pro.headers);
    const intentId = start.json().data.payment_response.id as string;
    const declinedPm = await paymentMethod(t.app, pro.headers, CARDS.declined);
    const body = (payment_method_id: string) => ({
      payment_method_id,
      payment_intent_id: intentId,
      provider_id: pro.providerId,
      payment_type: 'card',
      project_id: project.id,
      provider_project_id: '',
    });
    const refused = await confirm(body(declinedPm), pro.headers);
    expectErrorEnvelope(refused, 422, walletMessages.cardDeclined);
    expect(await t.db.select().from(leadPurchases).where(eq(leadPurchases.providerId, pro.providerId))).toEqual([]);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/v2/providers/projects/${project.id}`,
      headers: pro.headers,
    });
    expect(before.json().data.can_provider_contact_customer).toBe(false);
    expectErrorEnvelope(await confirm({ ...body(pm), payment_method_id: '' }, pro.headers), 422, m.cardDetailsEmpty);
    // Another provider can neither confirm this intent nor pay it with their card.
    const rival = await newPro();
    expectErrorEnvelope(await confirm({ ...body(pm), provider_id: undefined }, rival.headers), 404, m.paymentNotFound);
    const rivalCard = await saveCard(t.app, rival.headers);
    expectErrorEnvelope(await confirm(body(rivalCard), pro.headers), 422, m.cardNotFound);

    const paid = await confirm(body(pm), pro.headers);
    expect(paid.statusCode, paid.body).toBe(200);
    const data = paid.json().data;
    expect(data).toMatchObject({ project_id: project.id, amount: 25 });
    expect(data.payment_response).toMatchObject({ id: intentId, status: 'succeeded' });
    expect(data.provider_project_id).toEqual(expect.any(Number));
    const again = await confirm(body(pm), pro.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.provider_project_id).toBe(data.provider_project_id);
    const purchases = await t.db.select().from(leadPurchases).where(eq(leadPurchases.providerId, pro.providerId));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ paymentMethod: 'card', paidCents: 2500, walletTransactionId: null });
    const payments = await t.db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.providerId, pro.providerId), eq(cardPayments.status, 'succeeded')));
    expect(payments).toHaveLength(1);
    expect(purchases[0]?.cardPaymentId).toBe(payments[0]?.id);
    const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, intentId));
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 2500 });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v2/providers/projects/${project.id}`,
      headers: pro.headers,
    });
    expect(after.json().data.can_provider_contact_customer).toBe(true);
    expect(after.body).toContain(customerMobile);
    // Bought: the page now says unavailable (to /leads), and a new payment is refused.
    expect((await details(project.id, pro.headers)).json().data).toMatchObject({
      available: false,
      provider_project_id: data.provider_project_id,
    });
    expectErrorEnvelope(
      await initiate({ project_id: project.id }, pro.headers),
      409,
      leadMessages.leadAlreadyPurchased,
    );
  });

  it('refuses before charging a lead that became unavailable, an expired payment, and one over a cap', async () => {
    const pro = await newPro();
    const pm = await saveCard(t.app, pro.headers);
    const project = await newProject();
    const start = await initiate({ project_id: project.id }, pro.headers);
    const intentId = start.json().data.payment_response.id as string;
    await t.db.execute(sql`update projects set status = 'cancelled' where id = ${project.id}`);
    const gone = await confirm(
      { payment_method_id: pm, payment_intent_id: intentId, project_id: project.id },
      pro.headers,
    );
    expect(gone.statusCode).toBeGreaterThanOrEqual(400);
    expect(gone.statusCode).toBeLessThan(500);
    const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, intentId));
    expect(charge?.status).toBe('requires_confirmation');

    const late = await newProject();
    const lateStart = await initiate({ project_id: late.id }, pro.headers);
    const lateId = lateStart.json().data.payment_response.id as string;
    await t.db.execute(
      sql`update card_payments set created_at = now() - interval '2 hours' where processor_payment_id = ${lateId}`,
    );
    expectErrorEnvelope(
      await confirm({ payment_method_id: pm, payment_intent_id: lateId, project_id: late.id }, pro.headers),
      422,
      m.paymentExpired,
    );

    const capped = await newProject();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/providers/spend_controls',
      headers: pro.headers,
      payload: { per_lead_max: 20 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectErrorEnvelope(
      await initiate({ project_id: capped.id }, pro.headers),
      422,
      spendMessages.overPerLead(2500, 2000),
    );
    expect(await t.db.select().from(leadPurchases).where(eq(leadPurchases.providerId, pro.providerId))).toEqual([]);
  });
  it('a lead paid in the browser (Stripe.js) but taken meanwhile is refunded, not kept', async () => {
    const pro = await newPro();
    const pm = await saveCard(t.app, pro.headers);
    const project = await newProject();
    const start = await initiate({ project_id: project.id }, pro.headers);
    const intentId = start.json().data.payment_response.id as string;
    // The browser confirms the intent with the client secret, as Stripe.js would.
    const confirmed = await t.app.payments.confirmPaymentIntent({ paymentIntentId: intentId, paymentMethodId: pm });
    expect(confirmed.status).toBe('succeeded');
    await t.db.execute(sql`update projects set status = 'cancelled' where id = ${project.id}`);
    const answer = await confirm(
      { payment_method_id: pm, payment_intent_id: intentId, project_id: project.id },
      pro.headers,
    );
    const body = expectErrorEnvelope(answer, 409);
    expect(body.message.startsWith(m.refundedAfterUnavailable)).toBe(true);
    const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, intentId));
    expect(charge).toMatchObject({ status: 'succeeded', refundedCents: 2500 });
    const [payment] = await t.db.select().from(cardPayments).where(eq(cardPayments.processorPaymentId, intentId));
    expect(payment?.status).toBe('refunded');
    expect(await t.db.select().from(leadPurchases).where(eq(leadPurchases.providerId, pro.providerId))).toEqual([]);
    // Confirming again refunds nothing twice and answers the same.
    expectErrorEnvelope(
      await confirm({ payment_method_id: pm, payment_intent_id: intentId, project_id: project.id }, pro.headers),
      409,
      m.refundedAfterUnavailable,
    );
  });
  it('charges the Pro+ price: the plan’s discount applies, and a free lead needs no card', async () => {
    const pro = await newPro();
    const pm = await saveCard(t.app, pro.headers);
    const plans = (
      await t.app.inject({ method: 'GET', url: '/api/v2/providers/pro_plans', headers: pro.headers })
    ).json().data as Array<{ id: number; allow_monthly: boolean; allow_yearly: boolean; skip_wallet: boolean }>;
    const pro20 = plans.find((plan) => plan.allow_monthly && plan.allow_yearly);
    const upgrade = await t.app.inject({
      method: 'POST',
      url: '/api/v2/providers/upgrade_to_pro',
      headers: pro.headers,
      payload: { package_id: pro20?.id, plan: 'monthly', payment_method: pm },
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const project = await newProject();
    expect((await details(project.id, pro.headers)).json().data.service_amount).toBe(20);
    const start = await initiate({ project_id: project.id, lead_fee: 20 }, pro.headers);
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().data.payment_response.amount).toBe(20);
    const paid = await confirm(
      { payment_method_id: pm, payment_intent_id: start.json().data.payment_response.id, project_id: project.id },
      pro.headers,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.amount).toBe(20);
    // Every lead free (the Elite plan): nothing to pay by card.
    const elite = plans.find((plan) => plan.skip_wallet && !plan.allow_monthly);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/providers/upgrade_package',
      headers: pro.headers,
      payload: { package_id: elite?.id, plan: 'annual', payment_method: pm },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const free = await newProject();
    expect((await details(free.id, pro.headers)).json().data.service_amount).toBe(0);
    expectErrorEnvelope(await initiate({ project_id: free.id }, pro.headers), 422, m.freeLead);
  });
});
