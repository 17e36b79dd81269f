import { BILLING_ID_PATTERN } from '@homebid/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { billingKeys } from './query-keys';

/** GET /api/billing/{id}: one charge or refund of the provider and the receipt's details. */
export const billingReceiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billingKeys.receipt(id),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getBillingReceipt, { params: { id }, signal })).data,
  });

export function useBillingReceipt(id: string) {
  return useQuery({ ...billingReceiptQueryOptions(id), enabled: BILLING_ID_PATTERN.test(id) });
}
