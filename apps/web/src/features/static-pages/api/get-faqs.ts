import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { staticPagesKeys } from './query-keys';

/** GET /api/faqs: the questions shown on the Support and FAQ pages. */
export async function getFaqs(signal?: AbortSignal) {
  return (await apiCall(endpoints.listFaqs, { signal })).data.faqs;
}

export function faqsQueryOptions() {
  return queryOptions({
    queryKey: staticPagesKeys.faqs(),
    queryFn: ({ signal }) => getFaqs(signal),
    // Static text: fetch once per visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
