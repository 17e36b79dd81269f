/** Every query key of the cards feature, from one factory. */
export const cardsKeys = {
  all: ['cards'] as const,
  list: () => [...cardsKeys.all, 'list'] as const,
  paymentsConfig: () => [...cardsKeys.all, 'payments-config'] as const,
};
