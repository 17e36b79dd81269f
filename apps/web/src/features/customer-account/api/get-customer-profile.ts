import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/profile.gen';
import { customerAccountKeys } from './query-keys';

/** GET /api/v2/customers/profile, the signed-in customer's own account details. */
export async function getCustomerProfile(signal?: AbortSignal) {
  return (await apiCall(endpoints.getCustomerProfile, { signal })).data.customer;
}

export const customerProfileQueryOptions = () =>
  queryOptions({ queryKey: customerAccountKeys.own(), queryFn: ({ signal }) => getCustomerProfile(signal) });

export function useCustomerProfile() {
  return useQuery(customerProfileQueryOptions());
}
