import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, moneyMessages } from '@homebid/contracts/money';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/** The request's Idempotency-Key header (a retry with it moves money once), or undefined. */
export function requestKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    throw new AppError('invalid', moneyMessages.idempotencyKeyInvalid);
  return value;
}
