import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExternalServiceError } from '../../../src/modules/reviews/external-figures';
import { fetchGooglePlace } from '../../../src/modules/reviews/google-places';
import { fetchYelpBusiness } from '../../../src/modules/reviews/yelp';
import { FakeReviewSites } from './fake-review-sites';

describe('Google Places and Yelp adapters against a local server', () => {
  let sites: FakeReviewSites;
  beforeAll(async () => {
    sites = await new FakeReviewSites().start();
  });
  afterAll(() => sites?.close());

  it('reads rating, count and reviews from Place Details with the key and field mask', async () => {
    sites.requests.length = 0;
    const figures = await fetchGooglePlace({
      apiKey: 'google-test-key',
      baseUrl: sites.googleUrl,
      placeId: 'ChIJ pat/1',
    });
    expect(figures).toEqual({
      rating: 4.7,
      reviewCount: 128,
      reviews: [
        {
          name: 'Gina Google',
          rating: 5,
          text: 'Fixed our roof in a day.',
          image_url: 'https://lh3.example/gina.png',
          created_at: '2026-10-01T12:00:00Z',
        },
      ],
    });
    expect(sites.requests).toHaveLength(1);
    expect(sites.requests[0].path).toBe('/google/v1/places/ChIJ%20pat%2F1');
    expect(sites.requests[0].headers['x-goog-fieldmask']).toBe('rating,userRatingCount,reviews');
  });

  it('reads the business and its reviews from Yelp Fusion with the bearer key', async () => {
    sites.requests.length = 0;
    const figures = await fetchYelpBusiness({
      apiKey: 'yelp-test-key',
      baseUrl: sites.yelpUrl,
      businessId: 'pat-roofing-new-york',
    });
    expect(figures).toEqual({
      rating: 4.5,
      reviewCount: 37,
      reviews: [
        {
          name: 'Yuri Y.',
          rating: 4,
          text: 'Good work, fair price.',
          image_url: 'https://s3-media.example/yuri.jpg',
          // Yelp's Pacific time, in UTC.
          created_at: '2026-09-15T18:30:00.000Z',
        },
      ],
    });
    expect(sites.requests.map((r) => r.path)).toEqual([
      '/yelp/v3/businesses/pat-roofing-new-york',
      '/yelp/v3/businesses/pat-roofing-new-york/reviews?limit=20&sort_by=newest',
    ]);
  });

  it('throws an ExternalServiceError for a refused key, a failing server and an unreachable host', async () => {
    await expect(fetchGooglePlace({ apiKey: 'wrong', baseUrl: sites.googleUrl, placeId: 'x' })).rejects.toThrow(
      ExternalServiceError,
    );
    await expect(fetchYelpBusiness({ apiKey: 'wrong', baseUrl: sites.yelpUrl, businessId: 'x' })).rejects.toThrow(
      ExternalServiceError,
    );
    sites.failing = true;
    try {
      await expect(
        fetchGooglePlace({ apiKey: 'google-test-key', baseUrl: sites.googleUrl, placeId: 'x' }),
      ).rejects.toThrow(/HTTP 500/);
    } finally {
      sites.failing = false;
    }
    await expect(
      fetchYelpBusiness({ apiKey: 'yelp-test-key', baseUrl: 'http://127.0.0.1:9/yelp/v3', businessId: 'x' }),
    ).rejects.toThrow(ExternalServiceError);
  });
});
