/** Every query key of the saved-searches feature, from one factory. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
  services: () => [...savedSearchKeys.all, 'services'] as const,
};
