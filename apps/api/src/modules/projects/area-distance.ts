import { type SQL, sql } from 'drizzle-orm';

/**
 * The centres of a provider's service areas (latitude, longitude), as a query: a FROM item for
 * milesFromNearestCentre, in parentheses or as a CTE's body. `providerId` may be a column.
 */
export const areaCentres = (providerId: number | SQL): SQL =>
  sql`select c.latitude, c.longitude from provider_locations l join zip_codes c on c.zip = l.zipcode
      where l.provider_id = ${providerId}`;

/**
 * How far a zip code is from a provider, as one SQL expression: the great-circle miles (one decimal)
 * from the nearest of `centres` (a CTE's name, or areaCentres in parentheses) to the centre of
 * `zipcode`; null when either is unknown. The project cards show it, the Available Projects
 * distance filter and sort use it, and a saved search's distance is matched by it.
 */
export const milesFromNearestCentre = (centres: SQL, zipcode: SQL): SQL =>
  sql`(select round((min(2 * 3958.8 * asin(least(1, sqrt(
          power(sin(radians(pz.latitude - c.latitude) / 2), 2)
          + cos(radians(c.latitude)) * cos(radians(pz.latitude))
            * power(sin(radians(pz.longitude - c.longitude) / 2), 2)
        )))))::numeric, 1)::float8
      from ${centres} c, zip_codes pz
      where pz.zip = ${zipcode})`;
