import {
  type EndpointDefinition,
  type EndpointParsed,
  type EndpointReturn,
  MULTIPART,
} from '@homebid/contracts/endpoint';
import { ZErrorEnvelope } from '@homebid/contracts/envelope';
import { uploadMessages } from '@homebid/contracts/files';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { Principal } from '../modules/sessions';

/** What a handler gets: the validated input and, on signed-in calls, the principal. */
export type EndpointContext<D extends EndpointDefinition> = EndpointParsed<D> & {
  principal: D['auth'] extends 'public' ? null : Principal;
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
  if (definition.body === MULTIPART) statuses.push(413, 415);
  return Object.fromEntries(statuses.map((status) => [status, ZErrorEnvelope]));
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
      const isMultipart = body === MULTIPART;
      this.route({
        method,
        url: path,
        config: { ...options, auth },
        schema: {
          tags: [tag],
          summary,
          ...(params ? { params } : {}),
          ...(query ? { querystring: query } : {}),
          ...(body && !isMultipart ? { body } : {}),
          ...(isMultipart ? { consumes: ['multipart/form-data'] } : {}),
          ...(auth === 'public' ? {} : { security: [{ accessToken: [], client: [], uid: [] }] }),
          response: { ...failureAnswers(definition), ...answers },
        },
        handler: async (request, reply) => {
          if (isMultipart && !request.isMultipart())
            throw new AppError('unsupported_media_type', uploadMessages.notMultipart);
          return handler({
            params: request.params,
            query: request.query,
            body: isMultipart ? undefined : request.body,
            principal: request.principal,
            request,
            reply,
          } as EndpointContext<D>);
        },
      });
    });
  },
  { name: 'endpoints' },
);
