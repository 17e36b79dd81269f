import type { TExternalBusiness, TExternalReview } from '@homebid/contracts/reviews';
import type { Database } from '@homebid/db/client';
import { externalRatings } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import type { ExternalFigures } from './external-figures';
import { fetchGooglePlace } from './google-places';
import { roundRating } from './summarize-ratings';
import { fetchYelpBusiness } from './yelp';

/** Google and Yelp answers are kept this long before they are asked again. */
export const EXTERNAL_CACHE_MS = 24 * 60 * 60 * 1000;

export type ExternalSource = 'google' | 'yelp';

export interface ExternalSection {
  business: TExternalBusiness;
  reviews: TExternalReview[];
}

export interface LoadExternalRatingsOptions {
  db: Database;
  config: Pick<Config, 'googlePlaces' | 'yelp'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  provider: { id: number; googleId: string | null; yelpId: string | null };
  now?: Date;
}

const notConnected: ExternalSection = {
  business: { status: 'not_connected', rating: null, review_count: null, fetched_at: null },
  reviews: [],
};

/**
 * The Google and Yelp sections of the review page. No key or no business id: not connected (no
 * invented numbers). A fresh cache row (under 24 h, same business id) answers without a call; a
 * failed call falls back to an older cache row, or says the figures are not available.
 */
export async function loadExternalRatings(options: LoadExternalRatingsOptions) {
  const { config, provider } = options;
  // The two sites are asked side by side: a slow one does not add its wait to the other's.
  const [google, yelp] = await Promise.all([
    loadSection(options, 'google', provider.googleId, config.googlePlaces.apiKey, (id, key) =>
      fetchGooglePlace({ apiKey: key, baseUrl: config.googlePlaces.baseUrl, placeId: id }),
    ),
    loadSection(options, 'yelp', provider.yelpId, config.yelp.apiKey, (id, key) =>
      fetchYelpBusiness({ apiKey: key, baseUrl: config.yelp.baseUrl, businessId: id }),
    ),
  ]);
  return { google, yelp };
}

async function loadSection(
  { db, log, provider, now = new Date() }: LoadExternalRatingsOptions,
  source: ExternalSource,
  externalId: string | null,
  apiKey: string | undefined,
  fetchFigures: (id: string, key: string) => Promise<ExternalFigures>,
): Promise<ExternalSection> {
  if (!apiKey || !externalId) return notConnected;
  const [cached] = await db
    .select()
    .from(externalRatings)
    .where(and(eq(externalRatings.providerId, provider.id), eq(externalRatings.source, source)));
  const usable = cached && cached.externalId === externalId ? cached : undefined;
  if (usable && now.getTime() - usable.fetchedAt.getTime() < EXTERNAL_CACHE_MS) return fromRow(usable);

  let figures: ExternalFigures;
  try {
    // Outside any transaction: PGlite has one connection, and this is network I/O.
    figures = await fetchFigures(externalId, apiKey);
  } catch (error) {
    log.warn({ err: error, source, providerId: provider.id }, 'external ratings unavailable');
    if (usable) return fromRow(usable);
    return { business: { ...notConnected.business, status: 'unavailable' }, reviews: [] };
  }
  const values = {
    providerId: provider.id,
    source,
    externalId,
    rating: figures.rating,
    reviewCount: figures.reviewCount,
    reviews: figures.reviews,
    fetchedAt: now,
  };
  const [row] = await db
    .insert(externalRatings)
    .values(values)
    .onConflictDoUpdate({ target: [externalRatings.providerId, externalRatings.source], set: values })
    .returning();
  return fromRow(row);
}

function fromRow(row: typeof externalRatings.$inferSelect): ExternalSection {
  return {
    business: {
      status: 'connected',
      // `real` keeps 4.7 as 4.699999…: the sources give one decimal.
      rating: row.rating === null ? null : roundRating(row.rating),
      review_count: row.reviewCount,
      fetched_at: row.fetchedAt.toISOString(),
    },
    reviews: row.reviews as TExternalReview[],
  };
}
