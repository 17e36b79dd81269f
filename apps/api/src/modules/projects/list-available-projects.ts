import {
  AVAILABLE_PAGE_SIZE,
  DEFAULT_DATE_RANGE_DAYS,
  MAP_COORDINATE_DECIMALS,
  type TAvailableProjects,
  type TAvailableProjectsQuery,
} from '@homebid/contracts/projects';
import { type Database, rows } from '@homebid/db/client';
import { projects, providerLocations, zipCodes } from '@homebid/db/schema';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { areaCentres, milesFromNearestCentre } from './area-distance';
import { projectCardJson, selectCards } from './project-cards';

const DAY_MS = 24 * 60 * 60 * 1000;
const COORDINATE_SCALE = 10 ** MAP_COORDINATE_DECIMALS;
/** A zip code centre's coordinate as the map gets it: rounded, so it never points closer than a zip code does. */
const mapCoordinate = (degrees: number) => Math.round(degrees * COORDINATE_SCALE) / COORDINATE_SCALE;

/** Each order of the matches (`m` of availableMatches), the newest first among equals. */
const ORDERS = {
  newest: sql`m.created_at desc, m.id desc`,
  nearest: sql`m.distance_miles asc nulls last, m.created_at desc, m.id desc`,
  budget: sql`m.budget_cents desc nulls last, m.created_at desc, m.id desc`,
  fewest_bids: sql`m.no_of_bids asc, m.created_at desc, m.id desc`,
} as const;

export interface ListAvailableProjectsOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  providerId: number;
  filters: TAvailableProjectsQuery;
  now?: Date;
}

/**
 * Available Projects (spec §2): open projects in the provider's serviced zip codes and services,
 * filtered by title (case-insensitive contains), date range (default the last 7 days, both ends
 * inclusive), one of the provider's area cities, budget (whole dollars, both ends inclusive) and
 * distance from the provider's nearest area centre; in the chosen order, one page at a time, with
 * the number of all matches. For the map, each card carries its zip code's centre and the answer the
 * provider's service areas (their centres and radii), both rounded to zip-code precision.
 */
