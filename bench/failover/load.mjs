// The bounded load, open loop at fixed rates (so a slow or failing member shows as latency and
// failures, not as fewer requests): Available Projects and wallet reads of random providers, wallet
// top-ups and lead purchases (each provider one money operation at a time, as one device), and chat
// messages alternating between each conversation's two parties. Every request is recorded.
import { carefulMoneyCall, sendChat } from './api.mjs';

const TICK_MS = 100;
/** Past this many requests in flight the load skips (and counts) rather than piling up. */
const MAX_IN_FLIGHT = 150;

/** Chat texts are words only (the contact-detail guard reads digits as phone numbers): a number in letters. */
export function letters(n) {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return text;
}

/** Why a request got no answer: its timeout, or the connection lost (fetch's TypeError). */
export const noAnswer = (error) => (error.name === 'TimeoutError' ? 'timeout' : 'connection lost');

const pick = (list) => list[Math.floor(Math.random() * list.length)];

export function createLoad({ call, providers, projects, plans, conversations, rates, runTag }) {
  /** { kind, t0, t1, status, error? } per request (money: per attempt). */
  const requests = [];
  /** { providerId, key, outcome } of each logical money operation. */
  const topUps = [];
  const purchases = [];
  /** { index, text, conversation, t0, t1, status, messageId } per chat message. */
  const chats = [];
  const busy = new Set();
  const bought = new Map(providers.map((p) => [p.providerId, new Set()]));
  const pending = new Set();
  let inFlight = 0;
  let skipped = 0;
  let timer;
  const credit = { read: 0, topUp: 0, purchase: 0, chat: 0 };

  const track = (promise) => {
    inFlight++;
    pending.add(promise);
    promise.finally(() => {
      inFlight--;
      pending.delete(promise);
    });
  };

  async function read() {
    const provider = pick(providers);
    const [kind, path] =
      Math.random() < 0.5 ? ['available', '/v2/providers/projects'] : ['wallet', '/v2/providers/wallets'];
    const t0 = performance.now();
    try {
      const answer = await call('GET', path, { headers: provider.session, timeoutMs: 15_000 });
      requests.push({ kind, t0, t1: performance.now(), status: answer.status });
    } catch (error) {
      requests.push({ kind, t0, t1: performance.now(), status: 0, error: noAnswer(error) });
    }
  }

  async function money(kind, provider, path, body, list, extra) {
    busy.add(provider.providerId);
    const entry = { providerId: provider.providerId, ...extra, key: null, outcome: 'pending', t0: performance.now() };
    list.push(entry);
    try {
      const result = await carefulMoneyCall(call, provider.session, path, body, {
        onAttempt: (attempt) => requests.push({ kind, ...attempt }),
        onKey: (key) => {
          entry.key = key;
        },
      });
      Object.assign(entry, {
        key: result.key,
        attempts: result.attempts,
        status: result.status,
        settledAt: result.settledAt,
        outcome: result.status === 200 ? 'ok' : result.status === null ? 'gave up' : 'refused',
        message: result.status === 200 ? undefined : result.body?.message,
      });
    } finally {
      busy.delete(provider.providerId);
    }
  }

  function topUp() {
    const provider = providers.find((p) => !busy.has(p.providerId) && Math.random() < 0.5);
    if (!provider) return null;
    return money(
      'top-up',
      provider,
      '/v2/providers/add_amount_to_wallet',
      { plan_id: pick(plans).id, payment_method: provider.paymentMethod },
      topUps,
      {},
    );
  }

  function purchase() {
    const provider = providers.find((p) => !busy.has(p.providerId) && Math.random() < 0.5);
    if (!provider) return null;
    const projectId = projects.find((id) => !bought.get(provider.providerId).has(id) && Math.random() < 0.3);
    if (projectId === undefined) return null;
    bought.get(provider.providerId).add(projectId);
    return money('purchase', provider, '/v2/providers/wallets/update', { project_id: projectId }, purchases, {
      projectId,
    });
  }

  async function chat() {
    const index = chats.length;
    const conversation = conversations[index % conversations.length];
    const party = Math.floor(index / conversations.length) % 2 === 0 ? conversation.customer : conversation.provider;
    const text = `failover check ${runTag} ${letters(index)}`;
    const entry = { index, text, conversation, t0: performance.now(), t1: null, status: null, messageId: null };
    chats.push(entry);
    try {
      const answer = await sendChat(call, party.session, {
        projectId: conversation.projectId,
        providerId: conversation.provider.providerId,
        text,
      });
      entry.status = answer.status;
      entry.messageId = answer.body?.data?.chat?.message_id ?? null;
      if (answer.status === 200 && answer.body?.data?.sensitive_info) entry.status = 'withheld';
    } catch (error) {
      entry.status = 0;
      // fetch's TypeError says no more than "fetch failed"; its cause names the socket's error.
      const cause = error.cause?.code ?? error.cause?.message;
      entry.error = cause ? `${error.name} (${cause})` : error.name;
    }
    entry.t1 = performance.now();
    requests.push({
      kind: 'chat',
      t0: entry.t0,
      t1: entry.t1,
      status: typeof entry.status === 'number' ? entry.status : 200,
      ...(entry.error ? { error: entry.error } : {}),
    });
  }

  const makers = { read, topUp, purchase, chat };
  function tick() {
    for (const kind of Object.keys(credit)) {
      credit[kind] += (rates[kind] * TICK_MS) / 1000;
      while (credit[kind] >= 1) {
        credit[kind] -= 1;
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped++;
          continue;
        }
        const work = makers[kind]();
        if (work) track(work);
      }
    }
  }

  return {
    requests,
    topUps,
    purchases,
    chats,
    skipped: () => skipped,
    start() {
      timer = setInterval(tick, TICK_MS);
    },
    /** Stops making requests; `settle` waits for those under way (money retries included) up to `ms`. */
    stop() {
      clearInterval(timer);
    },
    async settle(ms) {
      const deadline = Date.now() + ms;
      while (pending.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      return pending.size;
    },
  };
}
