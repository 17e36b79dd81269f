// Card operations across the three card paths (top-up, lead payment, Pro+): a payment method belongs
// to the provider who saved it (the sandbox keeps Stripe's attachment state, the services check our
// own cards), a crash never leaves a card charged without its record (settle-card-payments), and a
// provider's parallel card operations are serialised before charging (one charge, never charge then
// refund). On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { leadMessages, leadPaymentMessages } from '@homebid/contracts/leads';
import { subscriptionMessages } from '@homebid/contracts/subscriptions';
import { walletMessages } from '@homebid/contracts/wallet';
import { openDatabase, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleCardPayments } from '../../../src/jobs/settle-card-payments';
import { CardProcessorRequestError } from '../../../src/modules/payments';
import { chargerOf } from '../../../src/modules/subscriptions';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import type { SessionHeaders } from '../../helpers/users';
import { money, type Provider } from './support';

describe.each(dialects())('card operations on %s', (dialect) => {
  let t: TestApp;
  const m = money(() => t);
  let plan: { id: number; monthly_price: number };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const { headers } = await m.provider();
    const plans = (await m.call('GET', '/v2/providers/pro_plans', headers)).json().data as Array<{
      id: number;
      allow_monthly: boolean;
      allow_yearly: boolean;
      monthly_price: number;
    }>;
    plan = plans.find((p) => p.allow_monthly && p.allow_yearly) as typeof plan;
  }, 180_000);
  afterAll(() => t?.close());

  const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => (await rows<T>(t.db, query))[0] as T;
  const customerOf = async (providerId: number) =>
    (
      await one<{ customer_id: string }>(
        sql`select customer_id from payment_customers where provider_id = ${providerId} and processor = 'sandbox'`,
      )
    ).customer_id;
  /** Succeeded charges at the processor on this payment method (the sandbox's own records). */
  const chargesOn = (pm: string) =>
    m.count(sql`select count(*) from sandbox_charges where payment_method_id = ${pm} and status = 'succeeded'`);
  const initiate = (headers: SessionHeaders, projectId: number, key?: string) =>
    m.call('POST', '/initiate-elapsed-payment', headers, { project_id: projectId }, key);
  const confirm = (headers: SessionHeaders, projectId: number, intentId: string, pm: string) =>
    m.call('POST', '/confirm-elapsed-payment', headers, {
      payment_method_id: pm,
      payment_intent_id: intentId,
      project_id: projectId,
    });
  const upgrade = (headers: SessionHeaders, pm: string, key?: string) =>
    m.call(
      'POST',
      '/v2/providers/upgrade_to_pro',
      headers,
      { package_id: plan.id, plan: 'monthly', payment_method: pm },
      key,
    );
  const expectBalanceIsLedger = async (...providers: Provider[]) => {
    for (const p of providers) expect(await m.balanceCents(p.providerId)).toBe(await m.ledgerSumCents(p.providerId));
  };

  describe('a payment method belongs to the provider who saved it', () => {
    it('another provider’s removed card pays for nothing: top-up, lead payment and Pro+ are refused, nothing is charged', async () => {
      const pat = await m.provider();
      const sam = await m.provider();
      const pm = await m.saveCard(pat.headers);
      expect(
        (await m.call('DELETE', '/providers/destroy_provider_card', pat.headers, { payment_method_id: pm })).statusCode,
      ).toBe(200);
      await m.saveCard(sam.headers);

      expectErrorEnvelope(await m.topUp(sam.headers, pm, 25), 404, walletMessages.cardNotFound);
      const project = await m.project();
      const intent = (await initiate(sam.headers, project.id)).json().data.payment_response.id as string;
      expectErrorEnvelope(await confirm(sam.headers, project.id, intent, pm), 422, leadPaymentMessages.cardNotFound);
      expectErrorEnvelope(await upgrade(sam.headers, pm), 422, subscriptionMessages.cardNotFound);
      // Its owner cannot pay with it either once removed.
      const own = (await initiate(pat.headers, project.id)).json().data.payment_response.id as string;
      expectErrorEnvelope(await confirm(pat.headers, project.id, own, pm), 422, leadPaymentMessages.cardNotFound);
      expectErrorEnvelope(await m.topUp(pat.headers, pm, 25), 404, walletMessages.cardNotFound);

      expect(await chargesOn(pm)).toBe(0);
      expect(
        await m.count(
          sql`select count(*) from sandbox_charges where status = 'succeeded' and id in (${intent}, ${own})`,
        ),
      ).toBe(0);
      expect(await m.count(sql`select count(*) from lead_purchases where project_id = ${project.id}`)).toBe(0);
      expect(
        await m.count(sql`select count(*) from provider_subscriptions where provider_id = ${sam.providerId}`),
      ).toBe(0);
      expect(
        await m.count(
          sql`select count(*) from card_payments where provider_id = ${sam.providerId} and status = 'succeeded'`,
        ),
      ).toBe(0);
      await expectBalanceIsLedger(pat, sam);
    });

    it('the sandbox keeps attachment like Stripe: another customer’s or a detached method is refused before any charge', async () => {
      const pat = await m.provider();
      const sam = await m.provider();
      const pm = await m.saveCard(pat.headers);
      await m.saveCard(sam.headers);
      const [patCustomer, samCustomer] = [await customerOf(pat.providerId), await customerOf(sam.providerId)];
      const processor = t.app.payments;
      const charge = (customerId: string, paymentMethodId: string, idempotencyKey: string) =>
        processor.charge({ customerId, paymentMethodId, amountCents: 2500, idempotencyKey, description: 'test' });

      await expect(charge(samCustomer, pm, `steal-${sam.providerId}`)).rejects.toBeInstanceOf(
        CardProcessorRequestError,
      );
      await expect(
        processor.attachPaymentMethod({ customerId: samCustomer, paymentMethodId: pm }),
      ).rejects.toBeInstanceOf(CardProcessorRequestError);
      const samIntent = await processor.createPaymentIntent({
        customerId: samCustomer,
        amountCents: 2500,
        idempotencyKey: `intent-${sam.providerId}`,
        description: 'test',
      });
      await expect(
        processor.confirmPaymentIntent({ paymentIntentId: samIntent.id, paymentMethodId: pm }),
      ).rejects.toBeInstanceOf(CardProcessorRequestError);
      expect((await charge(patCustomer, pm, `own-${pat.providerId}`)).status).toBe('succeeded');

      // Removed: detached at the processor for good, even for its own customer.
      await m.call('DELETE', '/providers/destroy_provider_card', pat.headers, { payment_method_id: pm });
      await expect(charge(patCustomer, pm, `after-${pat.providerId}`)).rejects.toBeInstanceOf(
        CardProcessorRequestError,
      );
      await expect(
        processor.attachPaymentMethod({ customerId: patCustomer, paymentMethodId: pm }),
      ).rejects.toBeInstanceOf(CardProcessorRequestError);
      // A retry of a charge made before answers its first result and charges nothing.
      expect((await charge(patCustomer, pm, `own-${pat.providerId}`)).status).toBe('succeeded');
      expect(await chargesOn(pm)).toBe(1);
      expect(await m.count(sql`select count(*) from sandbox_charges where payment_method_id = ${pm}`)).toBe(1);

      // A new card paying an intent that saves it becomes that customer's; another customer cannot use it.
      const fresh = await m.paymentMethod(sam.headers);
      const saving = await processor.createPaymentIntent({
        customerId: samCustomer,
        amountCents: 2500,
        idempotencyKey: `saving-${sam.providerId}`,
        description: 'test',
        saveCard: true,
      });
      expect(
        (await processor.confirmPaymentIntent({ paymentIntentId: saving.id, paymentMethodId: fresh })).status,
      ).toBe('succeeded');
      await expect(charge(patCustomer, fresh, `fresh-${pat.providerId}`)).rejects.toBeInstanceOf(
        CardProcessorRequestError,
      );
      expect((await charge(samCustomer, fresh, `fresh-${sam.providerId}`)).status).toBe('succeeded');
    });

    it('a lead paid through the API with another provider’s live card is refused at both layers, nothing charged', async () => {
      const pat = await m.provider();
      const sam = await m.provider();
      const pm = await m.saveCard(pat.headers);
      const project = await m.project();
      const intent = (await initiate(sam.headers, project.id)).json().data.payment_response.id as string;
      expectErrorEnvelope(await confirm(sam.headers, project.id, intent, pm), 422, leadPaymentMessages.cardNotFound);
      // Even were our own check bypassed, the processor refuses: the method is attached to Pat's customer.
      await expect(
        t.app.payments.confirmPaymentIntent({ paymentIntentId: intent, paymentMethodId: pm }),
      ).rejects.toBeInstanceOf(CardProcessorRequestError);
      expect(await chargesOn(pm)).toBe(0);
    });
  });

  describe('settle-card-payments: charged means recorded, or refunded', () => {
    /** As if the process was killed 20 minutes ago, after the charge and before its record. */
    const leftProcessing = (paymentId: number | string) =>
      t.db.execute(
        sql`update card_payments set status = 'processing', created_at = now() - interval '20 minutes',
              updated_at = now() - interval '20 minutes' where id = ${paymentId}`,
      );
    const paymentOf = (intentId: string) =>
      one<{ id: number; status: string }>(
        sql`select id, status from card_payments where processor_payment_id = ${intentId}`,
      );

    it('a top-up charged but not credited is credited once, charged once', async () => {
      const pro = await m.provider();
      const pm = await m.saveCard(pro.headers);
      const key = `top-up-${pro.providerId}-lost`;
      const card = await one<{ id: number }>(sql`select id from payment_cards where payment_method_id = ${pm}`);
      await t.db.execute(sql`insert into card_payments (provider_id, card_id, processor, processor_idempotency_key, purpose, amount_cents)
        values (${pro.providerId}, ${card.id}, 'sandbox', ${key}, 'wallet_top_up', 5000)`);
      const payment = await one<{ id: number }>(
        sql`select id from card_payments where processor_idempotency_key = ${key}`,
      );
      await leftProcessing(payment.id);
      await t.app.payments.charge({
        customerId: await customerOf(pro.providerId),
        paymentMethodId: pm,
        amountCents: 5000,
        idempotencyKey: key,
        description: 'x',
      });
      expect(await settleCardPayments({ db: t.db, processor: t.app.payments })).toEqual({
        recorded: 1,
        refunded: 0,
        failed: 0,
      });
      expect(await settleCardPayments({ db: t.db, processor: t.app.payments })).toEqual({
        recorded: 0,
        refunded: 0,
        failed: 0,
      });
      expect(await m.balanceCents(pro.providerId)).toBe(5000);
      expect(await m.count(sql`select count(*) from sandbox_charges where idempotency_key = ${key}`)).toBe(1);
      await expectBalanceIsLedger(pro);
    });

    it('a lead charged but never recorded is recorded while the lead can be had, else refunded; one never charged is released', async () => {
      const amy = await m.provider();
      const ben = await m.provider();
      const cal = await m.provider();
      const [amyPm, benPm, calPm] = [
        await m.saveCard(amy.headers),
        await m.saveCard(ben.headers),
        await m.saveCard(cal.headers),
      ];
      const open = await m.project();
      const gone = await m.project();
      const amyIntent = (await initiate(amy.headers, open.id)).json().data.payment_response.id as string;
      const benIntent = (await initiate(ben.headers, gone.id)).json().data.payment_response.id as string;
      const calIntent = (await initiate(cal.headers, open.id)).json().data.payment_response.id as string;
      // Amy's and Ben's cards were charged at the processor; the processes died before the record.
      for (const [intent, pm] of [
        [amyIntent, amyPm],
        [benIntent, benPm],
      ] as const) {
        expect(
          (await t.app.payments.confirmPaymentIntent({ paymentIntentId: intent, paymentMethodId: pm })).status,
        ).toBe('succeeded');
        await leftProcessing((await paymentOf(intent)).id);
      }
      // Cal's died before the processor was asked.
      await leftProcessing((await paymentOf(calIntent)).id);
      // Ben's lead went meanwhile.
      await t.db.execute(sql`update projects set status = 'cancelled' where id = ${gone.id}`);

      expect(await settleCardPayments({ db: t.db, processor: t.app.payments })).toEqual({
        recorded: 1,
        refunded: 1,
        failed: 1,
      });
      expect(await settleCardPayments({ db: t.db, processor: t.app.payments })).toEqual({
        recorded: 0,
        refunded: 0,
        failed: 0,
      });

      const amyPayment = await paymentOf(amyIntent);
      expect(amyPayment.status).toBe('succeeded');
      expect(
        await m.count(
          sql`select count(*) from lead_purchases where provider_id = ${amy.providerId} and card_payment_id = ${amyPayment.id}`,
        ),
      ).toBe(1);
      const detail = await m.call('GET', `/v2/providers/projects/${open.id}`, amy.headers);
      expect(detail.json().data.can_provider_contact_customer).toBe(true);

      expect((await paymentOf(benIntent)).status).toBe('refunded');
      expect(
        await one(
          sql`select amount_cents::int as amount, refunded_cents::int as refunded from sandbox_charges where id = ${benIntent}`,
        ),
      ).toEqual({
        amount: 2500,
        refunded: 2500,
      });
      expect(await m.count(sql`select count(*) from lead_purchases where provider_id = ${ben.providerId}`)).toBe(0);

      // Cal was never charged: the payment can be confirmed again, and is.
      expect((await paymentOf(calIntent)).status).toBe('requires_confirmation');
      expect(await chargesOn(calPm)).toBe(0);
      const paid = await confirm(cal.headers, open.id, calIntent, calPm);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await chargesOn(calPm)).toBe(1);
      await expectBalanceIsLedger(amy, ben, cal);
    });

    it('a Pro+ charge never applied starts the subscription, or is refunded when the provider subscribed meanwhile', async () => {
      const dee = await m.provider();
      const eve = await m.provider();
      const fay = await m.provider();
      const cents = Math.round(plan.monthly_price * 100);
      /** A real sandbox charge whose upgrade request died: 'processing', or 'succeeded' but unapplied. */
      const lostUpgrade = async (who: Provider, status: 'processing' | 'succeeded') => {
        const pm = await m.saveCard(who.headers);
        const key = `subscription:new:${who.providerId}:lost`;
        const charged = await chargerOf(t.db, t.app.payments).charge({
          paymentMethodId: pm,
          providerId: who.providerId,
          amountCents: cents,
          idempotencyKey: key,
          description: 'Pro+',
        });
        if (!charged.ok) throw new Error('the sandbox refused the charge');
        const card = await one<{ id: number }>(sql`select id from payment_cards where payment_method_id = ${pm}`);
        await t.db.execute(sql`insert into card_payments (provider_id, card_id, processor, processor_idempotency_key,
            processor_payment_id, purpose, amount_cents, status, pro_plan_id, cycle, created_at, updated_at)
          values (${who.providerId}, ${card.id}, 'sandbox', ${key}, ${status === 'succeeded' ? charged.id : null},
            'subscription', ${cents}, ${status}, ${plan.id}, 'monthly', now() - interval '20 minutes', now() - interval '20 minutes')`);
        return { pm, intentId: charged.id };
      };
      await lostUpgrade(dee, 'processing');
      await lostUpgrade(fay, 'succeeded');
      // Eve subscribed with another request meanwhile.
      const evePm = await m.saveCard(eve.headers);
      expect((await upgrade(eve.headers, evePm)).statusCode).toBe(200);
      const eveLost = await lostUpgrade(eve, 'processing');

      expect(await settleCardPayments({ db: t.db, processor: t.app.payments })).toEqual({
        recorded: 2,
        refunded: 1,
        failed: 0,
      });
      expect(await settleCardPayments({ db: t.db, processor: t.app.payments })).toEqual({
        recorded: 0,
        refunded: 0,
        failed: 0,
      });

      for (const who of [dee, fay]) {
        const current = (await m.call('GET', '/v2/providers/current_package', who.headers)).json().data;
        expect(current).toMatchObject({ is_pro_provider: true, package_status: 'active' });
        expect(current.subscription).toMatchObject({ plan: 'monthly', status: 'active' });
        expect(
          await m.count(sql`select count(*) from card_payments where provider_id = ${who.providerId} and status = 'succeeded'
            and subscription_id = ${current.subscription.id}`),
        ).toBe(1);
      }
      expect(
        await m.count(sql`select count(*) from provider_subscriptions where provider_id = ${eve.providerId}`),
      ).toBe(1);
      expect(
        await one(
          sql`select amount_cents::int as amount, refunded_cents::int as refunded from sandbox_charges where id = ${eveLost.intentId}`,
        ),
      ).toEqual({ amount: cents, refunded: cents });
      await expectBalanceIsLedger(dee, eve, fay);
    });
  });

  describe('a provider’s card operations run one at a time, checked before charging', () => {
    it('six parallel Pro+ upgrades (different keys, two app instances) charge the card once; the others are refused', async () => {
      // A second app on the same data: its own connection pool on PostgreSQL (as another process), the same PGlite otherwise.
      const handle = t.database.url ? await openDatabase({ url: t.database.url, poolSize: 3 }) : undefined;
      const second = await buildTestApp({ dialect, database: handle ?? t.database });
      try {
        const pro = await m.provider();
        const pm = await m.saveCard(pro.headers);
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            (i % 2 ? second.app : t.app).inject({
              method: 'POST',
              url: '/api/v2/providers/upgrade_to_pro',
              headers: { ...pro.headers, 'idempotency-key': `six-${pro.providerId}-${i}` },
              payload: { package_id: plan.id, plan: 'monthly', payment_method: pm },
            }),
          ),
        );
        expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
        for (const refused of answers.filter((a) => a.statusCode !== 200))
          expectErrorEnvelope(refused, 409, subscriptionMessages.alreadySubscribed);
        expect(await m.count(sql`select count(*) from sandbox_charges where payment_method_id = ${pm}`)).toBe(1);
        expect(
          await m.count(
            sql`select count(*) from sandbox_charges where payment_method_id = ${pm} and refunded_cents > 0`,
          ),
        ).toBe(0);
        expect(
          await m.count(sql`select count(*) from card_operation_locks where provider_id = ${pro.providerId}`),
        ).toBe(0);
      } finally {
        await second.close();
        await handle?.close();
      }
    });

    it('parallel card payments of one lead (different intents) charge once; the others are told it is bought', async () => {
      const pro = await m.provider();
      const pm = await m.saveCard(pro.headers);
      const project = await m.project();
      const intents: string[] = [];
      for (let i = 0; i < 4; i++)
        intents.push(
          (await initiate(pro.headers, project.id, `lead-${pro.providerId}-${i}`)).json().data.payment_response.id,
        );
      const answers = await Promise.all(intents.map((intent) => confirm(pro.headers, project.id, intent, pm)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200))
        expectErrorEnvelope(refused, 409, leadMessages.leadAlreadyPurchased);
      expect(await chargesOn(pm)).toBe(1);
      expect(
        await m.count(sql`select count(*) from sandbox_charges where payment_method_id = ${pm} and refunded_cents > 0`),
      ).toBe(0);
      expect(await m.count(sql`select count(*) from lead_purchases where provider_id = ${pro.providerId}`)).toBe(1);
    });

    it('parallel top-ups with different keys all go through, one after the other, each charged once', async () => {
      const pro = await m.provider();
      const pm = await m.saveCard(pro.headers);
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => m.topUp(pro.headers, pm, 25, `four-${pro.providerId}-${i}`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await chargesOn(pm)).toBe(4);
      expect(await m.balanceCents(pro.providerId)).toBe(10_000);
      await expectBalanceIsLedger(pro);
    });
  });
});