export async function listAvailableProjects({
  db,
  config,
  providerId,
  filters,
  now = new Date(),
}: ListAvailableProjectsOptions): Promise<TAvailableProjects> {
  const from = filters.start_date
    ? new Date(`${filters.start_date}T00:00:00Z`)
    : new Date(now.getTime() - DEFAULT_DATE_RANGE_DAYS * DAY_MS);
  const until = filters.end_date ? new Date(Date.parse(`${filters.end_date}T00:00:00Z`) + DAY_MS) : null;
  const search = filters.search ? `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const page = filters.page ?? 1;
  const matches = availableMatches({
    providerId,
    from,
    until,
    search,
    location: filters.location,
    minBudgetCents: filters.min_budget === undefined ? null : filters.min_budget * 100,
    maxBudgetCents: filters.max_budget === undefined ? null : filters.max_budget * 100,
    maxDistance: filters.max_distance ?? null,
    sort: filters.sort ?? 'newest',
  });
  const order = ORDERS[filters.sort ?? 'newest'];
  // The page's ids in order, each with the count of all matches (one pass over the matches).
  const [picked, areas, serviceAreas] = await Promise.all([
    rows<{ id: number | string; total: number }>(
      db,
      sql`with m as materialized (${matches})
          select m.id, (count(*) over ())::int as total from m
          order by ${order}
          limit ${AVAILABLE_PAGE_SIZE} offset ${(page - 1) * AVAILABLE_PAGE_SIZE}`,
    ),
    rows<{ city: string | null }>(
      db,
      sql`select distinct c.city from provider_locations l join zip_codes c on c.zip = l.zipcode
          where l.provider_id = ${providerId} order by c.city`,
    ),
    db
      .select({
        zipcode: providerLocations.zipcode,
        city: providerLocations.city,
        radius: providerLocations.radius,
        latitude: zipCodes.latitude,
        longitude: zipCodes.longitude,
      })
      .from(providerLocations)
      .innerJoin(zipCodes, eq(zipCodes.zip, providerLocations.zipcode))
      .where(eq(providerLocations.providerId, providerId))
      .orderBy(asc(providerLocations.position), asc(providerLocations.id)),
  ]);
  // A page past the last has no rows to carry the count.
  const total =
    picked[0]?.total ??
    (page > 1
      ? ((await rows<{ total: number }>(db, sql`select count(*)::int as total from (${matches}) m`))[0]?.total ?? 0)
      : 0);
  const ids = picked.map((row) => Number(row.id));
  const [found, centres] = ids.length
    ? await Promise.all([
        selectCards(
          db,
          providerId,
          sql`select k.id, k.ord from unnest(${`{${ids.join(',')}}`}::bigint[]) with ordinality as k(id, ord)`,
          sql`k.ord`,
        ),
        // The map's point of each card: its zip code's centre (the cards' own query stays as measured).
        db
          .select({ id: projects.id, latitude: zipCodes.latitude, longitude: zipCodes.longitude })
          .from(projects)
          .innerJoin(zipCodes, eq(zipCodes.zip, projects.zipcode))
          .where(inArray(projects.id, ids)),
      ])
    : [[], []];
  const centreOf = new Map(centres.map((centre) => [Number(centre.id), centre]));
  return {
    available: found.map((row) => {
      const centre = centreOf.get(Number(row.id));
      return {
        ...projectCardJson(config, providerId, row),
        latitude: centre ? mapCoordinate(centre.latitude) : null,
        longitude: centre ? mapCoordinate(centre.longitude) : null,
      };
    }),
    total,
    page,
    page_size: AVAILABLE_PAGE_SIZE,
    locations: areas.map((area) => area.city).filter((city): city is string => Boolean(city)),
    has_service_areas: areas.length > 0,
    service_areas: serviceAreas.map((area) => ({
      zipcode: area.zipcode,
      city: area.city,
      radius: area.radius,
      latitude: mapCoordinate(area.latitude),
      longitude: mapCoordinate(area.longitude),
    })),
  };
}

interface MatchOptions {
  providerId: number;
  from: Date;
  until: Date | null;
  /** An ILIKE pattern, or null. */
  search: string | null;
  location?: string;
  minBudgetCents: number | null;
  maxBudgetCents: number | null;
  maxDistance: number | null;
  /** The bid count and the distance are worked out only for the order or filter that needs them. */
  sort: keyof typeof ORDERS;
}

/**
 * Every match (id, created_at, budget_cents, no_of_bids, distance_miles): what isAvailableTo
 * (project-cards.ts) selects, within the filters. project_matches holds the provider's open
 * projects already matched to its services and zip codes, so the date range is one range of its
 * index; the title and the city, kept on the project, are read only when filtered by. The distance
 * is the cards' (milesFromNearestCentre): miles from the nearest area centre, one decimal.
 */
function availableMatches({
  providerId,
  from,
  until,
  search,
  location,
  minBudgetCents,
  maxBudgetCents,
  maxDistance,
  sort,
}: MatchOptions): SQL {
  const needsDistance = sort === 'nearest' || maxDistance !== null;
  const needsProject = search !== null || Boolean(location);
  const bidCount =
    sort === 'fewest_bids' ? sql`(select count(*) from bids x where x.project_id = m.project_id)::int` : sql`0`;
  const distance = needsDistance ? milesFromNearestCentre(sql`centres`, sql`m.zipcode`) : sql`null::float8`;
  return sql`
    with ${needsDistance ? sql`centres as materialized (${areaCentres(providerId)}),` : sql``}
    visible as (
      select m.project_id as id, m.created_at, m.budget_cents,
        ${bidCount} as no_of_bids, ${distance} as distance_miles
      from project_matches m
      ${needsProject ? sql`join projects p on p.id = m.project_id` : sql``}
      left join provider_projects pp on pp.project_id = m.project_id and pp.provider_id = ${providerId}
      where m.provider_id = ${providerId}
        and m.created_at >= ${from.toISOString()}::timestamptz
        ${until ? sql`and m.created_at < ${until.toISOString()}::timestamptz` : sql``}
        ${
          // The masked title: searching the title as typed would let a provider probe a hidden phone number digit by digit.
          search ? sql`and coalesce(p.masked_title, p.title) ilike ${search}` : sql``
        }
        ${location ? sql`and lower(p.city) = lower(${location})` : sql``}
        ${minBudgetCents === null ? sql`` : sql`and m.budget_cents >= ${minBudgetCents}`}
        ${maxBudgetCents === null ? sql`` : sql`and m.budget_cents <= ${maxBudgetCents}`}
        and not coalesce(pp.is_ignored, false)
    )
    select v.* from visible v
    ${maxDistance === null ? sql`` : sql`where v.distance_miles <= ${maxDistance}`}`;
}
