import type { TExternalReview } from '@homebid/contracts/reviews';

/** What a Google or Yelp adapter answers about one business. */
export interface ExternalFigures {
  rating: number | null;
  reviewCount: number | null;
  reviews: TExternalReview[];
}

/** Each outside call gives up after this long; the review page then falls back to the cache. */
export const EXTERNAL_TIMEOUT_MS = 5000;

/** A refused or unreadable answer from Google or Yelp (the message never reaches a client). */
export class ExternalServiceError extends Error {
  constructor(source: string, detail: string) {
    super(`${source}: ${detail}`);
    this.name = 'ExternalServiceError';
  }
}

/** GETs a JSON document, refusing non-2xx answers and bodies that are not JSON. */
export async function getJson(source: string, url: string, headers: Record<string, string>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ExternalServiceError(source, (error as Error).message);
  }
  if (!response.ok) throw new ExternalServiceError(source, `HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ExternalServiceError(source, 'the answer is not JSON');
  }
}
