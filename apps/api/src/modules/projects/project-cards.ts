import {
  discountedCents,
  FALLBACK_LEAD_PRICE_CENTS,
  leadOutcome,
  type TRefundRule,
  type TRefundStatus,
} from '@homebid/contracts/leads';
import { CARD_STATUS, type TProjectCard, type TProjectState } from '@homebid/contracts/projects';
import { type Database, type RawRow, rows } from '@homebid/db/client';
import type { bids, projectSubTypes, projects, projectTypes, refundRequests, storedFiles } from '@homebid/db/schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { optionalFileUrl } from '../../lib/storage/file-url';
import { canSeeCustomerContact, type ProjectTitleColumns, projectTitleFor } from '../project-masking';
import { areaCentres, milesFromNearestCentre } from './area-distance';
import { leadDiscountPercentSql } from './lead-discount';

type ProjectColumns = RawRow<typeof projects>;
type BidColumns = RawRow<typeof bids>;

/** A project as one provider sees it in a list: the row behind every card. */
export type ProjectCardColumns = ProjectTitleColumns &
  Pick<ProjectColumns, 'id' | 'created_at' | 'city' | 'state' | 'budget_cents' | 'hired_provider_id'> & {
    status: TProjectState;
    project_type: RawRow<typeof projectTypes>['title'];
    project_sub_type: RawRow<typeof projectSubTypes>['name'];
    image_key: RawRow<typeof storedFiles>['key'] | null;
    image_thumbnail_key: RawRow<typeof storedFiles>['thumbnail_key'];
    bid_amount_cents: BidColumns['amount_cents'] | null;
    bid_type: BidColumns['bid_type'] | null;
    hours: BidColumns['hours'];
    is_bookmarked: boolean;
    is_lead_purchased: boolean;
    no_of_bids: number;
    distance_miles: number | null;
    /** The lead's list price (its sub-type's, else the default) and this provider's Pro+ discount. */
    lead_price_cents: number | string;
    lead_discount_percent: number;
    /** The project went to another provider. */
    is_hired_another: boolean;
    /** The provider's lead purchase's refund state, its rule and amount (null without a purchase). */
    lead_refund_status: TRefundStatus | null;
    lead_refund_rule: TRefundRule | null;
    lead_refund_cents: RawRow<typeof refundRequests>['amount_cents'] | null;
    /** That refund went to the card that paid (not the wallet). */
    is_lead_refunded_to_card: boolean | null;
  };

