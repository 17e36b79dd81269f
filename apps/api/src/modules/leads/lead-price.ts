// The lead price (the issue: set by the server per sub-type from reference data an operator can
// change) with the Pro+ discount: the live subscription's plan discount (a cancelled plan keeps it
// until its period ends), else the default Pro+ discount when the profile says Pro, else none.

import {
  DEFAULT_PRO_LEAD_DISCOUNT_PERCENT,
  discountedCents,
  FALLBACK_LEAD_PRICE_CENTS,
  leadTexts,
  type TLeadPrice,
} from '@homebid/contracts/leads';
import { centsToDollars, formatCents } from '@homebid/contracts/wallet';
import { type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

export interface LeadPrice {
  priceCents: number;
  discountPercent: number;
  /** What the provider pays. */
  paidCents: number;
  subTypeName: string;
  explanation: string;
}

export async function leadPriceFor(db: Executor, providerId: number, projectId: number): Promise<LeadPrice> {
  const [row] = await rows<{
    sub_type: string;
    price_cents: number | string;
    plan_discount: number | null;
    is_pro_provider: boolean;
  }>(
    db,
    sql`select st.name as sub_type,
          coalesce(lp.price_cents, dp.price_cents, ${FALLBACK_LEAD_PRICE_CENTS}) as price_cents,
          (select pl.lead_discount_percent from provider_subscriptions s join pro_plans pl on pl.id = s.pro_plan_id
             where s.provider_id = ${providerId} and s.status in ('active', 'cancelled') and s.current_period_end > now()
             order by s.id desc limit 1) as plan_discount,
          pr.is_pro_provider
        from projects p
        join project_sub_types st on st.id = p.project_sub_type_id
        join providers pr on pr.id = ${providerId}
        left join lead_prices lp on lp.project_sub_type_id = p.project_sub_type_id
        left join lead_prices dp on dp.project_sub_type_id is null
        where p.id = ${projectId}`,
  );
  if (!row) throw new AppError('not_found', 'Project not found');
  const priceCents = Number(row.price_cents);
  const discountPercent =
    row.plan_discount !== null ? row.plan_discount : row.is_pro_provider ? DEFAULT_PRO_LEAD_DISCOUNT_PERCENT : 0;
  const paidCents = discountedCents(priceCents, discountPercent);
  const base = leadTexts.priceBase(formatCents(priceCents), row.sub_type);
  const explanation = discountPercent > 0 ? `${base}, ${leadTexts.priceDiscount(discountPercent)}` : base;
  return { priceCents, discountPercent, paidCents, subTypeName: row.sub_type, explanation };
}

export function leadPriceJson(price: LeadPrice): TLeadPrice {
  return {
    price: centsToDollars(price.priceCents),
    discount: price.discountPercent,
    discounted_price: centsToDollars(price.paidCents),
    explanation: price.explanation,
  };
}
