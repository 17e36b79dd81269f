import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

export interface AddressLimits {
  /**
   * Counts one one-time code sent to `address` (an e-mail or a mobile number), over every flow
   * that sends codes: 429 past RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS within the hour.
   */
  countCodeSent(request: FastifyRequest, address: string): Promise<void>;
  /**
   * Runs a sign-in or code check for `address`. Once RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS
   * failures (a 401, 404 or 422 from `work`) were counted within the hour, answers 429 without running
   * it. Only failures count, so a person who signs in often is never held back.
   */
  guardAttempt<T>(request: FastifyRequest, address: string, work: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    addressLimits: AddressLimits;
  }
}

const HOUR_MS = 60 * 60 * 1000;
const COUNTED_FAILURES = new Set([401, 404, 422]);

const tooMany = () => new AppError('too_many_requests', apiMessages.tooManyRequests);

/**
 * Per-address limits on top of the per-IP route limits (`config.rateLimit`): @fastify/rate-limit
 * counters (in Redis when REDIS_URL is set) whose key is the address a request is about.
 */
export default fp(
  async (app) => {
    const { rateLimits } = app.config;
    // The key generator reads the address the caller put here for this request.
    const addressOf = new WeakMap<FastifyRequest, string>();
    const keyOf = (prefix: string) => (request: FastifyRequest) => `${prefix}:${addressOf.get(request) ?? ''}`;
    const codes = app.createRateLimit({
      max: rateLimits.codesPerHourPerAddress,
      timeWindow: HOUR_MS,
      keyGenerator: keyOf('codes-per-address'),
    });
    const failures = app.createRateLimit({
      max: rateLimits.signInFailuresPerHourPerAddress,
      timeWindow: HOUR_MS,
      keyGenerator: keyOf('failures-per-address'),
    });
    const normalise = (address: string) => address.trim().toLowerCase();

    const limits: AddressLimits = {
      async countCodeSent(request, address) {
        addressOf.set(request, normalise(address));
        const state = await codes(request);
        if (!state.isAllowed && state.isExceeded) throw tooMany();
      },
      async guardAttempt(request, address, work) {
        addressOf.set(request, normalise(address));
        const state = await failures(request, { increment: false });
        if (!state.isAllowed && state.remaining <= 0) throw tooMany();
        try {
          return await work();
        } catch (error) {
          if (error instanceof AppError && COUNTED_FAILURES.has(error.statusCode)) {
            addressOf.set(request, normalise(address));
            await failures(request);
          }
          throw error;
        }
      },
    };
    app.decorate('addressLimits', limits);
  },
  { name: 'address-limits', dependencies: ['config', '@fastify/rate-limit'] },
);
