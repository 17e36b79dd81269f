import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { profileKeys } from './query-keys';

/** GET /api/v2/providers/certificates: the signed-in provider's certificates and their review. */
export async function listCertificates(signal?: AbortSignal) {
  return (await apiCall(endpoints.listCertificates, { signal })).data.certificates;
}

export const certificatesQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.certificates(), queryFn: ({ signal }) => listCertificates(signal) });

export function useCertificates() {
  return useQuery(certificatesQueryOptions());
}
