import { useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { usePlanLive } from '@/features/subscriptions/api/use-plan-live';

/**
 * Keeps every signed-in device's plan current: a change made on another device (upgrade, cancel,
 * resume) reaches the header's badge, the Pro+ pages and the profile without signing in again.
 */
export default function PlanLive() {
  const queryClient = useQueryClient();
  usePlanLive(() => void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }));
  return null;
}
