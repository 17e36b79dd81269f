import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES } from '@homebid/contracts/files';
import type { DatabaseHandle } from '@homebid/db/client';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import jobsPlugin from './jobs/jobs-plugin';
import { type Config, servesClients } from './lib/config';
import { checkRedis, createRedis } from './lib/redis';
import { accountsRoutes } from './modules/accounts';
import { authRoutes } from './modules/auth';
import { billingRoutes } from './modules/billing';
import { certificatesRoutes } from './modules/certificates';
import { chatRoutes } from './modules/chat';
import { contentRoutes } from './modules/content';
import { customerProjectsRoutes } from './modules/customer-projects';
import { fileAccessPlugin, filesRoutes } from './modules/files';
import { healthRoutes } from './modules/health';
import { leadPaymentsRoutes, leadsRoutes, loadLeadCard, refundsRoutes } from './modules/leads';
import { livePlugin } from './modules/live';
import { notificationsPlugin, notificationsRoutes } from './modules/notifications';
import { paymentsPlugin, paymentsRoutes } from './modules/payments';
import { performanceRoutes } from './modules/performance';
import { profileRoutes } from './modules/profile';
import { profileImageRoutes } from './modules/profile-image';
import { projectsRoutes } from './modules/projects';
import { prosRoutes } from './modules/pros';
import { referenceRoutes } from './modules/reference';
import { reviewsRoutes } from './modules/reviews';
import { savedSearchesRoutes } from './modules/saved-searches';
import { spendControlRoutes } from './modules/spend-control';
import { subscriptionsRoutes } from './modules/subscriptions';
import { walletRoutes } from './modules/wallet';
import { registerWebApp } from './modules/web';
import { worksRoutes } from './modules/works';
import addressLimitsPlugin from './plugins/address-limits';
import configPlugin from './plugins/config';
import databasePlugin from './plugins/database';
import endpointsPlugin from './plugins/endpoints';
import errorHandler, { answerFrameworkError } from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import messagingPlugin from './plugins/messaging';
import metricsPlugin from './plugins/metrics';
import securityHeaders from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import storagePlugin from './plugins/storage';

export interface BuildAppOptions {
  config: Config;
  /** An open database to use instead of the configured one (tests). */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app lives; defaults to apps/web/dist. */
  webDist?: string;
}

export const BODY_LIMIT = 1024 * 1024;

const GOOGLE_IDENTITY = 'https://accounts.google.com';

/**
 * Our own origin; images also over https (Google and Yelp reviewers' avatars); Google Identity
 * Services only when Google sign-in is configured; Stripe.js only when Stripe is the processor.
 */
function cspDirectives(config: Config) {
  const google = config.google.clientId ? [GOOGLE_IDENTITY] : [];
  // Stripe.js and its Elements frames (Stripe's CSP guidance), only when Stripe takes the cards.
  const isStripe = Boolean(config.stripe.secretKey);
  const stripeScripts = isStripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = isStripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = isStripe ? ['https://api.stripe.com'] : [];
  return {
    upgradeInsecureRequests: null,
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    scriptSrc: ["'self'", ...google, ...stripeScripts],
    connectSrc: ["'self'", ...google, ...stripeApi],
    frameSrc: ["'self'", ...google, ...stripeFrames],
  };
}

/** One log line per request, written when it is answered, instead of Fastify's two (arrival and answer). */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp({ config, database, logger, webDist }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers["access-token"]', 'req.headers.authorization'],
      // Query strings can carry personal data (a mobile number, a confirmation token): log the path only.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split('?')[0],
        }),
      },
    },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    // Start-up migrates and seeds reference data inside plugins: on a busy machine that can outlast
    // Fastify's default 10 s per plugin.
    pluginTimeout: 120_000,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // external plugins
  await app.register(configPlugin, { config });
  await app.register(errorHandler);
  await app.register(inputGuard);
  // Before every route, so its hook counts them all; after the error handler and the input guard, which /metrics has too.
  await app.register(metricsPlugin);
  await app.register(securityHeaders, { contentSecurityPolicy: { directives: cspDirectives(config) } });
  // Text answers of 1 KB and more go out brotli- or gzip-compressed (the web build's files are precompressed).
  await app.register(compress, {
    threshold: 1024,
    globalDecompression: false,
    customTypes: /^text\/(?!event-stream)|[+/](json|xml)(;|$)|javascript|svg/,
  });
  // Counters in Redis make the limits hold across every API process. Checked here, so an unreachable
  // Redis, a wrong password or an untrusted certificate stops the start with the reason.
  const rateLimitRedis = config.redisUrl
    ? createRedis(config, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (rateLimitRedis) {
    await checkRedis(rateLimitRedis, config);
    app.addHook('onClose', async () => void (await rateLimitRedis.quit()));
  }
  await app.register(rateLimit, { global: false, redis: rateLimitRedis, nameSpace: 'homebid-rate-limit:' });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'HomeBid API', version: '1.0.0', description: 'The HomeBid provider portal API (CONTRACT.md).' },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
          client: { type: 'apiKey', in: 'header', name: 'client' },
          uid: { type: 'apiKey', in: 'header', name: 'uid' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Spec §9: uploads up to 10 MB each; a bigger file answers 413 (modules/files/store-upload.ts).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 50, parts: 100 } });
  if (servesClients(config)) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // application plugins
  await app.register(databasePlugin, { handle: database });
  await app.register(sessionPlugin);
  await app.register(endpointsPlugin);
  await app.register(messagingPlugin);
  await app.register(addressLimitsPlugin);
  await app.register(storagePlugin);
  await app.register(paymentsPlugin);
  await app.register(jobsPlugin);
  await app.register(fileAccessPlugin);
  await app.register(livePlugin);
  await app.register(notificationsPlugin);

  // routes
  if (!servesClients(config)) {
    // A worker (PROCESS_ROLE=worker) runs the jobs and the notification delivery; of HTTP it answers
    // only the health check, for the orchestrator, and /metrics (plugins/metrics.ts). The clients
    // talk to the web processes.
    await app.register(healthRoutes, { prefix: '/api' });
    return app;
  }
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountsRoutes);
      await api.register(referenceRoutes);
      await api.register(contentRoutes);
      await api.register(worksRoutes);
      await api.register(profileImageRoutes);
      await api.register(profileRoutes);
      await api.register(certificatesRoutes);
      await api.register(reviewsRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(prosRoutes);
      await api.register(customerProjectsRoutes);
      await api.register(projectsRoutes, { loadLeadCard });
      await api.register(chatRoutes);
      await api.register(paymentsRoutes);
      await api.register(walletRoutes);
      await api.register(leadsRoutes);
      await api.register(refundsRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(leadPaymentsRoutes);
      await api.register(spendControlRoutes);
      await api.register(performanceRoutes);
      await api.register(notificationsRoutes);
      await api.register(billingRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(filesRoutes);
  await registerWebApp(app, webDist);
  return app;
}
