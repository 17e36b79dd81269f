// The lead price (the issue: set by the server per sub-type from reference data an operator can
// change) with the provider's Pro+ discount (projects' leadDiscountPercentSql, which the cards read too).

import { discountedCents, FALLBACK_LEAD_PRICE_CENTS, leadTexts, type TLeadPrice } from '@homebid/contracts/leads';
import { centsToDollars, formatCents } from '@homebid/contracts/wallet';
import { type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { leadDiscountPercentSql } from '../projects';

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
    discount_percent: number;
  }>(
    db,
    sql`select st.name as sub_type,
          coalesce(lp.price_cents, dp.price_cents, ${FALLBACK_LEAD_PRICE_CENTS}) as price_cents,
          ${leadDiscountPercentSql(providerId)} as discount_percent
        from projects p
        join project_sub_types st on st.id = p.project_sub_type_id
        join providers pr on pr.id = ${providerId}
        left join lead_prices lp on lp.project_sub_type_id = p.project_sub_type_id
        left join lead_prices dp on dp.project_sub_type_id is null
        where p.id = ${projectId}`,
  );
  if (!row) throw new AppError('not_found', 'Project not found');
  const priceCents = Number(row.price_cents);
  const discountPercent = row.discount_percent;
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
