import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { DatabaseHandle } from '@homebid/db/client';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './lib/config';
import authRoutes from './modules/auth/routes';
import contentRoutes from './modules/content/routes';
import { seedDemoData } from './modules/demo/seed-demo-data';
import healthRoutes from './modules/health/routes';
import referenceRoutes from './modules/reference/routes';
import { registerWebApp } from './modules/web/routes';
import configPlugin from './plugins/config';
import databasePlugin from './plugins/database';
import errorHandler from './plugins/error-handler';
import sessionPlugin from './plugins/session';

export interface BuildAppOptions {
  config: Config;
  /** An open database to use instead of the configured one (tests). */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app lives; defaults to apps/web/dist. */
  webDist?: string;
}

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp({ config, database, logger, webDist }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers["access-token"]', 'req.headers.authorization'] },
    bodyLimit: BODY_LIMIT,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // external plugins
  await app.register(configPlugin, { config });
  await app.register(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null, imgSrc: ["'self'", 'data:', 'blob:'] } },
  });
  // Counters in Redis make the limits hold across every API process.
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => void (await rateLimitRedis.quit()));
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // application plugins
  await app.register(databasePlugin, { handle: database });
  await app.register(sessionPlugin);
  if (config.demo) await seedDemoData(app.db);

  // routes
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(referenceRoutes);
      await api.register(contentRoutes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, webDist);
  return app;
}
