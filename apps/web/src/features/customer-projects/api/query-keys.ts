/** Every query key of the customer-projects feature, from one factory. */
export const customerProjectsKeys = {
  all: ['customer-projects'] as const,
  list: () => [...customerProjectsKeys.all, 'list'] as const,
  detail: (projectId: number) => [...customerProjectsKeys.all, 'detail', projectId] as const,
};
