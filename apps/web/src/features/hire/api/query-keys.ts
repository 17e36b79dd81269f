/** Every query key of the posting flow, from one factory. */
export const hireKeys = {
  all: ['hire'] as const,
  questions: (subTypeId: number) => [...hireKeys.all, 'questions', subTypeId] as const,
};
