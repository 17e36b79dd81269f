import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer (Content-Security-Policy, Strict-Transport-Security,
 * X-Content-Type-Options, …). Helmet works its header values out when its middleware is made, so it is
 * made once here; @fastify/helmet made it again for every request, which cost about 6 % of a cached
 * answer's time.
 */
const securityHeaders: FastifyPluginAsync<HelmetOptions> = async (app, options) => {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
