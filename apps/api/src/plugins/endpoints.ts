import type { Multipart } from '@fastify/multipart';
import {
  type EndpointDefinition,
  type EndpointParsed,
  type EndpointReturn,
  isJsonOrMultipart,
  type JsonOrMultipart,
  MULTIPART,
} from '@homebid/contracts/endpoint';
import { ZErrorEnvelope } from '@homebid/contracts/envelope';
import { uploadMessages } from '@homebid/contracts/files';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { AppError } from '../lib/errors';
import type { Principal } from '../modules/sessions';
import { guardMultipartParts } from './multipart-parts';
import { requirePrincipal } from './session';

/** What a handler gets: the validated input and, on signed-in calls, the principal. */
export type EndpointContext<D extends EndpointDefinition> = EndpointParsed<D> & {
  principal: D['auth'] extends 'public' ? null : Principal;
  /** A multipart body's parts (read them here, never with request.parts(): this reader answers a malformed body with a 400). */
  parts: D['body'] extends typeof MULTIPART
    ? AsyncIterable<Multipart>
    : D['body'] extends JsonOrMultipart
      ? AsyncIterable<Multipart> | undefined
      : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A handler answers the success body, or the reply when it sent the answer itself (a 304 without a
 * body, a body serialized once and kept in memory).
 */
export type EndpointHandler<D extends EndpointDefinition> = (
  context: EndpointContext<D>,
) => Promise<EndpointReturn<D> | FastifyReply> | EndpointReturn<D> | FastifyReply;

/** Server-side policy that is no part of the contract (per-route rate limits). */
export type EndpointOptions = Omit<FastifyContextConfig, 'auth'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the route of one contract definition (packages/contracts/src/endpoints). */
    endpoint<D extends EndpointDefinition>(definition: D, handler: EndpointHandler<D>, options?: EndpointOptions): void;
  }
}

/** Failures every call may answer, with the envelope; a definition may name more. */
function failureAnswers(definition: EndpointDefinition) {
  const statuses = [400, 404, 422, 429, 500];
  if (definition.auth !== 'public') statuses.push(401, 403);
  if (definition.body === MULTIPART || isJsonOrMultipart(definition.body)) statuses.push(413, 415);
  return Object.fromEntries(statuses.map((status) => [status, ZErrorEnvelope]));
}

/**
 * What OpenAPI shows of a multipart-only body: its parts are read by the handler, so any fields and
 * files (the summary names them). Documented, never enforced: a multipart body passes skipMissingBody.
 */
const ZMultipartForm = z
  .object({})
  .catchall(z.unknown())
  .meta({ description: 'multipart/form-data: text fields and files, read part by part' });

/** Zod validation, except that a request without a parsed body (multipart) passes the body schema. */
const skipMissingBody = ((route: Parameters<typeof validatorCompiler>[0]) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data: unknown) => (data == null ? { value: undefined } : validate(data));
}) as FastifySchemaCompiler<unknown>;

/**
 * A signed-in call's rate limit counts per user, once the session is known: many people share one
 * address (an office, a phone carrier's NAT, a proxy), and a call refused for its session (401, 403)
 * never counts. The session plugin's preHandler runs before a route's own preHandlers.
 */
function limitPerUser(options: EndpointOptions): EndpointOptions {
  if (!options.rateLimit) return options;
  return {
    ...options,
    rateLimit: {
      hook: 'preHandler',
      keyGenerator: (request) => `user:${requirePrincipal(request).userId}`,
      ...options.rateLimit,
    },
  };
}

/**
 * `app.endpoint(definition, handler)`: one contract definition becomes one Fastify route with its
 * validation, serialisation, auth kind and OpenAPI entry.
 */
export default fp(
  async (app) => {
    app.decorate('endpoint', function register<
      D extends EndpointDefinition,
    >(this: FastifyInstance, definition: D, handler: EndpointHandler<D>, options: EndpointOptions = {}) {
      const { method, path, auth, tag, summary, params, query, body, answers } = definition;
      const isMultipartOnly = body === MULTIPART;
      const eitherBody = isJsonOrMultipart(body) ? body : undefined;
      const jsonBody: ZodType | undefined = eitherBody
        ? eitherBody.json
        : body === MULTIPART
          ? ZMultipartForm
          : (body as ZodType);
      this.route({
        method,
        url: path,
        config: { ...(auth === 'public' ? options : limitPerUser(options)), auth },
        // A JSON-or-multipart call validates its JSON body; a multipart body (no parsed body) is read by the handler.
        ...(eitherBody || isMultipartOnly ? { validatorCompiler: skipMissingBody } : {}),
        schema: {
          tags: [tag],
          summary,
          ...(params ? { params } : {}),
          ...(query ? { querystring: query } : {}),
          ...(jsonBody ? { body: jsonBody } : {}),
          ...(isMultipartOnly ? { consumes: ['multipart/form-data'] } : {}),
          ...(eitherBody ? { consumes: ['application/json', 'multipart/form-data'] } : {}),
          ...(auth === 'public' ? {} : { security: [{ accessToken: [], client: [], uid: [] }] }),
          // Who may call (CONTRACT §4): 'public', 'user', 'provider' or 'customer', for clients and the tests' walk.
          'x-auth': auth,
          response: { ...failureAnswers(definition), ...answers },
        },
        handler: async (request, reply) => {
          const isMultipartBody = (isMultipartOnly || eitherBody !== undefined) && request.isMultipart();
          if (isMultipartOnly && !isMultipartBody)
            throw new AppError('unsupported_media_type', uploadMessages.notMultipart);
          if (eitherBody && !isMultipartBody && request.body == null)
            throw new AppError('unsupported_media_type', uploadMessages.notJsonOrMultipart);
          const multipart = isMultipartBody ? guardMultipartParts(request) : undefined;
          try {
            return await handler({
              params: request.params,
              query: request.query,
              body: isMultipartBody || isMultipartOnly ? undefined : request.body,
              parts: multipart?.parts,
              principal: request.principal,
              request,
              reply,
            } as EndpointContext<D>);
          } catch (error) {
            throw multipart ? multipart.answerFor(error) : error;
          }
        },
      });
    });
  },
  { name: 'endpoints' },
);
