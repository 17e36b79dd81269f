import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { registrationKeys } from './query-keys';

/** GET /v1/providers/signup/business-draft (signed in): step 3 as kept on the server, or null. */
export const businessDraftQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.businessDraft(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getBusinessDraft, { signal })).data.business,
    // Typed on another device a minute ago: always asked afresh when step 3 opens.
    staleTime: 0,
    retry: false,
  });

export function useBusinessDraft({ enabled }: { enabled: boolean }) {
  return useQuery({ ...businessDraftQueryOptions(), enabled });
}
