import {
  DEFAULT_DATE_RANGE_DAYS,
  type TAvailableProjects,
  type TAvailableProjectsQuery,
} from '@homebid/contracts/projects';
import { type Database, rows } from '@homebid/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { NEWEST_FIRST, projectCardJson, selectCards } from './project-cards';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most cards the list answers. */
const PAGE_SIZE = 300;

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
 * inclusive) and one of the provider's area cities.
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
  const [found, areas] = await Promise.all([
    selectCards(
      db,
      providerId,
      availablePage({ providerId, from, until, search, location: filters.location }),
      NEWEST_FIRST,
    ),
    rows<{ city: string | null }>(
      db,
      sql`select distinct c.city from provider_locations l join zip_codes c on c.zip = l.zipcode
          where l.provider_id = ${providerId} order by c.city`,
    ),
  ]);
  return {
    available: found.map((row) => projectCardJson(config, providerId, row)),
    locations: areas.map((area) => area.city).filter((city): city is string => Boolean(city)),
    has_service_areas: areas.length > 0,
  };
}

interface PageOptions {
  providerId: number;
  from: Date;
  until: Date | null;
  /** An ILIKE pattern, or null. */
  search: string | null;
  location?: string;
}

/**
 * The ids of the page: what isAvailableTo (project-cards.ts) selects, within the filters, newest
 * first. First the projects of each of the provider's sub-types in the date range, one range of
 * projects_open_sub_type_idx per sub-type (sub-type, created_at, zip code, id: no table reads where
 * the visibility map allows), and only then the match with its serviced zip codes. `offset 0` and
 * the materialized CTE keep that order whatever the statistics say: PGlite never gathers any, and
 * without them its planner took a skip scan of projects_open_zip_idx for a two-sided date range.
 */
function availablePage({ providerId, from, until, search, location }: PageOptions): SQL {
  return sql`
    with candidates as materialized (
      select c.id, c.created_at, c.zipcode
      from provider_project_sub_types s
      cross join lateral (
        select p.id, p.created_at, p.zipcode from projects p
        where p.project_sub_type_id = s.project_sub_type_id
          and p.status = 'bidding'
          and p.created_at >= ${from.toISOString()}::timestamptz
          ${until ? sql`and p.created_at < ${until.toISOString()}::timestamptz` : sql``}
          ${
            // The masked title: searching the title as typed would let a provider probe a hidden phone number digit by digit.
            search ? sql`and coalesce(p.masked_title, p.title) ilike ${search}` : sql``
          }
          ${location ? sql`and lower(p.city) = lower(${location})` : sql``}
        offset 0
      ) c
      where s.provider_id = ${providerId}
    )
    select p.id from candidates p
    left join provider_projects pp on pp.project_id = p.id and pp.provider_id = ${providerId}
    where p.zipcode in (select z.zip from provider_serviced_zipcodes z where z.provider_id = ${providerId})
      and not coalesce(pp.is_ignored, false)
    order by ${NEWEST_FIRST}
    limit ${PAGE_SIZE}`;
}
