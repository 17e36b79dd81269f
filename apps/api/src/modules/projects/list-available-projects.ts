import {
  AVAILABLE_PAGE_SIZE,
  DEFAULT_DATE_RANGE_DAYS,
  MAP_COORDINATE_DECIMALS,
  type TAvailableProjects,
  type TAvailableProjectsQuery,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { preparedRead } from '@homebid/db/prepared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { areaCentres, milesFromNearestCentre } from './area-distance';
import { cardsQuery, type ProjectCardColumns, projectCardJson } from './project-cards';

const DAY_MS = 24 * 60 * 60 * 1000;
const COORDINATE_SCALE = 10 ** MAP_COORDINATE_DECIMALS;
/** A zip code centre's coordinate as the map gets it: rounded, so it never points closer than a zip code does. */
const mapCoordinate = (degrees: number) => Math.round(degrees * COORDINATE_SCALE) / COORDINATE_SCALE;

/** Each Available Projects order, as the statement's sort parameter names it. */
type AvailableSort = NonNullable<TAvailableProjectsQuery['sort']>;
/** "No bound" for the numeric filters (every bound is 0 or more). */
const UNSET = -1;
/** "No end" of the date range. */
const NO_END = 'infinity';

export interface ListAvailableProjectsOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  providerId: number;
  filters: TAvailableProjectsQuery;
  now?: Date;
}

/** One row per card of the page (or one row without a card past the last page), each with the page's totals. */
type AvailableRow = ProjectCardColumns & {
  total: number;
  locations: string[];
  service_areas: Array<{
    zipcode: string;
    city: string | null;
    radius: number;
    latitude: number;
    longitude: number;
  }>;
  map_latitude: number | null;
  map_longitude: number | null;
};

/**
 * Available Projects as one statement, planned once per connection. Parameters: $1 provider,
 * $2 from, $3 until (or 'infinity'), $4 title pattern (or ''), $5 city (or ''), $6 and $7 the budget
 * bounds in cents (or -1), $8 the distance bound in miles (or -1), $9 the order, $10 the page's offset.
 *
 * project_matches holds the provider's open projects already matched to its services and zip codes
 * (what isAvailableTo in project-cards.ts selects), so the date range is one range of its index; the
 * title and the city, kept on the project, are read only when filtered by. The distance is the
 * cards' (milesFromNearestCentre): miles from the nearest area centre, one decimal, worked out only
 * for the order or the filter that needs it, like the bid count.
 */
const availableProjects = preparedRead<AvailableRow>({
  name: 'available_projects',
  params: 10,
  build: (providerId, from, until, search, location, minBudget, maxBudget, maxDistance, sort, offset) => sql`
    with centres as materialized (${areaCentres(sql`${providerId}::int`)}),
    matched as materialized (
      select m.project_id as id, m.created_at,
        case when ${sort}::text = 'budget' then m.budget_cents end as by_budget,
        case when ${sort}::text = 'fewest_bids'
          then (select count(*) from bids x where x.project_id = m.project_id)::int end as by_bids,
        case when ${sort}::text = 'nearest' or ${maxDistance}::float8 >= 0
          then ${milesFromNearestCentre(sql`centres`, sql`m.zipcode`)} end as distance_miles
      from project_matches m
      left join provider_projects pp on pp.project_id = m.project_id and pp.provider_id = ${providerId}::int
      where m.provider_id = ${providerId}::int
        and m.created_at >= ${from}::timestamptz and m.created_at < ${until}::timestamptz
        and (${minBudget}::bigint < 0 or m.budget_cents >= ${minBudget}::bigint)
        and (${maxBudget}::bigint < 0 or m.budget_cents <= ${maxBudget}::bigint)
        and (${search}::text = '' and ${location}::text = '' or exists (
          select 1 from projects p where p.id = m.project_id
            -- The masked title: searching the title as typed would let a provider probe a hidden phone number digit by digit.
            and (${search}::text = '' or coalesce(p.masked_title, p.title) ilike ${search}::text)
            and (${location}::text = '' or lower(p.city) = lower(${location}::text))))
        and not coalesce(pp.is_ignored, false)
    ),
    visible as materialized (
      select * from matched where ${maxDistance}::float8 < 0 or distance_miles <= ${maxDistance}::float8
    ),
    page as materialized (
      select v.id, row_number() over (order by
          v.by_budget desc nulls last,
          case when ${sort}::text = 'nearest' then v.distance_miles end asc nulls last,
          v.by_bids asc, v.created_at desc, v.id desc) as ord
      from visible v
      order by ord
      limit ${sql.raw(String(AVAILABLE_PAGE_SIZE))} offset ${offset}::int
    ),
    cards as (${cardsQuery(sql`${providerId}::int`, sql`select id from page`, sql`p.id`)})
    select t.total, a.locations, a.service_areas, c.*,
      z.latitude as map_latitude, z.longitude as map_longitude
    from (select count(*)::int as total from visible) t
    cross join (
      select
        coalesce(json_agg(distinct zc.city order by zc.city) filter (where zc.city is not null), '[]') as locations,
        coalesce(json_agg(json_build_object('zipcode', l.zipcode, 'city', l.city, 'radius', l.radius,
          'latitude', zc.latitude, 'longitude', zc.longitude) order by l.position, l.id), '[]') as service_areas
      from provider_locations l join zip_codes zc on zc.zip = l.zipcode
      where l.provider_id = ${providerId}::int
    ) a
    left join (cards c join page k on k.id = c.id) on true
    left join zip_codes z on z.zip = c.zipcode
    order by k.ord`,
});

/** The statement's text, for a closer look (bench/marketplace.mjs --explain). */
export const AVAILABLE_PROJECTS_STATEMENT = availableProjects.text;

/** The statement's parameters for a provider's filters (see availableProjects). */
export function availableProjectsParams(providerId: number, filters: TAvailableProjectsQuery, now: Date) {
  const from = filters.start_date
    ? new Date(`${filters.start_date}T00:00:00Z`)
    : new Date(now.getTime() - DEFAULT_DATE_RANGE_DAYS * DAY_MS);
  const until = filters.end_date ? new Date(Date.parse(`${filters.end_date}T00:00:00Z`) + DAY_MS) : null;
  const sort: AvailableSort = filters.sort ?? 'newest';
  return [
    providerId,
    from.toISOString(),
    until ? until.toISOString() : NO_END,
    filters.search ? `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '',
    filters.location ?? '',
    filters.min_budget === undefined ? UNSET : filters.min_budget * 100,
    filters.max_budget === undefined ? UNSET : filters.max_budget * 100,
    filters.max_distance ?? UNSET,
    sort,
    ((filters.page ?? 1) - 1) * AVAILABLE_PAGE_SIZE,
  ];
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
  const page = filters.page ?? 1;
  const found = await availableProjects.rows(db, availableProjectsParams(providerId, filters, now));
  const [first] = found;
  const cards = found.filter((row) => row.id !== null);
  return {
    available: cards.map((row) => ({
      ...projectCardJson(config, providerId, row),
      latitude: row.map_latitude === null ? null : mapCoordinate(row.map_latitude),
      longitude: row.map_longitude === null ? null : mapCoordinate(row.map_longitude),
    })),
    total: first.total,
    page,
    page_size: AVAILABLE_PAGE_SIZE,
    locations: first.locations,
    has_service_areas: first.service_areas.length > 0,
    service_areas: first.service_areas.map((area) => ({
      zipcode: area.zipcode,
      city: area.city,
      radius: area.radius,
      latitude: mapCoordinate(area.latitude),
      longitude: mapCoordinate(area.longitude),
    })),
  };
}
