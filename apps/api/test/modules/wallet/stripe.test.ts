// The Stripe adapter against a local HTTP server that answers like Stripe's API for the calls the
// processor uses (customers, payment method attach/detach, payment intents, refunds), through the
// official client pointed at it (host, port, protocol), and through the app with STRIPE_SECRET_KEY.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { leadPaymentMessages } from '@homebid/contracts/leads';
import { subscriptionMessages } from '@homebid/contracts/subscriptions';
import { walletMessages } from '@homebid/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CardProcessorRequestError,
  CardProcessorUnavailableError,
  createStripeProcessor,
} from '../../../src/modules/payments';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { money } from './support';

interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** A few of Stripe's endpoints, with its idempotent replays and its error shapes. */
function fakeStripe() {
  const seen: Seen[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  let intents = 0;
  const card = (id: string) => ({
    id,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: id === 'pm_mastercard' ? '4444' : '4242', exp_month: 12, exp_year: 2099 },
  });
  const cardError = (code: string, declineCode: string, intentId: string) => ({
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code,
        decline_code: declineCode,
        message: 'Your card was declined.',
        payment_intent: { id: intentId, object: 'payment_intent', status: 'requires_payment_method', amount: 0 },
      },
    },
  });
  const answer = (method: string, path: string, body: URLSearchParams): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: 'cus_test1', object: 'customer' } };
    const attach = path.match(/^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/);
    if (method === 'POST' && attach) {
      if (attach[1] === 'pm_missing') {
        return {
          status: 404,
          body: {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' },
          },
        };
      }
      return { status: 200, body: card(attach[1] as string) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_test${++intents}`;
      const pm = body.get('payment_method');
      if (pm === 'pm_declined') return cardError('card_declined', 'generic_decline', id);
      if (pm === 'pm_insufficient') return cardError('card_declined', 'insufficient_funds', id);
      if (pm === 'pm_outage')
        return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } };
      const status = body.get('confirm') === 'true' ? 'succeeded' : 'requires_confirmation';
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          status,
          amount: Number(body.get('amount')),
          client_secret: `${id}_secret_x`,
          payment_method: pm,
          customer: body.get('customer'),
        },
      };
    }
    if (method === 'POST' && path === '/v1/refunds')
      return { status: 200, body: { id: 're_test1', object: 'refund', status: 'succeeded' } };
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = new URLSearchParams(await read(request));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    seen.push({
      method: request.method ?? '',
      path: url.pathname,
      body,
      idempotencyKey,
      authorization: request.headers.authorization,
    });
    const replayKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : undefined;
    const result = (replayKey && replays.get(replayKey)) || answer(request.method ?? '', url.pathname, body);
    if (replayKey && result.status < 500) replays.set(replayKey, result);
    response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
    response.end(JSON.stringify(result.body));
  });
  return { server, seen };
}

describe('the Stripe card processor', () => {
  const stripe = fakeStripe();
  let url: string;
  let t: TestApp;
  const m = money(() => t);

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(stripe.server.address() as AddressInfo).port}`;
    t = await buildTestApp({
      dialect: 'pglite',
      env: { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PUBLISHABLE_KEY: 'pk_test_local', STRIPE_API_URL: url },
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stripe.server.close(resolve));
  });

  const processor = () => createStripeProcessor({ secretKey: 'sk_test_local', apiUrl: url, maxNetworkRetries: 0 });

  it('creates customers, attaches cards (brand, last four, expiry) and charges off-session with the idempotency key', async () => {
    const p = processor();
    expect(await p.createCustomer({ providerId: 7, email: 'pat@example.com' })).toBe('cus_test1');
    expect(stripe.seen.at(-1)?.idempotencyKey).toBe('homebid-customer-7');
    expect(stripe.seen.at(-1)?.authorization).toBe('Bearer sk_test_local');
    expect(await p.attachPaymentMethod({ customerId: 'cus_test1', paymentMethodId: 'pm_mastercard' })).toEqual({
      paymentMethodId: 'pm_mastercard',
      brand: 'visa',
      last4: '4444',
      expMonth: 12,
      expYear: 2099,
    });
    const charge = await p.charge({
      customerId: 'cus_test1',
      paymentMethodId: 'pm_ok',
      amountCents: 2500,
      idempotencyKey: 'key-1',
      description: 'test',
    });
    expect(charge.status).toBe('succeeded');
    const sent = stripe.seen.at(-1) as Seen;
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.idempotencyKey).toBe('key-1');
    expect(Object.fromEntries(sent.body)).toMatchObject({
      amount: '2500',
      currency: 'usd',
      off_session: 'true',
      confirm: 'true',
      customer: 'cus_test1',
    });
    // A retry with the same key gets Stripe's replay: the same payment intent.
    const again = await p.charge({
      customerId: 'cus_test1',
      paymentMethodId: 'pm_ok',
      amountCents: 2500,
      idempotencyKey: 'key-1',
      description: 'test',
    });
    expect(again).toEqual(charge);
    await p.refund({ paymentId: 'pi_test1', idempotencyKey: 'refund-1' });
    expect(stripe.seen.at(-1)?.path).toBe('/v1/refunds');
  });

  it('turns card errors into declines and outages into unavailability', async () => {
    const p = processor();
    const declined = await p.charge({
      customerId: 'c',
      paymentMethodId: 'pm_declined',
      amountCents: 100,
      idempotencyKey: 'k2',
      description: 'x',
    });
    expect(declined).toMatchObject({ status: 'failed', code: 'card_declined', message: walletMessages.cardDeclined });
    const poor = await p.charge({
      customerId: 'c',
      paymentMethodId: 'pm_insufficient',
      amountCents: 100,
      idempotencyKey: 'k3',
      description: 'x',
    });
    expect(poor).toMatchObject({
      status: 'failed',
      code: 'insufficient_funds',
      message: walletMessages.cardInsufficientFunds,
    });
    await expect(p.attachPaymentMethod({ customerId: 'c', paymentMethodId: 'pm_missing' })).rejects.toBeInstanceOf(
      CardProcessorRequestError,
    );
    await expect(
      p.charge({
        customerId: 'c',
        paymentMethodId: 'pm_outage',
        amountCents: 100,
        idempotencyKey: 'k4',
        description: 'x',
      }),
    ).rejects.toBeInstanceOf(CardProcessorUnavailableError);
  });

  it('serves the app: config names Stripe and its publishable key; cards and top-ups go through Stripe; a decline credits nothing', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json();
    expect(config.data).toEqual({ provider: 'stripe', publishable_key: 'pk_test_local' });
    const pat = await m.provider();
    const sandbox = await m.call('POST', '/payments/sandbox/payment_methods', pat.headers, {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    });
    expect(sandbox.statusCode).toBe(404);
    const added = await m.call('POST', '/v2/providers/add_card_to_stripe', pat.headers, { payment_method: 'pm_ok' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.card).toMatchObject({ id: 'pm_ok', last4_digit: '4242', card_icon: 'visa' });
    expectErrorEnvelope(
      await m.call('POST', '/v2/providers/add_card_to_stripe', pat.headers, { payment_method: 'pm_missing' }),
      422,
      walletMessages.paymentMethodInvalid,
    );
    const topUp = await m.topUp(pat.headers, 'pm_ok', 25, 'app-key-1');
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect(stripe.seen.at(-1)?.idempotencyKey).toBe(`top-up-${pat.providerId}-app-key-1`);
    expect(await m.balanceCents(pat.providerId)).toBe(2500);

    await m.call('POST', '/v2/providers/add_card_to_stripe', pat.headers, { payment_method: 'pm_declined' });
    expectErrorEnvelope(await m.topUp(pat.headers, 'pm_declined', 25), 422, walletMessages.cardDeclined);
    expect(await m.balanceCents(pat.providerId)).toBe(2500);
    expect(await m.ledgerSumCents(pat.providerId)).toBe(2500);
    const removed = await m.call('DELETE', '/providers/destroy_provider_card', pat.headers, {
      payment_method_id: 'pm_ok',
    });
    expect(removed.statusCode).toBe(200);
    expect(stripe.seen.at(-1)?.path).toBe('/v1/payment_methods/pm_ok/detach');
  });

  it('refuses another provider’s removed card on every path before Stripe is asked to charge it', async () => {
    const pat = await m.provider();
    const sam = await m.provider();
    await m.call('POST', '/v2/providers/add_card_to_stripe', pat.headers, { payment_method: 'pm_gone' });
    await m.call('DELETE', '/providers/destroy_provider_card', pat.headers, { payment_method_id: 'pm_gone' });
    const project = await m.project();
    const started = await m.call('POST', '/initiate-elapsed-payment', sam.headers, { project_id: project.id });
    expect(started.statusCode, started.body).toBe(200);
    const intentId = started.json().data.payment_response.id as string;
    const before = stripe.seen.length;
    expectErrorEnvelope(
      await m.call('POST', '/confirm-elapsed-payment', sam.headers, {
        payment_method_id: 'pm_gone',
        payment_intent_id: intentId,
        project_id: project.id,
      }),
      422,
      leadPaymentMessages.cardNotFound,
    );
    expectErrorEnvelope(await m.topUp(sam.headers, 'pm_gone', 25), 404, walletMessages.cardNotFound);
    const plans = (await m.call('GET', '/v2/providers/pro_plans', sam.headers)).json().data as Array<{ id: number }>;
    expectErrorEnvelope(
      await m.call('POST', '/v2/providers/upgrade_to_pro', sam.headers, {
        package_id: plans[0]?.id,
        plan: 'monthly',
        payment_method: 'pm_gone',
      }),
      422,
      subscriptionMessages.cardNotFound,
    );
    expect(stripe.seen.slice(before).map((request) => request.path)).toEqual([]);
  });
});
