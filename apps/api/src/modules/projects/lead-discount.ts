import { DEFAULT_PRO_LEAD_DISCOUNT_PERCENT } from '@homebid/contracts/leads';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A provider's Pro+ discount on leads, in percent, as one SQL expression: the live subscription's plan
 * discount (a cancelled plan keeps it until its period ends), else the default Pro+ discount when the
 * profile says Pro, else none. The lead price (leads) and the project cards' lead price both read it.
 */
export function leadDiscountPercentSql(providerId: number | SQL): SQL {
  return sql`coalesce(
    (select pl.lead_discount_percent from provider_subscriptions s join pro_plans pl on pl.id = s.pro_plan_id
       where s.provider_id = ${providerId} and s.status in ('active', 'cancelled') and s.current_period_end > now()
       order by s.id desc limit 1),
    (select case when pr.is_pro_provider then ${sql.raw(String(DEFAULT_PRO_LEAD_DISCOUNT_PERCENT))} else 0 end
       from providers pr where pr.id = ${providerId}),
    0)::int`;
}
