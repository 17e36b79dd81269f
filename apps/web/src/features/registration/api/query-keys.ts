/** Every query key of the registration feature, from one factory. */
export const registrationKeys = {
  all: ['registration'] as const,
  businessDraft: () => [...registrationKeys.all, 'business-draft'] as const,
};
