import {
  AVAILABLE_PAGE_SIZE,
  DEFAULT_DATE_RANGE_DAYS,
  MAP_COORDINATE_DECIMALS,
  type TAvailableProjects,
  type TAvailableProjectsQuery,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { type PreparedParam, type PreparedRead, preparedRead } from '@homebid/db/prepared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { areaCentres, milesFromNearestCentre } from './area-distance';
import { cardsQuery, type ProjectCardColumns, projectCardJson } from './project-cards';

const DAY_MS = 24 * 60 * 60 * 1000;
const COORDINATE_SCALE = 10 ** MAP_COORDINATE_DECIMALS;
/** A zip code centre's coordinate as the map gets it: rounded, so it never points closer than a zip code does. */
const mapCoordinate = (degrees: number) => Math.round(degrees * COORDINATE_SCALE) / COORDINATE_SCALE;

/** The orders of the matches (`v`), the newest first among equals. */
const ORDERS = {
  newest: sql`created_at desc, id desc`,
  nearest: sql`distance_miles asc nulls last, created_at desc, id desc`,
  budget: sql`budget_cents desc nulls last, created_at desc, id desc`,
  fewest_bids: sql`no_of_bids asc, created_at desc, id desc`,
} as const;
type AvailableSort = keyof typeof ORDERS;

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

/** The statement's parameters, each present only in the shapes that filter by it. */
const PARAMS = [
  'provider',
  'from',
  'until',
  'search',
  'location',
  'minBudget',
  'maxBudget',
  'maxDistance',
  'offset',
] as const;
type Param = (typeof PARAMS)[number];
const SHAPE_LETTERS: Record<Param, string> = {
  provider: '',
  from: '',
  until: 'u',
  search: 's',
  location: 'l',
  minBudget: 'm',
  maxBudget: 'x',
  maxDistance: 'd',
  offset: 'o',
};
/** A shape of the statement: its order and which optional parameters it has. */
interface Shape {
  sort: AvailableSort;
  has: ReadonlySet<Param>;
}

/**
 * Available Projects as one statement: the matches in the filters, the page of them in the order,
 * their count, the cards, the provider's area cities and service areas.
 *
 * project_matches holds the provider's open projects already matched to its services and zip codes
 * (what isAvailableTo in project-cards.ts selects), so the date range is one range of its index; the
 * title and the city, kept on the project, are read only when filtered by. The distance is the
 * cards' (milesFromNearestCentre): miles from the nearest area centre, one decimal, worked out only
 * for the order or the filter that needs it, like the bid count.
 */
function availableQuery({ sort, has }: Shape, p: Partial<Record<Param, SQL>>): SQL {
  const needsDistance = sort === 'nearest' || has.has('maxDistance');
  const needsProject = has.has('search') || has.has('location');
  const provider = sql`${p.provider}::int`;
  const bidCount =
    sort === 'fewest_bids' ? sql`(select count(*) from bids x where x.project_id = m.project_id)::int` : sql`0`;
  const distance = needsDistance ? milesFromNearestCentre(sql`centres`, sql`m.zipcode`) : sql`null::float8`;
  return sql`
    with ${needsDistance ? sql`centres as materialized (${areaCentres(provider)}),` : sql``}
    visible as materialized (
      select m.project_id as id, m.created_at, m.budget_cents, ${bidCount} as no_of_bids, ${distance} as distance_miles
      from project_matches m
      ${needsProject ? sql`join projects p on p.id = m.project_id` : sql``}
      left join provider_projects pp on pp.project_id = m.project_id and pp.provider_id = ${provider}
      where m.provider_id = ${provider}
        and m.created_at >= ${p.from}::timestamptz
        ${has.has('until') ? sql`and m.created_at < ${p.until}::timestamptz` : sql``}
        ${
          // The masked title: searching the title as typed would let a provider probe a hidden phone number digit by digit.
          has.has('search') ? sql`and coalesce(p.masked_title, p.title) ilike ${p.search}::text` : sql``
        }
        ${has.has('location') ? sql`and lower(p.city) = lower(${p.location}::text)` : sql``}
        ${has.has('minBudget') ? sql`and m.budget_cents >= ${p.minBudget}::bigint` : sql``}
        ${has.has('maxBudget') ? sql`and m.budget_cents <= ${p.maxBudget}::bigint` : sql``}
        and not coalesce(pp.is_ignored, false)
    ),
    filtered as materialized (
      select * from visible ${has.has('maxDistance') ? sql`where distance_miles <= ${p.maxDistance}::float8` : sql``}
    ),
    page as materialized (
      select id, row_number() over (order by ${ORDERS[sort]}) as ord from filtered
      order by ${ORDERS[sort]}
      limit ${sql.raw(String(AVAILABLE_PAGE_SIZE))} ${has.has('offset') ? sql`offset ${p.offset}::int` : sql``}
    ),
    cards as (${cardsQuery(provider, sql`select id from page`, sql`p.id`)})
    select t.total, a.locations, a.service_areas, c.*,
      z.latitude as map_latitude, z.longitude as map_longitude
    from (select count(*)::int as total from filtered) t
    cross join (
      select
        coalesce(json_agg(distinct zc.city order by zc.city) filter (where zc.city is not null), '[]') as locations,
        coalesce(json_agg(json_build_object('zipcode', l.zipcode, 'city', l.city, 'radius', l.radius,
          'latitude', zc.latitude, 'longitude', zc.longitude) order by l.position, l.id), '[]') as service_areas
      from provider_locations l join zip_codes zc on zc.zip = l.zipcode
      where l.provider_id = ${provider}
    ) a
    left join (cards c join page k on k.id = c.id) on true
    left join zip_codes z on z.zip = c.zipcode
    order by k.ord`;
}

/**
 * Each shape's statement, prepared once per connection. One statement per shape (rather than one
 * with every filter optional) keeps the plans of each shape alike, so the database soon keeps one
 * generic plan instead of planning every request again.
 */
const statements = new Map<string, PreparedRead<AvailableRow>>();
function statementOf(shape: Shape): PreparedRead<AvailableRow> {
  const used = PARAMS.filter((param) => shape.has.has(param));
  // The name: the order, then a letter for each optional parameter (e.g. budget_um: until, minimum budget).
  const key = `${shape.sort}_${used.map((param) => SHAPE_LETTERS[param]).join('')}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = preparedRead<AvailableRow>({
      name: `available_projects_${key}`,
      params: used.length,
      build: (...placeholders) =>
        availableQuery(shape, Object.fromEntries(used.map((param, i) => [param, placeholders[i]]))),
    });
    statements.set(key, statement);
  }
  return statement;
}

/** The statement for a provider's filters and its parameters' values. */
export function availableStatement(providerId: number, filters: TAvailableProjectsQuery, now: Date) {
  const from = filters.start_date
    ? new Date(`${filters.start_date}T00:00:00Z`)
    : new Date(now.getTime() - DEFAULT_DATE_RANGE_DAYS * DAY_MS);
  const until = filters.end_date ? new Date(Date.parse(`${filters.end_date}T00:00:00Z`) + DAY_MS) : null;
  const page = filters.page ?? 1;
  const values: Record<Param, PreparedParam | null> = {
    provider: providerId,
    from: from.toISOString(),
    until: until ? until.toISOString() : null,
    search: filters.search ? `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    location: filters.location || null,
    minBudget: filters.min_budget === undefined ? null : filters.min_budget * 100,
    maxBudget: filters.max_budget === undefined ? null : filters.max_budget * 100,
    maxDistance: filters.max_distance ?? null,
    offset: page > 1 ? (page - 1) * AVAILABLE_PAGE_SIZE : null,
  };
  const has = new Set(PARAMS.filter((param) => values[param] !== null));
  const statement = statementOf({ sort: filters.sort ?? 'newest', has });
  return { statement, values: PARAMS.filter((param) => has.has(param)).map((param) => values[param] as PreparedParam) };
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
  const { statement, values } = availableStatement(providerId, filters, now);
  const found = await statement.rows(db, values);
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
