// The operator's Pro+ plan commands (`npm run admin -- pro-plans …`): plans are reference data an
// operator changes without a release. A change applies to new subscriptions and to renewals.
import { formatCents } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { proPlans } from '@homebid/db/schema';
import { asc, eq, sql } from 'drizzle-orm';

export const PRO_PLANS_USAGE = `  pro-plans list                             Pro+ plans: prices, cycles, skip_wallet, lead discount, on offer
  pro-plans set <id> monthly|yearly <dollars|none>   a cycle's price; none stops offering that cycle
  pro-plans set <id> title <text>            the plan's name
  pro-plans set <id> skip-wallet|active yes|no      after subscribing go to the dashboard; on offer
  pro-plans set <id> lead-discount <0-100>   the members' discount on lead prices, in percent`;

const money = (cents: number | null) => (cents === null ? 'none' : formatCents(cents));
const flag = (value: string | undefined) => (value === 'yes' ? true : value === 'no' ? false : undefined);

/** Runs `pro-plans …`; answers the exit code (2: wrong usage, the caller prints the usage; 1: refused). */
export async function runProPlansAdmin(args: string[], db: Database, print: (line: string) => void): Promise<number> {
  const [command, idText, field, ...rest] = args;
  if (command === 'list') {
    const plans = await db.select().from(proPlans).orderBy(asc(proPlans.position), asc(proPlans.id));
    if (!plans.length) print('No Pro+ plans.');
    for (const p of plans) {
      print(
        [
          `#${p.id}`,
          JSON.stringify(p.title),
          `monthly ${p.allowMonthly ? money(p.monthlyPriceCents) : 'none'}`,
          `yearly ${p.allowYearly ? money(p.yearlyPriceCents) : 'none'}`,
          `skip_wallet ${p.skipWallet ? 'yes' : 'no'}`,
          `lead discount ${p.leadDiscountPercent}%`,
          p.isActive ? 'on offer' : 'hidden',
        ].join('  '),
      );
    }
    return 0;
  }
  const id = idText && /^\d{1,9}$/.test(idText) ? Number(idText) : undefined;
  const value = rest.join(' ').trim();
  if (command !== 'set' || id === undefined || !field || !value) {
    return 2;
  }
  const [plan] = await db.select().from(proPlans).where(eq(proPlans.id, id));
  if (!plan) {
    print(`No Pro+ plan ${id}.`);
    return 1;
  }
  let change: Partial<typeof proPlans.$inferInsert> | undefined;
  if (field === 'monthly' || field === 'yearly') {
    const cycle = (allow: boolean, price: number | null) =>
      field === 'monthly'
        ? { allowMonthly: allow, monthlyPriceCents: price }
        : { allowYearly: allow, yearlyPriceCents: price };
    if (value === 'none') {
      const other = field === 'monthly' ? plan.allowYearly : plan.allowMonthly;
      if (!other) {
        print('A plan must keep at least one billing cycle.');
        return 1;
      }
      change = cycle(false, null);
    } else {
      if (!/^\d{1,6}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) {
        print('The price must be dollars above 0, e.g. 49.99, or none.');
        return 2;
      }
      change = cycle(true, Math.round(Number(value) * 100));
    }
  } else if (field === 'title') {
    if (value.length > 100) {
      print('The title must be at most 100 characters.');
      return 2;
    }
    change = { title: value };
  } else if (field === 'skip-wallet' || field === 'active') {
    const on = flag(value);
    if (on === undefined) {
      return 2;
    }
    change = field === 'active' ? { isActive: on } : { skipWallet: on };
  } else if (field === 'lead-discount') {
    if (!/^\d{1,3}$/.test(value) || Number(value) > 100) {
      print('The lead discount must be a whole percentage from 0 to 100.');
      return 2;
    }
    change = { leadDiscountPercent: Number(value) };
  }
  if (!change) {
    return 2;
  }
  await db
    .update(proPlans)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(proPlans.id, id));
  print(`Pro+ plan ${id}: ${field} set to ${value}.`);
  return 0;
}
