/** Every query key of the leads feature, from one factory. */
export const leadsKeys = {
  all: ['leads'] as const,
  purchased: () => [...leadsKeys.all, 'purchased'] as const,
  paymentDetails: (projectId: number) => [...leadsKeys.all, 'payment-details', projectId] as const,
  balance: () => [...leadsKeys.all, 'wallet-balance'] as const,
};
