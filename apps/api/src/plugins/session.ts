import { USER_TYPE } from '@homebid/contracts/common';
import type { AuthKind } from '@homebid/contracts/endpoint';
import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/errors';
import { findPrincipal, type Principal, readCredentials } from '../modules/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; absent or 'public' means anyone. */
    auth?: AuthKind;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The caller of a route declared with an auth kind other than 'public'. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

const ROLE = { provider: USER_TYPE.provider, customer: USER_TYPE.customer } as const;
const WRONG_ROLE = { provider: apiMessages.wrongPortalProvider, customer: apiMessages.wrongPortalCustomer } as const;

/**
 * CONTRACT §4: the principal is resolved once per request from the devise_token_auth headers;
 * 401 for a missing, wrong or expired session, 403 for the wrong role.
 */
export default fp(
  async (app) => {
    app.decorateRequest('principal', null);
    app.addHook('preHandler', async (request) => {
      const auth = request.routeOptions.config?.auth;
      if (!auth || auth === 'public') return;
      const credentials = readCredentials(request);
      const principal = credentials && (await findPrincipal(app.db, credentials));
      if (!principal) throw unauthenticated();
      if (auth !== 'user' && principal.userType !== ROLE[auth]) throw forbidden(WRONG_ROLE[auth]);
      request.principal = principal;
    });
  },
  { name: 'session', dependencies: ['database'] },
);
