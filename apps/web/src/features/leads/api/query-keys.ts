/** Every query key of the leads feature, from one factory. */
export const leadsKeys = {
  all: ['leads'] as const,
  /** All purchased leads lists without a status; one status's list with it. */
  purchased: (status?: string) =>
    status ? ([...leadsKeys.all, 'purchased', status] as const) : ([...leadsKeys.all, 'purchased'] as const),
  paymentDetails: (projectId: number) => [...leadsKeys.all, 'payment-details', projectId] as const,
  balance: () => [...leadsKeys.all, 'wallet-balance'] as const,
};
