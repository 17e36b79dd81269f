import { apiMessages } from '@homebid/contracts/messages';
// The person's-words error map for zod, whichever schemas a route uses.
import '@homebid/contracts/zod-config';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from '../lib/envelope';
import { AppError } from '../lib/errors';

const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: apiMessages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: apiMessages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: apiMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: apiMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: apiMessages.invalidRequest },
};

/** A 429 that names no wait of its own. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** What a log line keeps of an error: never the values a query or a request carried. */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  /** SQLSTATE or the library's error code. */
  code?: string;
  /** The SQL text, with its $n placeholders (never the parameters). */
  query?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  routine?: string;
  cause?: LoggedError;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;
const LONG_DIGITS = /\d{6,}/g;
const MAX_CAUSES = 4;

/** Values PostgreSQL quotes in its messages ('invalid input syntax for type integer: "abc"'). */
function withoutQuotedValues(message: string) {
  return message.replace(/"[^"]*"/g, '"…"');
}

/** E-mail addresses and long digit runs (phone numbers, codes) never reach a log line. */
function scrub(text: string) {
  return text.replace(EMAIL, '<email>').replace(LONG_DIGITS, '<digits>');
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * An error as it may be logged: drizzle's "params: …" and PostgreSQL's `detail` (which carry the
 * request's values: e-mails, names, codes) are left out, as are values quoted in database messages.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A value that is not an Error was thrown.' };
  const fields = error as Error & Record<string, unknown>;
  const code = text(fields.code);
  const isDatabaseError = code !== undefined && SQLSTATE.test(code);
  // DrizzleQueryError: `Failed query: <sql>\nparams: <values>`.
  let message = error.message.split(/\nparams:/)[0] ?? '';
  // Class 42 (syntax, unknown relation or column) names identifiers; the others may quote values.
  if (isDatabaseError && !code.startsWith('42')) message = withoutQuotedValues(message);
  message = scrub(message);
  const type = error.constructor?.name || error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (code) logged.code = code;
  const query = text(fields.query);
  if (query) logged.query = scrub(query);
  if (isDatabaseError) {
    for (const key of ['table', 'column', 'constraint', 'dataType', 'routine'] as const) {
      const value = text(fields[key]);
      if (value) logged[key] = value;
    }
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/** Where the failure happened: the route's pattern (`/api/album/:id`), never the URL with its values. */
function whereFailed(request: FastifyRequest) {
  return { method: request.method, route: request.routeOptions.url ?? 'unmatched' };
}

/**
 * Fastify's `frameworkErrors`: a URL its router cannot take (malformed percent-encoding, a path
 * parameter over maxParamLength) answers the envelope like any other refusal, not Fastify's own body.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(failure(status, [apiMessages.invalidRequest])));
}

/** The one error handler and the API's 404: every failure answers the CONTRACT §3 envelope. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // CONTRACT §3: every 429 says when to come back (@fastify/rate-limit has set it on the reply already).
      if (error.statusCode === 429 && !reply.hasHeader('retry-after')) {
        const seconds = error instanceof AppError ? error.retryAfterSeconds : undefined;
        reply.header('retry-after', String(seconds ?? DEFAULT_RETRY_AFTER_SECONDS));
      }
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send(failure(error.statusCode, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const messages = [...new Set(error.validation.map((v) => v.message ?? apiMessages.invalidRequest))];
        return reply.status(422).send(failure(422, messages));
      }
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (known) return reply.status(known.status).send(failure(known.status, [known.message]));
      if (error.statusCode === 429) {
        return reply.status(429).send(failure(429, [apiMessages.tooManyRequests]));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ error: loggableError(error), ...whereFailed(request) }, 'client error');
        return reply.status(error.statusCode).send(failure(error.statusCode, [apiMessages.invalidRequest]));
      }
      // The request logger carries the request id (reqId), the same as the x-request-id answer header.
      // `error`, not pino's `err`: its serializer would fold the causes back into one message.
      request.log.error({ error: loggableError(error), ...whereFailed(request), statusCode: 500 }, 'request failed');
      return reply.status(500).send(failure(500, [apiMessages.serverError]));
    });
  },
  { name: 'error-handler' },
);
