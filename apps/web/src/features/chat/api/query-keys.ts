/** Every query key of the chat feature, from one factory. */
export const chatKeys = {
  all: ['chat'] as const,
  conversation: (projectId: number, providerId: number) =>
    [...chatKeys.all, 'conversation', projectId, providerId] as const,
  quickReplies: () => [...chatKeys.all, 'quick-replies'] as const,
};
