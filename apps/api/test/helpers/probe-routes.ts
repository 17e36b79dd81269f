import { requireSession } from '../../src/plugins/session';
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
    const who = (request: Parameters<typeof requireSession>[0]) => {
      const session = requireSession(request);
      return { user_id: session.user.id, user_type: session.user.userType, client: session.client };
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
