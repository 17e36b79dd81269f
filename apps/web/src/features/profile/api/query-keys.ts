/** Every query key of the profile feature, from one factory. */
export const profileKeys = {
  all: ['profile'] as const,
  /** The signed-in provider's profile (GET /api/user_profile.json). */
  own: () => [...profileKeys.all, 'own'] as const,
  unselectedServices: () => [...profileKeys.all, 'unselected-services'] as const,
  /** The provider's licence and insurance certificates (GET /api/v2/providers/certificates). */
  certificates: () => [...profileKeys.all, 'certificates'] as const,
};
