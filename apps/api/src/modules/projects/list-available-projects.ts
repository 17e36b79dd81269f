import {
  DEFAULT_DATE_RANGE_DAYS,
  type TAvailableProjects,
  type TAvailableProjectsQuery,
} from '@homebid/contracts/projects';
import { type Database, selectRows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { isAvailableTo, projectCardJson, selectProjectCards } from './project-cards';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const where = sql`${isAvailableTo(providerId)}
    and p.created_at >= ${from.toISOString()}::timestamptz
    ${until ? sql`and p.created_at < ${until.toISOString()}::timestamptz` : sql``}
    ${search ? sql`and p.title ilike ${search}` : sql``}
    ${filters.location ? sql`and lower(p.city) = lower(${filters.location})` : sql``}`;
  const [rows, areas] = await Promise.all([
    selectProjectCards(db, providerId, where, { limit: 300 }),
    selectRows<{ city: string | null }>(
      db,
      sql`select distinct c.city from provider_locations l join zip_codes c on c.zip = l.zipcode
          where l.provider_id = ${providerId} order by c.city`,
    ),
  ]);
  return {
    available: rows.map((row) => projectCardJson(config, row)),
    locations: areas.map((area) => area.city).filter((city): city is string => Boolean(city)),
    has_service_areas: areas.length > 0,
  };
}
