/** Every query key of the notifications feature, from one factory. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (offset: number) => [...notificationKeys.lists(), offset] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
  preview: () => [...notificationKeys.all, 'preview'] as const,
  globalSettings: () => [...notificationKeys.all, 'settings', 'global'] as const,
  typeSettings: () => [...notificationKeys.all, 'settings', 'types'] as const,
  vapidKey: () => [...notificationKeys.all, 'vapid-key'] as const,
  emailUnsubscribe: (token: string) => [...notificationKeys.all, 'email-unsubscribe', token] as const,
};
