import type { TFaq, TFaqList } from '@homebid/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/faqs: the questions shown on the Support and FAQ pages. */
export async function getFaqs(signal?: AbortSignal): Promise<TFaq[]> {
  const body = await apiGet<{ data: TFaqList }>('/faqs', { signal });
  return body.data.faqs;
}

export function faqsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'faqs'],
    queryFn: ({ signal }) => getFaqs(signal),
    // Static text: fetch once per visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
