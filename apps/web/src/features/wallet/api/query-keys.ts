/** Every query key of the wallet feature, from one factory. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  history: (page: number) => [...walletKeys.all, 'history', page] as const,
  plans: () => [...walletKeys.all, 'plans'] as const,
};
