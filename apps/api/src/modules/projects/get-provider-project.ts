import type { TProjectLeadFields } from '@homebid/contracts/leads';
import {
  BID_FEE_TIERS,
  BID_FEE_TOP_PERCENT,
  BID_STATUS_IN_BIDDING,
  bidFeeCents,
  bidTotalCents,
  CARD_STATUS,
  DETAIL_STATUS,
  projectTexts,
  type TBidDetail,
  type TProjectDetail,
  type TProjectFile,
  type TProjectState,
} from '@homebid/contracts/projects';
import { type Database, type RawRow, rows } from '@homebid/db/client';
import type {
  bids,
  projectSubTypes,
  projects,
  projectTypes,
  providerProjects,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { fileUrl, optionalFileUrl } from '../../lib/storage/file-url';
import { canSeeCustomerContact, customerNameFor, type ProjectTextColumns, projectTextFor } from '../project-masking';
import { dollars, iso } from './project-cards';

/** A project the caller may not see, or one that does not exist: the same 404, so ids reveal nothing. */
export const projectNotFound = () => new AppError('not_found', projectTexts.notFound);

type ProjectColumns = RawRow<typeof projects>;
type BidColumns = RawRow<typeof bids>;

/** The project row as the detail reads it, with the caller's relation to it. */
type ProviderProjectColumns = ProjectTextColumns &
  Pick<
    ProjectColumns,
    | 'id'
    | 'public_id'
    | 'street_address'
    | 'zipcode'
    | 'city'
    | 'state'
    | 'budget_cents'
    | 'is_phone_verified'
    | 'hired_provider_id'
    | 'closed_at'
    | 'created_at'
  > & {
    status: TProjectState;
    project_type: RawRow<typeof projectTypes>['title'];
    project_sub_type: RawRow<typeof projectSubTypes>['name'];
    customer_name: RawRow<typeof users>['name'];
    customer_email: RawRow<typeof users>['email'];
    customer_mobile: RawRow<typeof users>['mobile_number'];
    customer_avatar_key: RawRow<typeof storedFiles>['key'] | null;
    provider_project_id: RawRow<typeof providerProjects>['id'] | null;
    is_bookmarked: boolean;
    is_lead_purchased: boolean;
    is_available: boolean;
    no_of_bids: number;
    bid_id: BidColumns['id'] | null;
    bid_amount_cents: BidColumns['amount_cents'] | null;
    bid_type: BidColumns['bid_type'] | null;
    hours: BidColumns['hours'];
    bid_breakdown: BidColumns['breakdown'] | null;
    bid_created_at: BidColumns['created_at'] | null;
    bid_updated_at: BidColumns['updated_at'] | null;
  };

/** The project as the detail needs it, with the caller's relation to it (findProviderProject). */
export type ProviderProject = NonNullable<Awaited<ReturnType<typeof findProviderProject>>>;

/**
 * One project with the caller's relation to it, or null when the provider may not see it: a
 * provider sees an open project that is available to it or that it bid on or bought, and a closed
 * one when it was hired for it or bought its lead (or bid on it, when the customer closed it unhired). `lock` takes the row FOR UPDATE (inside a transaction).
 */
export async function findProviderProject(
  db: Pick<Database, 'execute'>,
  providerId: number,
  projectId: number,
  { lock = false } = {},
) {
  const [found] = await rows<ProviderProjectColumns>(
    db as Database,
    sql`
      select p.id, p.public_id, p.title, p.description, p.street_address, p.zipcode, p.city, p.state,
        p.budget_cents, p.question_answers, p.masked_title, p.masked_description, p.masked_question_answers,
        p.text_mask_version, p.is_phone_verified, p.status, p.hired_provider_id, p.closed_at, p.created_at,
        t.title as project_type, st.name as project_sub_type,
        u.name as customer_name, u.email as customer_email, u.mobile_number as customer_mobile,
        av.key as customer_avatar_key,
        pp.id as provider_project_id,
        coalesce(pp.is_bookmarked, false) as is_bookmarked,
        (pp.lead_purchased_at is not null) as is_lead_purchased,
        (p.status = 'bidding'
          and exists (select 1 from provider_serviced_zipcodes z where z.provider_id = ${providerId} and z.zip = p.zipcode)
          and exists (select 1 from provider_project_sub_types s
                      where s.provider_id = ${providerId} and s.project_sub_type_id = p.project_sub_type_id)
        ) as is_available,
        (select count(*) from bids x where x.project_id = p.id)::int as no_of_bids,
        b.id as bid_id, b.amount_cents as bid_amount_cents, b.bid_type, b.hours, b.breakdown as bid_breakdown,
        b.created_at as bid_created_at, b.updated_at as bid_updated_at
      from projects p
      join project_types t on t.id = p.project_type_id
      join project_sub_types st on st.id = p.project_sub_type_id
      join users u on u.id = p.customer_user_id
      left join stored_files av on av.id = u.avatar_file_id
      left join provider_projects pp on pp.project_id = p.id and pp.provider_id = ${providerId}
      left join bids b on b.project_id = p.id and b.provider_id = ${providerId}
      where p.id = ${projectId}
      ${lock ? sql`for update of p` : sql``}
    `,
  );
  if (!found) return null;
  // bigint columns arrive as text from node-postgres in raw queries.
  const row = {
    ...found,
    id: Number(found.id),
    bid_id: found.bid_id === null ? null : Number(found.bid_id),
    provider_project_id: found.provider_project_id === null ? null : Number(found.provider_project_id),
  };
  const isOpen = row.status === 'bidding';
  const isEngaged = row.bid_id !== null || row.is_lead_purchased;
  // What a provider paid for never disappears: a lead it bought stays readable once the project closes.
  // A project its customer closed before any hire stays readable, as cancelled, to those who bid on it.
  const isVisible = isOpen
    ? row.is_available || isEngaged
    : row.hired_provider_id === providerId || row.is_lead_purchased || (row.closed_at !== null && row.bid_id !== null);
  return isVisible ? row : null;
}

/** The provider's bid as every bid answer shows it. */
export function bidDetailJson(row: {
  bid_id: number;
  bid_amount_cents: number;
  bid_type: number;
  hours: number | null;
  bid_breakdown: string;
  bid_created_at: string | Date;
  bid_updated_at: string | Date;
  status: TProjectState;
  /** The bid's provider is the hired one (a project hired to another reads 'Closed' for this bid). */
  isHiredBid?: boolean;
}): TBidDetail {
  const totalCents = bidTotalCents(row.bid_amount_cents, row.hours);
  const feeCents = bidFeeCents(totalCents);
  const tier = BID_FEE_TIERS.find((t) => totalCents <= t.up_to * 100);
  return {
    bid_id: row.bid_id,
    bid_amount: dollars(row.bid_amount_cents),
    bid_type: row.bid_type,
    hours: row.hours,
    total_amount: dollars(totalCents),
    bid_breakdown: row.bid_breakdown,
    status:
      row.status === 'bidding'
        ? BID_STATUS_IN_BIDDING
        : row.status === 'hired' && (row.isHiredBid ?? true)
          ? 'Hired'
          : 'Closed',
    fee_amount: dollars(feeCents),
    fee_percent: tier?.percent ?? BID_FEE_TOP_PERCENT,
    created_at: iso(row.bid_created_at),
    updated_at: iso(row.bid_updated_at),
  };
}

/**
 * The lead card the detail shows (price, unlocks, the provider's purchase and refund). The leads
 * module computes it and sits above projects (a purchase needs the provider's view of the project),
 * so app.ts hands its loadLeadCard to projectsRoutes instead of projects importing leads.
 */
export type LoadLeadCard = (query: {
  db: Database;
  providerId: number;
  projectId: number;
  /** The project is open and in the provider's areas and services. */
  isAvailable: boolean;
  postedAt: string | Date;
  isPhoneVerified: boolean;
  providerProjectId: number | null;
  /** The customer hired another provider. */
  isHiredAnother: boolean;
}) => Promise<TProjectLeadFields>;

export interface GetProviderProjectOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  providerId: number;
  projectId: number;
  loadLeadCard: LoadLeadCard;
}

