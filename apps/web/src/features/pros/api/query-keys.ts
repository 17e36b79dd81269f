/** Every query key of the pros feature, from one factory. */
export const prosKeys = {
  all: ['pros'] as const,
  /** A pro's public profile (GET /api/v2/pros/:providerId). */
  profile: (providerId: number) => [...prosKeys.all, 'profile', providerId] as const,
};
