import { bidFeeCents, bidTotalCents, pricePosition, type TCustomerBid } from '@homebid/contracts/projects';
import type { TProCard } from '@homebid/contracts/pros';
import type { Database } from '@homebid/db/client';
import { type bids, chatMessages, providerLocations, zipCodes } from '@homebid/db/schema';
import { and, count, eq, inArray, isNull, not } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { loadProCards } from '../pros';
import { distanceMiles, type LatLng } from '../service-areas';

type Reader = Pick<Database, 'select'>;
type BidRow = Pick<
  typeof bids.$inferSelect,
  'id' | 'projectId' | 'providerId' | 'amountCents' | 'bidType' | 'hours' | 'breakdown' | 'createdAt'
>;

/** What describing a project's bids needs of the project. */
export interface ProjectOfBids {
  id: number;
  zipcode: string;
  budgetCents: number | null;
}

export interface DescribeBidsOptions {
  db: Reader;
  config: Pick<Config, 'publicUrl'>;
  /** The customer's own projects (the caller checked that). */
  projects: ProjectOfBids[];
  /** Their bids, in the order to show, each with the name its provider shows under. */
  bids: Array<{ bid: BidRow; providerName: string }>;
}

/** Money in JSON: dollars with two decimals (CONTRACT §3). */
const dollars = (cents: number) => Math.round(cents) / 100;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The card of a provider whose row could not be read (never expected: bids cascade with providers). */
const bareCard = (providerId: number, companyName: string): TProCard => ({
  provider_id: providerId,
  company_name: companyName,
  avatar_url: null,
  rating: null,
  review_count: 0,
  years_in_business: null,
  insured: false,
  licensed: false,
  license_verified: false,
  insurance_verified: false,
  phone_verified: false,
  is_pro_plus: false,
  response_time_minutes: null,
});

/**
 * The bids of some of a customer's projects as the customer sees them (ZCustomerBid), by project id:
 * each with the pro's public card, its total, where its price sits against the other bids and the
 * budget, the miles from the project to the pro's nearest service area, and the pro's messages the
 * customer has not read. A fixed number of queries whatever the number of projects and bids.
 */
export async function describeBids({
  db,
  config,
  projects,
  bids: bidRows,
}: DescribeBidsOptions): Promise<Map<number, TCustomerBid[]>> {
  const described = new Map<number, TCustomerBid[]>();
  if (bidRows.length === 0) return described;
  const projectIds = [...new Set(bidRows.map(({ bid }) => bid.projectId))];
  const providerIds = [...new Set(bidRows.map(({ bid }) => bid.providerId))];
  const zips = [...new Set(projects.map((project) => project.zipcode))];

  const [cards, areaCentres, projectPlaces, unreadRows] = await Promise.all([
    loadProCards(db, config, providerIds),
    db
      .select({ providerId: providerLocations.providerId, latitude: zipCodes.latitude, longitude: zipCodes.longitude })
      .from(providerLocations)
      .innerJoin(zipCodes, eq(zipCodes.zip, providerLocations.zipcode))
      .where(inArray(providerLocations.providerId, providerIds)),
    db
      .select({ zip: zipCodes.zip, latitude: zipCodes.latitude, longitude: zipCodes.longitude })
      .from(zipCodes)
      .where(inArray(zipCodes.zip, zips)),
    // What the customer has not read of each pro: the messages a customer sees (not deleted, not held back).
    db
      .select({ projectId: chatMessages.projectId, providerId: chatMessages.providerId, unread: count() })
      .from(chatMessages)
      .where(
        and(
          inArray(chatMessages.projectId, projectIds),
          eq(chatMessages.messageBy, 'provider'),
          isNull(chatMessages.readAt),
          isNull(chatMessages.deletedAt),
          not(chatMessages.sensitiveInfo),
        ),
      )
      .groupBy(chatMessages.projectId, chatMessages.providerId),
  ]);

  const centresOf = new Map<number, LatLng[]>();
  for (const { providerId, ...centre } of areaCentres) {
    centresOf.set(providerId, [...(centresOf.get(providerId) ?? []), centre]);
  }
  const placeOf = new Map(projectPlaces.map(({ zip, ...place }) => [zip, place]));
  const unreadOf = new Map(unreadRows.map((row) => [`${row.projectId}:${row.providerId}`, row.unread]));
  const projectOf = new Map(projects.map((project) => [project.id, project]));
  const totalsOf = new Map<number, Array<{ bidId: number; cents: number }>>();
  for (const { bid } of bidRows) {
    const totals = totalsOf.get(bid.projectId) ?? [];
    totals.push({ bidId: bid.id, cents: bidTotalCents(bid.amountCents, bid.hours) });
    totalsOf.set(bid.projectId, totals);
  }

  for (const { bid, providerName } of bidRows) {
    const project = projectOf.get(bid.projectId);
    if (!project) continue;
    const totals = totalsOf.get(bid.projectId) ?? [];
    const total = bidTotalCents(bid.amountCents, bid.hours);
    const others = totals.filter((other) => other.bidId !== bid.id).map((other) => other.cents);
    const place = placeOf.get(project.zipcode);
    const centres = centresOf.get(bid.providerId) ?? [];
    const nearest = place && centres.length ? Math.min(...centres.map((centre) => distanceMiles(place, centre))) : null;
    const list = described.get(bid.projectId) ?? [];
    list.push({
      bid_id: bid.id,
      provider_id: bid.providerId,
      provider_name: providerName,
      bid_amount: dollars(bid.amountCents),
      bid_type: bid.bidType,
      hours: bid.hours,
      bid_breakdown: bid.breakdown,
      total_amount: dollars(total),
      fee_amount: dollars(bidFeeCents(total)),
      created_at: bid.createdAt.toISOString(),
      provider: cards.get(bid.providerId) ?? bareCard(bid.providerId, providerName),
      distance_miles: nearest === null ? null : oneDecimal(nearest),
      price_signal: {
        vs_bids: pricePosition(total, median(others)),
        vs_budget: pricePosition(total, project.budgetCents),
      },
      unread_messages: unreadOf.get(`${bid.projectId}:${bid.providerId}`) ?? 0,
      // CONTRACT §5: a pro that bid may be written to.
      can_message: true,
    });
    described.set(bid.projectId, list);
  }
  return described;
}
