import { z } from 'zod';
import { type ExternalFigures, ExternalServiceError, getJson } from './external-figures';

export interface GooglePlacesOptions {
  apiKey: string;
  /** https://places.googleapis.com/v1 unless GOOGLE_PLACES_API_URL says otherwise. */
  baseUrl: string;
  placeId: string;
}

// Places API (New) 'Place Details' with the field mask rating,userRatingCount,reviews.
const ZPlaceDetails = z.object({
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  reviews: z
    .array(
      z.object({
        rating: z.number().optional(),
        text: z.object({ text: z.string() }).optional(),
        originalText: z.object({ text: z.string() }).optional(),
        authorAttribution: z.object({ displayName: z.string().optional(), photoUri: z.string().optional() }).optional(),
        publishTime: z.string().optional(),
      }),
    )
    .optional(),
});

/** The rating, review count and latest reviews of a Google business (its Place ID). */
export async function fetchGooglePlace({ apiKey, baseUrl, placeId }: GooglePlacesOptions): Promise<ExternalFigures> {
  const body = await getJson('Google Places', `${baseUrl}/places/${encodeURIComponent(placeId)}`, {
    'X-Goog-Api-Key': apiKey,
    'X-Goog-FieldMask': 'rating,userRatingCount,reviews',
  });
  const parsed = ZPlaceDetails.safeParse(body);
  if (!parsed.success) throw new ExternalServiceError('Google Places', 'unexpected answer');
  const place = parsed.data;
  return {
    rating: place.rating ?? null,
    reviewCount: place.userRatingCount ?? 0,
    reviews: (place.reviews ?? []).map((review) => ({
      name: review.authorAttribution?.displayName ?? 'Google user',
      rating: review.rating ?? 0,
      text: review.text?.text ?? review.originalText?.text ?? '',
      image_url: review.authorAttribution?.photoUri ?? null,
      created_at: review.publishTime ?? null,
    })),
  };
}
