/** Every query key of the subscriptions feature, from one factory. */
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionsKeys.all, 'plans'] as const,
  currentPackage: () => [...subscriptionsKeys.all, 'current-package'] as const,
};