export const dollars = (cents: number) => Math.round(cents) / 100;
export const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The cards of the projects `where` picks, for `providerId`: the provider's own bid, bookmark and
 * lead flags, the bid count (never other bids' amounts), the first photo and the distance from the
 * provider's nearest area centre. `where` and `orderBy` may use `p` (projects), `pp` (this
 * provider's provider_projects row) and `b` (its bid).
 */
export async function selectProjectCards(
  db: Database,
  providerId: number,
  where: SQL,
  { limit = 60, orderBy = NEWEST_FIRST }: { limit?: number; orderBy?: SQL } = {},
): Promise<ProjectCardColumns[]> {
  // Only the tables `where` needs: the planner drops the `b` join when nothing uses it.
  const picked = sql`
    select p.id
    from projects p
    left join provider_projects pp on pp.project_id = p.id and pp.provider_id = ${providerId}
    left join bids b on b.project_id = p.id and b.provider_id = ${providerId}
    where ${where}
    order by ${orderBy}
    limit ${limit}`;
  return selectCards(db, providerId, picked, orderBy);
}

export const NEWEST_FIRST = sql`p.created_at desc, p.id desc`;

/**
 * The cards of the projects `picked` answers (a query whose one column is `id`), in `orderBy`
 * order (which may use `p`, `pp` and `b`).
 *
 * One statement in two steps, so that it stays quick with 100,000 projects: `picked` finds the ids
 * of the page, then the details are read for those rows alone. They are subqueries rather than
 * joins, which keeps planning short (the planner's join search grows fast with every joined
 * table), and the area centres are read once, not per row.
 */
export async function selectCards(
  db: Database,
  providerId: number,
  picked: SQL,
  orderBy: SQL,
): Promise<ProjectCardColumns[]> {
  return rows<ProjectCardColumns>(db, cardsQuery(providerId, picked, orderBy));
}

/** selectCards' statement; `providerId` may be a parameter's placeholder (a prepared read). */
export function cardsQuery(providerId: number | SQL, picked: SQL, orderBy: SQL): SQL {
  return sql`
      with picked as materialized (${picked}),
      centres as materialized (${areaCentres(providerId)}),
      discount as materialized (select ${leadDiscountPercentSql(providerId)} as percent)
      select p.id, p.title, p.masked_title, p.text_mask_version, p.street_address, p.zipcode,
        p.created_at, p.status, p.city, p.state, p.budget_cents, p.hired_provider_id,
        (select t.title from project_types t where t.id = p.project_type_id) as project_type,
        (select st.name from project_sub_types st where st.id = p.project_sub_type_id) as project_sub_type,
        img.key as image_key, img.thumbnail_key as image_thumbnail_key,
        b.amount_cents as bid_amount_cents, b.bid_type, b.hours,
        coalesce(pp.is_bookmarked, false) as is_bookmarked,
        (pp.lead_purchased_at is not null) as is_lead_purchased,
        (p.hired_provider_id is not null and p.hired_provider_id <> ${providerId}) as is_hired_another,
        lr.refund_status as lead_refund_status, lr.rule as lead_refund_rule,
        lr.amount_cents as lead_refund_cents, lr.is_refunded_to_card as is_lead_refunded_to_card,
        (select count(*) from bids x where x.project_id = p.id)::int as no_of_bids,
        ${milesFromNearestCentre(sql`centres`, sql`p.zipcode`)} as distance_miles,
        coalesce(
          (select lp.price_cents from lead_prices lp where lp.project_sub_type_id = p.project_sub_type_id),
          (select dp.price_cents from lead_prices dp where dp.project_sub_type_id is null),
          ${sql.raw(String(FALLBACK_LEAD_PRICE_CENTS))}) as lead_price_cents,
        (select d.percent from discount d) as lead_discount_percent
      from picked k
      join projects p on p.id = k.id
      left join provider_projects pp on pp.project_id = p.id and pp.provider_id = ${providerId}
      left join bids b on b.project_id = p.id and b.provider_id = ${providerId}
      left join lateral (
        select f.key, f.thumbnail_key from project_files pf join stored_files f on f.id = pf.stored_file_id
        where pf.project_id = p.id and pf.kind = 'image' order by pf.position limit 1
      ) img on true
      left join lateral (
        select lp.refund_status, r.rule, r.amount_cents,
          exists (select 1 from card_refunds cr where cr.refund_request_id = r.id) as is_refunded_to_card
        from lead_purchases lp
        left join refund_requests r on r.lead_purchase_id = lp.id
        where pp.lead_purchased_at is not null and lp.provider_id = ${providerId} and lp.project_id = p.id
      ) lr on true
      order by ${orderBy}
    `;
}

/**
 * Open projects in the provider's serviced zip codes and services, not ignored by it. The
 * sub-types are handed over as an array (`= any(array(…))`), so the range of
 * projects_open_sub_type_idx (sub-type, created_at) is what is read, whatever the statistics say.
 */
export const isAvailableTo = (providerId: number) => sql`
  p.status = 'bidding'
  and p.project_sub_type_id = any(array(
    select s.project_sub_type_id from provider_project_sub_types s where s.provider_id = ${providerId}))
  and p.zipcode in (select z.zip from provider_serviced_zipcodes z where z.provider_id = ${providerId})
  and not coalesce(pp.is_ignored, false)`;

/** The card as provider `providerId` sees it: contact details in the title masked until it may see them. */
export function projectCardJson(
  config: Pick<Config, 'publicUrl'>,
  providerId: number,
  row: ProjectCardColumns,
): TProjectCard {
  const title = projectTitleFor(row, canSeeCustomerContact(row, providerId));
  return {
    // A bigint read by raw SQL arrives as text from node-postgres.
    id: Number(row.id),
    name: title,
    title,
    project_image_url: optionalFileUrl(config, row.image_thumbnail_key ?? row.image_key),
    created_at: iso(row.created_at),
    status: CARD_STATUS[row.status],
    project_type: row.project_type,
    project_sub_type: row.project_sub_type,
    city: row.city,
    state: row.state,
    project_post_type: 'bidding',
    lead_purchased: row.is_lead_purchased,
    bookmarked_by_current_provider: row.is_bookmarked,
    budget: row.budget_cents === null ? null : dollars(row.budget_cents),
    bid_amount: row.bid_amount_cents === null ? null : dollars(row.bid_amount_cents),
    bid_type: row.bid_type,
    hours: row.hours,
    no_of_bids: row.no_of_bids,
    distance_miles: row.distance_miles,
    lead_price: row.is_lead_purchased
      ? null
      : dollars(discountedCents(Number(row.lead_price_cents), row.lead_discount_percent)),
    lead_outcome: row.is_lead_purchased
      ? leadOutcome({
          refundStatus: row.lead_refund_status,
          rule: row.lead_refund_rule,
          refundedCents: Number(row.lead_refund_cents ?? 0),
          isRefundedToCard: Boolean(row.is_lead_refunded_to_card),
          isHiredAnother: row.is_hired_another,
        })
      : null,
  };
}
