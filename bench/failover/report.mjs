// The failover benchmark's plain-text report, from its summary (also printed as JSON with --json).

const sec = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} s`);
const ms = (seconds) => (seconds === null || seconds === undefined ? '—' : `${Math.round(seconds * 1000)} ms`);
const counts = (object) =>
  Object.keys(object).length
    ? Object.entries(object)
        .map(([key, n]) => `${key}: ${n}`)
        .join(', ')
    : 'none';
const le = (seconds) =>
  seconds === null || seconds === undefined
    ? '—'
    : seconds === Number.POSITIVE_INFINITY
      ? '>10 s'
      : `≤${seconds * 1000} ms`;

function metricsTable(title, snapshot) {
  const lines = [`  ${title}`];
  lines.push('    member   requests  5xx   p99 (bucket)  sockets  chat subs  outbox  broker chat p99  jobs run');
  for (const [name, m] of Object.entries(snapshot)) {
    if (!m) {
      lines.push(`    ${name.padEnd(8)} (no answer: not running)`);
      continue;
    }
    const jobs = Object.values(m.jobs).reduce((a, b) => a + b, 0);
    lines.push(
      `    ${name.padEnd(8)} ${String(m.requests).padStart(8)}  ${String(m.requests5xx).padStart(3)}   ${le(m.requestP99).padStart(11)}  ${String(m.openSockets).padStart(7)}  ${String(m.chatSubscriptions).padStart(9)}  ${String(m.outboxDepth).padStart(6)}  ${le(m.brokerChatP99).padStart(15)}  ${name === 'worker' ? jobs : '—'}`,
    );
  }
  return lines.join('\n');
}

export function renderReport(r) {
  const { setup, web, money, worker } = r;
  const zero = (n) => (n === 0 ? '0 ✓' : `${n} ✗`);
  const lines = [
    '',
    'Failover benchmark (bench/failover.mjs)',
    `  ${setup.web} web processes + 1 worker behind HAProxy; ${setup.providers} providers, ${setup.customers} customers, ${setup.projects} projects, ${setup.conversations} conversations`,
    `  load: ${setup.rates.read} reads/s, ${setup.rates.topUp} top-ups/s, ${setup.rates.purchase} lead purchases/s, ${setup.rates.chat} chat messages/s; ${setup.sockets} sockets subscribed in ${sec(setup.socketsSubscribedSeconds)}; skipped at the in-flight cap: ${setup.skippedForInFlightCap}; run ${sec(setup.totalSeconds)}, load average at the end ${setup.loadAverage}`,
    '',
    'Web process killed (kill -9 web1)',
    `  HAProxy marked it DOWN after ${sec(web.downAfter)}; restarted (healthy) after ${sec(web.restartedHealthyAfter)}; UP again after ${sec(web.upAgainAfter)}`,
    `  pre-kill (${web.preKill.requests} requests): failed ${web.preKill.failed} (${counts(web.preKill.byStatus)}); reads p99 ${ms(web.preKill.readsP99)}`,
    `  requests failed during the gap (kill → DOWN, ${sec(web.gap.seconds)}): ${web.gap.failed} of ${web.gap.requests} (${counts(web.gap.byStatus)})`,
    `  requests failed in the ${web.postKill.seconds} s after the kill: ${web.postKill.failed} of ${web.postKill.requests} (${counts(web.postKill.byStatus)})`,
    `  reads' rolling p99 (5 s windows) back under the pre-kill p99: first ${web.p99FirstUnderAfter === null ? 'not within the phase' : `${web.p99FirstUnderAfter} s after the kill`}; for good (5 windows in a row) ${web.p99BackUnderAfter === null ? 'not within the phase' : `${web.p99BackUnderAfter} s after the kill`}`,
    `    rolling p99 after the kill: ${web.rolling.map((w) => `${w.at}s ${w.p99 === null ? '—' : Math.round(w.p99)}`).join(' · ')} (ms)`,
    `  sockets dropped: ${web.sockets.dropped}; reconnected ${web.sockets.reconnected} (median ${sec(web.sockets.reconnectP50)}, last ${sec(web.sockets.lastReconnectAfter)} after the kill); catch-up fetches ${web.sockets.catchUps} (failed after retries: ${web.sockets.catchUpsFailed})`,
    `  chat during the gap (kill → last socket back, ${sec(web.chat.gapSeconds)}): ${web.chat.sentInGap} sent, ${web.chat.failedInGap} failed; of the ${web.chat.gap.messages} sent, ${web.chat.gap.reachedAll} reached every subscriber (missing deliveries: ${web.chat.gap.missingDeliveries}; ${web.chat.deliveriesViaCatchUp} deliveries came by the catch-up fetch)`,
    `  chat over the whole run: ${web.chat.all.reachedAll} of ${web.chat.all.messages} messages reached every subscriber (missing deliveries ${web.chat.all.missingDeliveries}); ${web.chat.allFailed} of ${web.chat.allSent} sends failed${web.chat.failures.length ? ` (${web.chat.failures.map((f) => `${f.status} at ${f.at.toFixed(1)} s from the kill`).join(', ')})` : ''}`,
    '',
    'Money (from the database)',
    `  top-ups: ${counts(money.topUps)}; lead purchases: ${counts(money.purchases)}; operations that needed a retry: ${money.retried}; still retrying at the end: ${money.stillRetryingAtEnd}`,
    `  refusals: ${counts(money.refusals)}`,
    `  Idempotency-Keys producing more than one charge or ledger entry: top-ups ${zero(money.topUpsTwice)} (of ${money.topUpKeys} keys), leads debited twice ${zero(money.leadsTwice)}`,
    `  sandbox top-up charges ${money.topUpChargesTotal}, top-up ledger credits ${money.topUpCreditsTotal}, charged but not credited ${zero(money.chargedNotCredited)}, top-ups left 'processing' ${money.topUpsUnsettled}; lead debits ${money.leadDebitsTotal}`,
    `  wallets whose balance differs from their ledger's sum: ${zero(money.walletsOff)} (of ${money.wallets})`,
    '',
    'Worker killed (kill -9), work made, worker restarted',
    `  down for ${sec(worker.downFor)}, the outbox then ${worker.outboxWhileDown} rows; the restart took ${sec(worker.restartTook)} (to /api/health 200); outbox empty ${sec(worker.outboxEmptyAfterRestart)} after the restart began`,
    `  notifications written since the kill: ${worker.notifications.written}; still in the outbox: ${worker.notifications.stillInOutbox}; delivered live: ${worker.notifications.deliveredLive}; channel deliveries ${worker.notifications.channelDeliveries}, duplicated ${zero(worker.notifications.duplicateChannelDeliveries)}`,
    `  live frames at the users' NotificationChannel sockets: once ${worker.notifications.liveFrames.once}, more than once ${zero(worker.notifications.liveFrames.duplicates)}, none ${worker.notifications.liveFrames.none}`,
    `  jobs made due while it was down: ${worker.jobsMadeDue.length}; ran after the restart: ${worker.jobsRanAfterRestart.filter((j) => j.ranAfterRestart).length} (${sec(worker.jobsRanAfter)} after it; the scheduler's first look is a minute after the start)`,
    `    ${worker.jobsRanAfterRestart.map((j) => `${j.name} ×${j.runsOnNewWorker ?? '?'}${j.lastError ? ` (error: ${j.lastError})` : ''}`).join(', ')}`,
    '',
    "From each process's /metrics (cumulative since that process started)",
    metricsTable('before the kill', r.metrics.preKill),
    metricsTable('end of the web phase', r.metrics.afterWebPhase),
    metricsTable('worker down', r.metrics.workerDown),
    metricsTable('end', r.metrics.end),
    '',
  ];
  return lines.join('\n');
}
