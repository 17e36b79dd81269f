// What the database says after the run (queried directly): money moved twice, wallets whose balance
// is not their ledger's sum, and the notifications' delivery.
import pg from 'pg';

export async function withDatabase(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const rows = async (client, text, values) => (await client.query(text, values)).rows;

/**
 * `topUpKeys`: [{ providerId, key }] of every top-up the benchmark sent (its Idempotency-Keys);
 * `purchaseKeys`: [{ providerId, key, projectId }] of every lead purchase.
 */
export async function checkMoney(client, { topUpKeys, purchaseKeys }) {
  // Per top-up key: its card payments, processor charges and ledger credits (each at most one).
  const processorKeys = topUpKeys.map(({ providerId, key }) => `top-up-${providerId}-${key}`);
  const perTopUp = await rows(
    client,
    `select k.key,
       (select count(*)::int from card_payments cp where cp.processor_idempotency_key = k.key) as payments,
       (select count(*)::int from sandbox_charges sc where sc.idempotency_key = k.key and sc.status = 'succeeded') as charges,
       (select count(*)::int from wallet_transactions wt join card_payments cp on cp.id = wt.card_payment_id
         where cp.processor_idempotency_key = k.key) as credits
     from unnest($1::text[]) as k(key)`,
    [processorKeys],
  );
  const topUpsTwice = perTopUp.filter((r) => r.payments > 1 || r.charges > 1 || r.credits > 1).length;
  // Every succeeded charge and top-up credit of the run, against the number of keys sent: a charge
  // under a key the client never sent would be money moved twice too.
  const [totals] = await rows(
    client,
    `select
       (select count(*)::int from sandbox_charges where status = 'succeeded' and idempotency_key like 'top-up-%') as charges,
       (select count(*)::int from wallet_transactions where category = 'Wallet Top-up') as credits,
       (select count(*)::int from card_payments where purpose = 'wallet_top_up' and status = 'processing') as unsettled`,
  );
  const chargedNotCredited = perTopUp.filter((r) => r.charges > r.credits).length;
  // Per (provider, project): lead purchase debits, and the purchases recorded.
  const leadsTwice = await rows(
    client,
    `select w.provider_id, wt.project_id, count(*)::int as debits
     from wallet_transactions wt join wallets w on w.id = wt.wallet_id
     where wt.category = 'Lead Contact Purchase'
     group by 1, 2 having count(*) > 1`,
  );
  const [purchases] = await rows(
    client,
    `select count(*)::int as debits from wallet_transactions where category = 'Lead Contact Purchase'`,
  );
  const walletsOff = await rows(
    client,
    `select w.id, w.balance_cents, coalesce(l.total, 0) as ledger
     from wallets w left join (
       select wallet_id, sum(case direction when 'credit' then amount_cents else -amount_cents end) as total
       from wallet_transactions group by wallet_id
     ) l on l.wallet_id = w.id
     where w.balance_cents <> coalesce(l.total, 0)`,
  );
  const [wallets] = await rows(client, 'select count(*)::int as n from wallets');
  return {
    topUpKeys: topUpKeys.length,
    topUpsTwice,
    topUpChargesTotal: totals.charges,
    topUpCreditsTotal: totals.credits,
    topUpsUnsettled: totals.unsettled,
    chargedNotCredited,
    purchaseKeys: purchaseKeys.length,
    leadDebitsTotal: purchases.debits,
    leadsTwice: leadsTwice.length,
    wallets: wallets.n,
    walletsOff: walletsOff.length,
  };
}

export async function notificationWatermark(client) {
  const [row] = await rows(client, 'select coalesce(max(id), 0)::bigint as id from notifications');
  return Number(row.id);
}

export const outboxDepth = async (client) =>
  (await rows(client, 'select count(*)::int as n from notification_outbox'))[0].n;

/** The notifications written after `afterId`: how many, still in the outbox, delivered live, duplicates. */
export async function notificationDelivery(client, afterId) {
  const [row] = await rows(
    client,
    `select
       (select count(*)::int from notifications where id > $1) as written,
       (select count(*)::int from notification_outbox where notification_id > $1) as waiting,
       (select count(distinct notification_id)::int from notification_deliveries
         where notification_id > $1 and channel = 'live') as delivered_live,
       (select count(*)::int from notification_deliveries where notification_id > $1) as channel_deliveries,
       (select count(*)::int from (
          select 1 from notification_deliveries where notification_id > $1
          group by notification_id, channel, target having count(*) > 1) d) as duplicate_deliveries`,
    [afterId],
  );
  const byUser = await rows(client, 'select id, user_id from notifications where id > $1', [afterId]);
  return { ...row, byUser };
}

export const scheduledJobs = (client) =>
  rows(
    client,
    'select name, next_run_at, locked_until, last_started_at, last_finished_at, last_error from scheduled_jobs order by name',
  );

/** Every job due now (as if the worker had been down past their times); a job locked by a run is left. */
export const makeJobsDue = (client) =>
  rows(
    client,
    `update scheduled_jobs set next_run_at = now() - interval '1 second'
     where locked_until is null or locked_until < now() returning name`,
  );
