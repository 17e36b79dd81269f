/** Every query key of the customer-account feature, from one factory. */
export const customerAccountKeys = {
  all: ['customer-account'] as const,
  /** The signed-in customer's own details (GET /api/v2/customers/profile). */
  own: () => [...customerAccountKeys.all, 'own'] as const,
};
