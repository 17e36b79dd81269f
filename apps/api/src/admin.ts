// The operator's command line: `npm run admin -- <area> <command> …` against the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR). Refunds and pros' certificates wait
// here for a decision; lead prices are reference data an operator changes here; `export` and
// `import` move a whole install (cli/run-move-command.ts).
import { REFUND_RULES } from '@homebid/contracts/leads';
import { formatCents } from '@homebid/contracts/wallet';
import { type Database, openDatabase } from '@homebid/db/client';
import { migrateDatabase } from '@homebid/db/migrate';
import { leadPrices, projectSubTypes } from '@homebid/db/schema';
import { eq, isNull, sql } from 'drizzle-orm';
import { isMoveCommand, MOVE_USAGE, runMoveCommand } from './cli/run-move-command';
import { databaseOptions, loadConfig } from './lib/config';
import { createFileStore } from './lib/storage/create-file-store';
import type { FileStore } from './lib/storage/file-store';
import { CERTIFICATES_USAGE, runCertificatesAdmin } from './modules/certificates';
import { approveRefund, listRefunds, rejectRefund } from './modules/leads';
import { PRO_PLANS_USAGE, runProPlansAdmin } from './modules/subscriptions';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  refunds list [pending|approved|rejected]   refund requests, newest first
  refunds approve <id>                       approve a pending request: credits the wallet once
  refunds reject <id>                        reject a pending request
  lead-prices list                           lead prices: the default and each sub-type's own
  lead-prices set <sub_type_id|default> <dollars>   set a price (e.g. 32.50)
  lead-prices unset <sub_type_id>            the sub-type goes back to the default price
${PRO_PLANS_USAGE}
${CERTIFICATES_USAGE}
${MOVE_USAGE}`;

/**
 * Runs one command; answers the exit code. `print` receives each line of output; `store` is the
 * file store of the uploads (the commands that read a file need it).
 */
export async function runAdmin(
  args: string[],
  db: Database,
  print: (line: string) => void,
  { store }: { store?: FileStore } = {},
): Promise<number> {
  const [area, command, ...rest] = args;
  if (area === 'pro-plans') {
    const code = await runProPlansAdmin([command ?? '', ...rest], db, print);
    if (code === 2) print(ADMIN_USAGE);
    return code;
  }
  if (area === 'certificates') {
    const code = await runCertificatesAdmin([command ?? '', ...rest], { db, store, print });
    if (code === 2) print(ADMIN_USAGE);
    return code;
  }
  const id = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : undefined);
  if (area === 'refunds' && command === 'list') {
    const status = rest[0];
    if (status && !['pending', 'approved', 'rejected'].includes(status)) {
      print(ADMIN_USAGE);
      return 2;
    }
    const list = await listRefunds(db, { status });
    if (!list.length) print('No refund requests.');
    for (const r of list) {
      print(
        [
          `#${r.id}`,
          r.status,
          formatCents(r.amountCents),
          `provider ${r.providerId}`,
          `project ${r.projectId}`,
          r.createdAt.toISOString(),
          r.rule ? `rule: ${REFUND_RULES[r.rule]}` : '',
          `reason: ${JSON.stringify(r.reason)}`,
        ]
          .filter(Boolean)
          .join('  '),
      );
    }
    return 0;
  }
  if (area === 'refunds' && (command === 'approve' || command === 'reject')) {
    const refundId = id(rest[0]);
    if (refundId === undefined) {
      print(ADMIN_USAGE);
      return 2;
    }
    const done = command === 'approve' ? await approveRefund(db, refundId) : await rejectRefund(db, refundId);
    print(
      done
        ? `Refund #${refundId} ${command === 'approve' ? 'approved' : 'rejected'}.`
        : `Refund #${refundId} is not pending: nothing changed.`,
    );
    return done ? 0 : 1;
  }
  if (area === 'lead-prices' && command === 'list') {
    const list = await db
      .select({ subTypeId: leadPrices.projectSubTypeId, name: projectSubTypes.name, priceCents: leadPrices.priceCents })
      .from(leadPrices)
      .leftJoin(projectSubTypes, eq(projectSubTypes.id, leadPrices.projectSubTypeId))
      .orderBy(sql`${leadPrices.projectSubTypeId} nulls first`);
    for (const p of list) {
      print(`${p.subTypeId ?? 'default'}  ${p.name ?? '(every other sub-type)'}  ${formatCents(p.priceCents)}`);
    }
    return 0;
  }
  if (area === 'lead-prices' && (command === 'set' || command === 'unset')) {
    const target = rest[0] === 'default' ? null : id(rest[0]);
    if (target === undefined || (command === 'unset' && target === null)) {
      print(ADMIN_USAGE);
      return 2;
    }
    if (command === 'unset' && target !== null) {
      await db.delete(leadPrices).where(eq(leadPrices.projectSubTypeId, target));
      print(`Sub-type ${target} uses the default price.`);
      return 0;
    }
    const dollars = Number(rest[1]);
    const cents = Math.round(dollars * 100);
    if (!/^\d{1,4}(\.\d{1,2})?$/.test(rest[1] ?? '') || cents <= 0 || cents > 100_000) {
      print('The price must be dollars from 0.01 to 1000.00.');
      return 2;
    }
    if (target === null) {
      await db
        .update(leadPrices)
        .set({ priceCents: cents, updatedAt: sql`now()` })
        .where(isNull(leadPrices.projectSubTypeId));
    } else {
      const [subType] = await db
        .select({ id: projectSubTypes.id })
        .from(projectSubTypes)
        .where(eq(projectSubTypes.id, target));
      if (!subType) {
        print(`No sub-type ${target}.`);
        return 1;
      }
      // The unique index is on an expression (the default row has no sub-type), which the builder cannot target.
      await db.execute(
        sql`insert into lead_prices (project_sub_type_id, price_cents) values (${target}, ${cents})
            on conflict (coalesce(project_sub_type_id, 0)) do update set price_cents = excluded.price_cents, updated_at = now()`,
      );
    }
    print(`Lead price for ${target ?? 'the default'} set to ${formatCents(cents)}.`);
    return 0;
  }
  print(ADMIN_USAGE);
  return area ? 2 : 0;
}

async function main() {
  const config = loadConfig();
  const args = process.argv.slice(2);
  if (isMoveCommand(args)) {
    process.exitCode = await runMoveCommand(args, config, (line) => console.log(line));
    return;
  }
  const store = createFileStore(config);
  const handle = await openDatabase(databaseOptions(config));
  try {
    await migrateDatabase(handle);
    process.exitCode = await runAdmin(args, handle.db, (line) => console.log(line), { store });
  } finally {
    await store.close();
    await handle.close();
  }
}

if (process.argv[1] && /admin\.(ts|js|mjs)$/.test(process.argv[1])) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
