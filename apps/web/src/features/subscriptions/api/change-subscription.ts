import type {
  TCancelSubscriptionRequest,
  TResumeSubscriptionRequest,
  TSubscriptionChange,
  TUpgradeRequest,
} from '@homebid/contracts/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { currentPackageQueryOptions } from './get-current-package';
import { syncProStatus } from './sync-session';

export interface PaidChangeInput {
  body: TUpgradeRequest;
  /** One key per attempt: a retry never charges twice. */
  idempotencyKey: string;
}

/** POST /v2/providers/upgrade_to_pro: the first subscription (charges the saved card). */
export async function upgradeToPro({ body, idempotencyKey }: PaidChangeInput) {
  return (await apiCall(endpoints.upgradeToPro, { body, headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

/** POST /v2/providers/upgrade_package: another plan or billing cycle. */
export async function upgradePackage({ body, idempotencyKey }: PaidChangeInput) {
  return (await apiCall(endpoints.upgradePackage, { body, headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

/** POST /v2/providers/cancel_subscription: paid features stay until the end date. */
export async function cancelSubscription(body: TCancelSubscriptionRequest) {
  return (await apiCall(endpoints.cancelSubscription, { body })).data;
}

/** POST /v2/providers/resume_subscription. */
export async function resumeSubscription(body: TResumeSubscriptionRequest) {
  return (await apiCall(endpoints.resumeSubscription, { body })).data;
}

/** Every change answers the package after it: keep it, the Pro status and the id, then refetch. */
function useSubscriptionMutation<I>(mutationFn: (input: I) => Promise<TSubscriptionChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (change) => {
      syncProStatus(change.is_pro_provider, change.subscription?.id);
      const { queryKey } = currentPackageQueryOptions();
      queryClient.setQueryData(queryKey, change);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useUpgradeToPro = () => useSubscriptionMutation(upgradeToPro);
export const useUpgradePackage = () => useSubscriptionMutation(upgradePackage);
export const useCancelSubscription = () => useSubscriptionMutation(cancelSubscription);
export const useResumeSubscription = () => useSubscriptionMutation(resumeSubscription);
