import { z } from 'zod';
import { type ExternalFigures, ExternalServiceError, getJson } from './external-figures';

export interface YelpOptions {
  apiKey: string;
  /** https://api.yelp.com/v3 unless YELP_API_URL says otherwise. */
  baseUrl: string;
  businessId: string;
}

// Yelp Fusion: GET /businesses/{id} and GET /businesses/{id}/reviews.
const ZBusiness = z.object({ rating: z.number().optional(), review_count: z.number().int().optional() });
const ZReviews = z.object({
  reviews: z.array(
    z.object({
      rating: z.number().optional(),
      text: z.string().optional(),
      time_created: z.string().optional(),
      user: z.object({ name: z.string().optional(), image_url: z.string().nullable().optional() }).optional(),
    }),
  ),
});

/** Yelp gives review times as 'YYYY-MM-DD HH:mm:ss' in Pacific time. */
function yelpTime(value: string | undefined): string | null {
  if (!value) return null;
  const time = new Date(`${value.replace(' ', 'T')}-08:00`);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** The rating, review count and latest reviews of a Yelp business (its id or alias). */
export async function fetchYelpBusiness({ apiKey, baseUrl, businessId }: YelpOptions): Promise<ExternalFigures> {
  const headers = { authorization: `Bearer ${apiKey}` };
  const base = `${baseUrl}/businesses/${encodeURIComponent(businessId)}`;
  const business = ZBusiness.safeParse(await getJson('Yelp', base, headers));
  if (!business.success) throw new ExternalServiceError('Yelp', 'unexpected business answer');
  const reviews = ZReviews.safeParse(await getJson('Yelp', `${base}/reviews?limit=20&sort_by=newest`, headers));
  if (!reviews.success) throw new ExternalServiceError('Yelp', 'unexpected reviews answer');
  return {
    rating: business.data.rating ?? null,
    reviewCount: business.data.review_count ?? 0,
    reviews: reviews.data.reviews.map((review) => ({
      name: review.user?.name ?? 'Yelp user',
      rating: review.rating ?? 0,
      text: review.text ?? '',
      image_url: review.user?.image_url ?? null,
      created_at: yelpTime(review.time_created),
    })),
  };
}
