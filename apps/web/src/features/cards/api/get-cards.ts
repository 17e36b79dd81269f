import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { cardsKeys } from './query-keys';

/** GET /providers/wallet_get_provider_card_details: data.stripe_card_details, the saved cards. */
export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: cardsKeys.list(),
    queryFn: async ({ signal }) => (await apiCall(endpoints.getWalletCards, { signal })).data.stripe_card_details,
  });

export function useCards() {
  return useQuery(cardsQueryOptions());
}
