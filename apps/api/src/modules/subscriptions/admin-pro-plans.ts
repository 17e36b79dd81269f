// The operator's Pro+ plan commands (`npm run admin -- pro-plans …`): plans are reference data an
// operator changes without a release. A change applies to new subscriptions and to renewals.
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';

export const PRO_PLANS_USAGE = `  pro-plans list                             Pro+ plans: prices, cycles, skip_wallet, lead discount, on offer
  pro-plans set <id> monthly|yearly <dollars|none>   a cycle's price; none stops offering that cycle
  pro-plans set <id> title <text>            the plan's name
  pro-plans set <id> skip-wallet|active yes|no      after subscribing go to the dashboard; on offer
  pro-plans set <id> lead-discount <0-100>   the members' discount on lead prices, in percent`;

interface PlanRow {
  id: number;
  title: string;
  monthly_price_cents: number | string | null;
  yearly_price_cents: number | string | null;
  allow_monthly: boolean;
  allow_yearly: boolean;
  skip_wallet: boolean;
  lead_discount_percent: number;
  is_active: boolean;
}

const money = (cents: number | string | null) => (cents === null ? 'none' : `$${(Number(cents) / 100).toFixed(2)}`);
const flag = (value: string | undefined) => (value === 'yes' ? true : value === 'no' ? false : undefined);

/** Runs `pro-plans …`; answers the exit code (2: wrong usage, the caller prints the usage; 1: refused). */
export async function runProPlansAdmin(args: string[], db: Database, print: (line: string) => void): Promise<number> {
  const [command, idText, field, ...rest] = args;
  if (command === 'list') {
    const plans = await rows<PlanRow>(db, sql`select * from pro_plans order by position, id`);
    if (!plans.length) print('No Pro+ plans.');
    for (const p of plans) {
      print(
        [
          `#${p.id}`,
          JSON.stringify(p.title),
          `monthly ${p.allow_monthly ? money(p.monthly_price_cents) : 'none'}`,
          `yearly ${p.allow_yearly ? money(p.yearly_price_cents) : 'none'}`,
          `skip_wallet ${p.skip_wallet ? 'yes' : 'no'}`,
          `lead discount ${p.lead_discount_percent}%`,
          p.is_active ? 'on offer' : 'hidden',
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
  const [plan] = await rows<PlanRow>(db, sql`select * from pro_plans where id = ${id}`);
  if (!plan) {
    print(`No Pro+ plan ${id}.`);
    return 1;
  }
  let change: ReturnType<typeof sql> | undefined;
  if (field === 'monthly' || field === 'yearly') {
    const price = field === 'monthly' ? sql.raw('monthly_price_cents') : sql.raw('yearly_price_cents');
    const allow = field === 'monthly' ? sql.raw('allow_monthly') : sql.raw('allow_yearly');
    if (value === 'none') {
      const other = field === 'monthly' ? plan.allow_yearly : plan.allow_monthly;
      if (!other) {
        print('A plan must keep at least one billing cycle.');
        return 1;
      }
      change = sql`${allow} = false, ${price} = null`;
    } else {
      if (!/^\d{1,6}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) {
        print('The price must be dollars above 0, e.g. 49.99, or none.');
        return 2;
      }
      change = sql`${allow} = true, ${price} = ${Math.round(Number(value) * 100)}`;
    }
  } else if (field === 'title') {
    if (value.length > 100) {
      print('The title must be at most 100 characters.');
      return 2;
    }
    change = sql`title = ${value}`;
  } else if (field === 'skip-wallet' || field === 'active') {
    const on = flag(value);
    if (on === undefined) {
      return 2;
    }
    change = field === 'active' ? sql`is_active = ${on}` : sql`skip_wallet = ${on}`;
  } else if (field === 'lead-discount') {
    if (!/^\d{1,3}$/.test(value) || Number(value) > 100) {
      print('The lead discount must be a whole percentage from 0 to 100.');
      return 2;
    }
    change = sql`lead_discount_percent = ${Number(value)}`;
  }
  if (!change) {
    return 2;
  }
  await db.execute(sql`update pro_plans set ${change}, updated_at = now() where id = ${id}`);
  print(`Pro+ plan ${id}: ${field} set to ${value}.`);
  return 0;
}
