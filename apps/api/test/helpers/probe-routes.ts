import { authTokens } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { requirePrincipal } from '../../src/plugins/session';
import type { App } from './build-test-app';

export const PROBE = {
  anyUser: '/api/test/whoami',
  providerOnly: '/api/test/provider-only',
  customerOnly: '/api/test/customer-only',
} as const;

/**
 * Tiny routes guarded by each `config.auth` value, answering who the session belongs to.
 * Pass as `buildTestApp({ configure: registerProbeRoutes })`: they must be added before ready().
 */
export function registerProbeRoutes(app: App) {
  return app.register(async (scope) => {
    // The device's client is read back from the principal's token row: each device is its own session.
    const who = async (request: Parameters<typeof requirePrincipal>[0]) => {
      const principal = requirePrincipal(request);
      const [token] = await app.db
        .select({ client: authTokens.client })
        .from(authTokens)
        .where(eq(authTokens.id, principal.tokenId));
      return { user_id: principal.userId, user_type: principal.userType, client: token.client };
    };
    scope.get(PROBE.anyUser, { config: { auth: 'user' }, schema: { hide: true } }, async (request) => who(request));
    scope.get(PROBE.providerOnly, { config: { auth: 'provider' }, schema: { hide: true } }, async (request) =>
      who(request),
    );
    scope.get(PROBE.customerOnly, { config: { auth: 'customer' }, schema: { hide: true } }, async (request) =>
      who(request),
    );
  });
}
