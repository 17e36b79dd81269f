import { USER_TYPE } from '@homebid/contracts/common';
import { apiMessages } from '@homebid/contracts/messages';
import type { users } from '@homebid/db/schema';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/errors';
import { findSessionUser } from '../modules/auth/session-tokens';

export type AuthRequirement = 'provider' | 'customer' | 'user';

export interface RequestSession {
  tokenId: number;
  client: string;
  user: typeof users.$inferSelect;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; absent means public. */
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

/** The signed-in session of a route declared with `config.auth`. */
export function requireSession(request: FastifyRequest): RequestSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** CONTRACT §4: devise_token_auth headers; 401 for a missing or bad session, 403 for the wrong role. */
export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.addHook('preHandler', async (request) => {
      const requirement = request.routeOptions.config?.auth;
      if (!requirement) return;
      const accessToken = header(request, 'access-token');
      const client = header(request, 'client');
      const uid = header(request, 'uid');
      if (!accessToken || !client || !uid) throw unauthenticated();
      const session = await findSessionUser(app.db, { accessToken, client, uid });
      if (!session) throw unauthenticated();
      if (requirement === 'provider' && session.user.userType !== USER_TYPE.provider) {
        throw forbidden(apiMessages.wrongPortalProvider);
      }
      if (requirement === 'customer' && session.user.userType !== USER_TYPE.customer) {
        throw forbidden(apiMessages.wrongPortalCustomer);
      }
      request.session = session;
    });
  },
  { name: 'session', dependencies: ['database'] },
);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const single = Array.isArray(value) ? value[0] : value;
  return single && single.length <= 512 ? single : undefined;
}
