/** Every query key of the billing feature, from one factory. */
export const billingKeys = {
  all: ['billing'] as const,
  page: (page: number) => [...billingKeys.all, 'page', page] as const,
  receipt: (id: string) => [...billingKeys.all, 'receipt', id] as const,
};