/**
 * GET /v2/providers/projects/{id}. The customer's phone, e-mail, full name and street address
 * leave the server only once the provider bought the lead or was hired (CONTRACT §5), and so do
 * the contact details the customer typed into the title, description or answers.
 */
export async function getProviderProject({
  db,
  config,
  providerId,
  projectId,
  loadLeadCard,
}: GetProviderProjectOptions): Promise<TProjectDetail> {
  const row = await findProviderProject(db, providerId, projectId);
  if (!row) throw projectNotFound();
  const files = await rows<{ id: number; key: string; thumbnail_key: string | null; kind: 'image' | 'video' }>(
    db,
    sql`select f.id, f.key, f.thumbnail_key, pf.kind from project_files pf join stored_files f on f.id = pf.stored_file_id
        where pf.project_id = ${projectId} order by pf.position, f.id`,
  );
  const fileJson: TProjectFile[] = files.map((f) => ({
    id: f.id,
    url: fileUrl(config, f.key),
    thumbnail_url: optionalFileUrl(config, f.thumbnail_key),
    kind: f.kind,
  }));
  const isHired = row.hired_provider_id === providerId;
  const canContact = canSeeCustomerContact(row, providerId);
  const text = projectTextFor(row, canContact);
  const place = `${row.city}, ${row.state} ${row.zipcode}`;
  const bid =
    row.bid_id === null
      ? null
      : bidDetailJson({
          bid_id: row.bid_id,
          bid_amount_cents: row.bid_amount_cents as number,
          bid_type: row.bid_type as number,
          hours: row.hours,
          bid_breakdown: row.bid_breakdown ?? '',
          bid_created_at: row.bid_created_at as Date,
          bid_updated_at: row.bid_updated_at as Date,
          status: row.status,
          isHiredBid: isHired,
        });
  const lead = await loadLeadCard({
    db,
    providerId,
    projectId: row.id,
    isAvailable: row.is_available,
    postedAt: row.created_at,
    isPhoneVerified: row.is_phone_verified,
    providerProjectId: row.provider_project_id,
    isHiredAnother: row.hired_provider_id !== null && !isHired,
  });
  return {
    id: row.id,
    project_id: row.id,
    public_project_id: row.public_id,
    title: text.title,
    description: text.description,
    project_type: row.project_type,
    project_sub_type: row.project_sub_type,
    budget: row.budget_cents === null ? null : dollars(row.budget_cents),
    created_at: iso(row.created_at),
    published_date: iso(row.created_at),
    full_address: canContact ? `${row.street_address}, ${place}` : place,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    consumer_name: customerNameFor(row.customer_name, canContact),
    consumer_avatar_url: optionalFileUrl(config, row.customer_avatar_key),
    consumer_mobile: canContact ? row.customer_mobile : null,
    consumer_email: canContact ? row.customer_email : null,
    consumer_phone_verified: row.is_phone_verified,
    can_provider_contact_customer: canContact,
    lead_purchased: row.is_lead_purchased,
    project_status: DETAIL_STATUS[row.status],
    status: CARD_STATUS[row.status],
    is_hired: isHired,
    no_of_bids: row.no_of_bids,
    bookmarked_by_current_provider: row.is_bookmarked,
    question_answers: text.question_answers,
    files: fileJson,
    project_all_images_url: fileJson.filter((f) => f.kind === 'image').map((f) => f.url),
    project_all_videos_url: fileJson.filter((f) => f.kind === 'video').map((f) => f.url),
    project_thumbnail: fileJson.find((f) => f.kind === 'image')?.thumbnail_url ?? null,
    bid_detail: bid,
    bid_amount: bid?.bid_amount ?? null,
    bid_type: bid?.bid_type ?? null,
    hours: bid?.hours ?? null,
    bid_id: bid?.bid_id ?? null,
    distance_miles: null,
    ...lead,
  };
}
