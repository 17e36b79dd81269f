/** Every query key of the spend-control feature, from one factory. */
export const spendControlKeys = {
  all: ['spend-control'] as const,
  controls: () => [...spendControlKeys.all, 'controls'] as const,
  returnOnSpend: () => [...spendControlKeys.all, 'return-on-spend'] as const,
};
