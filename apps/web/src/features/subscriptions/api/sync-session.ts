import { getSession, updateSessionUser } from '@/lib/session';

/** Spec §3 'local storage keeps subscription_id'. */
export const SUBSCRIPTION_ID_KEY = 'homebid.subscription_id';

/**
 * Keeps this device's copy of the provider in step with the server's Pro status (the header's
 * PRO + badge and the Pro-only menu read it) and the subscription id in local storage.
 */
export function syncProStatus(isProProvider: boolean, subscriptionId: number | null | undefined) {
  const session = getSession();
  if (session && session.user.is_pro_provider !== isProProvider) {
    updateSessionUser({ ...session.user, is_pro_provider: isProProvider });
  }
  if (subscriptionId != null) localStorage.setItem(SUBSCRIPTION_ID_KEY, String(subscriptionId));
}

/** The subscription id kept locally, when there is one. */
export function storedSubscriptionId(): number | null {
  const value = Number(localStorage.getItem(SUBSCRIPTION_ID_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
