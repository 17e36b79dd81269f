import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

/** Answers of the fake Google Places (New) and Yelp Fusion APIs, keyed by place / business id. */
export const GOOGLE_PLACE = {
  rating: 4.7,
  userRatingCount: 128,
  reviews: [
    {
      name: 'places/abc/reviews/1',
      rating: 5,
      text: { text: 'Fixed our roof in a day.', languageCode: 'en' },
      originalText: { text: 'Fixed our roof in a day.', languageCode: 'en' },
      authorAttribution: {
        displayName: 'Gina Google',
        uri: 'https://maps.google.com/x',
        photoUri: 'https://lh3.example/gina.png',
      },
      publishTime: '2026-10-01T12:00:00Z',
    },
  ],
};

export const YELP_BUSINESS = { id: 'pat-roofing-new-york', name: 'Pat Roofing', rating: 4.5, review_count: 37 };
export const YELP_REVIEWS = {
  total: 37,
  reviews: [
    {
      id: 'r1',
      rating: 4,
      text: 'Good work, fair price.',
      time_created: '2026-09-15 10:30:00',
      user: { id: 'u1', name: 'Yuri Y.', image_url: 'https://s3-media.example/yuri.jpg' },
    },
  ],
};

/**
 * A local HTTP server speaking the two protocols: GET /google/v1/places/{id} and
 * GET /yelp/v3/businesses/{id}[/reviews]. `failing` makes every answer a 500.
 */
export class FakeReviewSites {
  readonly requests: RecordedRequest[] = [];
  failing = false;
  private server: Server | undefined;
  private port = 0;

  async start() {
    this.server = createServer((request, response) => {
      const path = request.url ?? '';
      this.requests.push({ path, headers: request.headers });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (this.failing) return send(500, { error: 'boom' });
      if (path.startsWith('/google/v1/places/')) {
        if (request.headers['x-goog-api-key'] !== 'google-test-key') return send(403, { error: 'bad key' });
        return send(200, GOOGLE_PLACE);
      }
      if (path.startsWith('/yelp/v3/businesses/')) {
        if (request.headers.authorization !== 'Bearer yelp-test-key') return send(401, { error: 'bad key' });
        return send(200, path.includes('/reviews') ? YELP_REVIEWS : YELP_BUSINESS);
      }
      return send(404, { error: 'not found' });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get googleUrl() {
    return `http://127.0.0.1:${this.port}/google/v1`;
  }

  get yelpUrl() {
    return `http://127.0.0.1:${this.port}/yelp/v3`;
  }

  /** The environment of an app that talks to these fakes. */
  get env() {
    return {
      GOOGLE_PLACES_API_KEY: 'google-test-key',
      GOOGLE_PLACES_API_URL: this.googleUrl,
      YELP_API_KEY: 'yelp-test-key',
      YELP_API_URL: this.yelpUrl,
    };
  }

  close() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
