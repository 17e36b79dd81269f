// The public API as the benchmark's clients call it (through HAProxy), and the seeding done with it:
// providers sign up with their one-time codes (read from the fleet's outbox), set their area and
// services, save a sandbox card and fund their wallets; customers sign up and post projects; each
// conversation's provider bids on its customer's project.
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call: answers { status, body, headers, ms } or throws on no answer (network error, timeout). */
export function apiClient(base) {
  return async function call(method, path, { headers = {}, json, form, timeoutMs = 30_000 } = {}) {
    const started = performance.now();
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: json === undefined ? form : JSON.stringify(json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { status: response.status, body, headers: response.headers, ms: performance.now() - started };
  };
}

const sessionOf = (headers) => ({
  'access-token': headers.get('access-token'),
  client: headers.get('client'),
  uid: headers.get('uid'),
});

async function expectOk(answer, what) {
  const settled = await answer;
  if (settled.status !== 200) throw new Error(`${what}: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled;
}

/** The six-digit code last texted to `mobile` (the fleet writes SMS to DATA_DIR/outbox.jsonl). */
async function codeTextedTo(dataDir, mobile) {
  const file = join(dataDir, 'outbox.jsonl');
  for (let i = 0; i < 100; i++) {
    if (existsSync(file)) {
      const last = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.to === mobile)
        .at(-1);
      const code = last?.text.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
      if (code) return code;
    }
    await sleep(100);
  }
  throw new Error(`no one-time code reached the outbox for ${mobile}`);
}

const tag = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
const mobileNumber = (first) => `${first}${String(randomInt(1e9)).padStart(9, '0')}`;

async function signIn(call, email, password, userType) {
  const answer = await expectOk(
    call('POST', '/auth/sign_in.json', { json: { email, password, user_type: userType } }),
    'sign-in',
  );
  return { session: sessionOf(answer.headers), user: answer.body.data };
}

/** The catalogue's type and sub-type ids of a service (sub-type) by name. */
export async function serviceNamed(call, name) {
  const types = (await expectOk(call('GET', '/service_list'), 'service list')).body.data;
  const type = types.find((t) => t.project_sub_types.some((sub) => sub.name === name));
  const sub = type?.project_sub_types.find((s) => s.name === name);
  if (!type || !sub) throw new Error(`no service named ${name} in the catalogue`);
  return { projectTypeId: type.id, projectSubTypeId: sub.id };
}

/** A provider registered to the end, serving `service` within `radius` miles of `zipcode`, with a sandbox card. */
export async function signUpProvider(call, dataDir, { index, service, zipcode, radius }) {
  const id = tag();
  const account = {
    name: 'Riley Bench-Pro',
    email: `failover.pro.${id}@example.test`,
    mobile: mobileNumber(6),
    password: `Pass-${id}`,
  };
  const started = await expectOk(
    call('POST', '/v1/providers/signup/basic-info', {
      json: {
        sign_up: {
          name: account.name,
          email: account.email,
          mobile_number: account.mobile,
          password: account.password,
          password_confirmation: account.password,
          user_type: 2,
        },
      },
    }),
    'provider sign-up',
  );
  const otp = await codeTextedTo(dataDir, account.mobile);
  const verified = await expectOk(
    call('POST', '/validate_user', { json: { confirmation_token: started.body.data.confirmation_token, otp } }),
    'provider code',
  );
  const draftSession = sessionOf(verified.headers);
  await expectOk(
    call('POST', '/v1/providers/signup/business-info', {
      headers: draftSession,
      json: {
        provider: {
          company_name: `Failover Roofing ${String.fromCharCode(65 + (index % 26))}`,
          company_type: 2,
          street_address: '548 Market St',
          zipcode,
          years_of_business: 5,
          provider_locations_attributes: [{ zipcode, radius }],
          project_type_ids: [service.projectTypeId],
          project_sub_type_ids: [service.projectSubTypeId],
        },
      },
    }),
    'provider business info',
  );
  await expectOk(
    call('POST', '/v1/providers/signup/additional-info', {
      headers: draftSession,
      json: { provider: { have_insurance: false, have_license: false, referral_ids: [1] } },
    }),
    'provider additional info',
  );
  const { session, user } = await signIn(call, account.email, account.password, 2);
  const method = await expectOk(
    call('POST', '/payments/sandbox/payment_methods', {
      headers: session,
      json: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', name: 'Riley Pro' },
    }),
    'sandbox payment method',
  );
  const paymentMethod = method.body.data.id;
  await expectOk(
    call('POST', '/v2/providers/add_card_to_stripe', { headers: session, json: { payment_method: paymentMethod } }),
    'save card',
  );
  return { ...account, session, userId: user.id, providerId: user.provider_id, paymentMethod };
}

export async function signUpCustomer(call, dataDir) {
  const id = tag();
  const account = {
    name: 'Casey Bench-Customer',
    email: `failover.customer.${id}@example.test`,
    mobile: mobileNumber(7),
    password: `Pass-${id}`,
  };
  const started = await expectOk(
    call('POST', '/v1/customers/signup', {
      json: { name: account.name, email: account.email, mobile_number: account.mobile, password: account.password },
    }),
    'customer sign-up',
  );
  const otp = await codeTextedTo(dataDir, account.mobile);
  await expectOk(
    call('POST', '/validate_user', { json: { confirmation_token: started.body.data.confirmation_token, otp } }),
    'customer code',
  );
  const { session, user } = await signIn(call, account.email, account.password, 1);
  return { ...account, session, userId: user.id };
}

const TITLES = ['Roof repair over the garage', 'Fix loose shingles on the porch', 'Patch a leaking roof valley'];

/** POST /api/v2/customers/projects (multipart), answering the project's id. */
export async function postProject(call, customer, service, { zipcode, n }) {
  const form = new FormData();
  form.set('title', TITLES[n % TITLES.length]);
  form.set('description', 'Please quote for the repair; the roof is easy to reach from the yard.');
  form.set('project_type_id', String(service.projectTypeId));
  form.set('project_sub_type_id', String(service.projectSubTypeId));
  form.set('street_address', '500 Howard St');
  form.set('zipcode', zipcode);
  form.set('budget', '1800');
  const answer = await expectOk(
    call('POST', '/v2/customers/projects', { headers: customer.session, form }),
    'post project',
  );
  return answer.body.data.project.id;
}

/** The provider bids on the project (which opens its conversation with the customer). */
export async function placeBid(call, provider, projectId) {
  const form = new FormData();
  form.set('bid_amount', '900');
  form.set('bid_type', '0');
  form.set('bid_breakdown', 'Materials and labour');
  await expectOk(
    call('POST', `/v2/providers/projects/${projectId}/bid`, { headers: provider.session, form }),
    'place bid',
  );
}

export async function walletPlans(call, provider) {
  return (await expectOk(call('GET', '/v2/providers/wallet_plans', { headers: provider.session }), 'wallet plans')).body
    .data;
}

/** POST /api/messages/chat_creation as one party; answers the raw answer (the caller records it). */
export function sendChat(call, session, { projectId, providerId, text }) {
  const form = new FormData();
  form.set('message', JSON.stringify({ project_id: projectId, provider_id: providerId, msg: text }));
  return call('POST', '/messages/chat_creation', { headers: session, form, timeoutMs: 15_000 });
}

/** The refusals a careful client waits out and sends again under the same key. */
const RETRYABLE_409 = /still being processed/i;

/**
 * A money-moving call as a careful client makes it: one Idempotency-Key per logical operation,
 * sent again under the same key after no answer (timeout, connection lost), a 5xx or a 409 saying
 * the first attempt (or another card payment) is still being processed, with a growing pause,
 * until an answer settles it or `giveUpMs` passes. The key goes to `onKey` first, every attempt to `onAttempt`.
 */
export async function carefulMoneyCall(call, session, path, body, { onAttempt, onKey, giveUpMs = 200_000 }) {
  const key = randomUUID();
  onKey?.(key);
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    const t0 = performance.now();
    let answer;
    try {
      answer = await call('POST', path, {
        headers: { ...session, 'idempotency-key': key },
        json: body,
        timeoutMs: 45_000,
      });
    } catch (error) {
      onAttempt({
        t0,
        t1: performance.now(),
        status: 0,
        error: error.name === 'TimeoutError' ? 'timeout' : 'connection lost',
      });
    }
    if (answer) {
      onAttempt({ t0, t1: performance.now(), status: answer.status });
      const retry = answer.status >= 500 || (answer.status === 409 && RETRYABLE_409.test(answer.body?.message ?? ''));
      if (!retry) {
        return { key, attempts: attempt, status: answer.status, body: answer.body, settledAt: performance.now() };
      }
    }
    if (performance.now() - started > giveUpMs) return { key, attempts: attempt, status: null, settledAt: null };
    await sleep(Math.min(8000, 250 * 2 ** Math.min(attempt, 5)));
  }
}
