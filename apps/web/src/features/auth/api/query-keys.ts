/** Every query key of the auth feature, from one factory. */
export const authKeys = {
  all: ['auth'] as const,
  /** The social sign-ins this server accepts (GET /api/auth/providers). */
  providers: () => [...authKeys.all, 'providers'] as const,
};
