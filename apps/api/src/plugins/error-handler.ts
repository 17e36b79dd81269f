import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyError } from 'fastify';
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

/** The one error handler and the API's 404: every failure answers the CONTRACT §3 envelope. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
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
        request.log.info({ err: error }, 'client error');
        return reply.status(error.statusCode).send(failure(error.statusCode, [apiMessages.invalidRequest]));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(failure(500, [apiMessages.serverError]));
    });
  },
  { name: 'error-handler' },
);
