/** Every query key of the reviews feature, from one factory. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  /** The signed-in provider's review page (GET /api/customer_provider_reviewes). */
  list: () => [...reviewsKeys.all, 'list'] as const,
  generatedLink: (providerId: number) => [...reviewsKeys.all, 'generated-link', providerId] as const,
  linkCard: (secureNumber: string) => [...reviewsKeys.all, 'link', secureNumber] as const,
  portfolio: (providerId: number) => [...reviewsKeys.all, 'portfolio', providerId] as const,
};
