/** Every query key of the shared reference data (service catalogue, referrals, cities), from one factory. */
export const referenceKeys = {
  all: ['reference'] as const,
  serviceList: () => [...referenceKeys.all, 'service-list'] as const,
  referralList: () => [...referenceKeys.all, 'referral-list'] as const,
  locations: (search: string) => [...referenceKeys.all, 'locations', search] as const,
};
