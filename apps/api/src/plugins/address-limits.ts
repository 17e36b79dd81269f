import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, tooManyRequests } from '../lib/errors';

export interface AddressLimits {
  /**
   * Sends one-time codes to `address` (an e-mail or a mobile number) through `send`. Refused (429
   * with Retry-After) once RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS codes went to it within the hour,
   * over every flow that sends codes. Only a send that succeeds is counted: a refused one (the
   * 30-second pause, a validation failure, a message no channel took) never is.
   */
  sendCode<T>(request: FastifyRequest, address: string, send: () => Promise<T>): Promise<T>;
  /**
   * Runs a sign-in or code check for `address`. A failure (a 401, 404 or 422 from `work`) counts
   * twice: for the address from this client IP, which answers 429 for the rest of the hour past
   * RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS_AND_IP, so a stranger never locks the owner
   * out from elsewhere; and for the address from anywhere, past RATE_LIMIT_SIGN_IN_FAILURES_PER_HOUR_PER_ADDRESS
   * each further try waits a delay that doubles (1 s, 2 s, 4 s, … up to RATE_LIMIT_SIGN_IN_DELAY_MAX_SECONDS),
   * which slows guessing without shutting the door. Successes and refusals never count.
   */
  guardAttempt<T>(request: FastifyRequest, address: string, work: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    addressLimits: AddressLimits;
  }
}

const HOUR_MS = 60 * 60 * 1000;
const FIRST_DELAY_MS = 1000;
const COUNTED_FAILURES = new Set([401, 404, 422]);
/** Keys each in-process counter keeps (an LRU): enough that spraying addresses does not evict the live ones. */
const LOCAL_KEYS = 100_000;

interface CounterState {
  count: number;
  /** Milliseconds left of the window (0 when nothing is counted). */
  ttlMs: number;
}

interface Counter {
  /** The count of `key` within its window, without counting. */
  read(request: FastifyRequest, key: string, windowMs: number): Promise<CounterState>;
  /** Counts one for `key`; a key seen for the first time (or whose window ran out) starts a window of `windowMs`. */
  hit(request: FastifyRequest, key: string, windowMs: number): Promise<CounterState>;
}

/**
 * A fixed-window counter on @fastify/rate-limit's store (Redis with REDIS_URL, so every API process
 * shares it; in-process otherwise). The limiter is asked about one key at a time: this request's
 * key and window are handed to its key generator and time window through `current`.
 */
function counterOn(app: FastifyInstance, prefix: string): Counter {
  const current = new WeakMap<FastifyRequest, { key: string; windowMs: number }>();
  const options = {
    // The callers compare the count themselves; the limiter only counts.
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: (request: FastifyRequest) => current.get(request)?.windowMs ?? HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `${prefix}:${current.get(request)?.key ?? ''}`,
    cache: LOCAL_KEYS,
  };
  const limiter = app.createRateLimit(options);
  const run = async (request: FastifyRequest, key: string, windowMs: number, increment: boolean) => {
    current.set(request, { key, windowMs });
    const state = await limiter(request, { increment });
    if (state.isAllowed) return { count: 0, ttlMs: 0 };
    return { count: state.max - state.remaining, ttlMs: state.ttl };
  };
  return {
    read: (request, key, windowMs) => run(request, key, windowMs, false),
    hit: (request, key, windowMs) => run(request, key, windowMs, true),
  };
}

/** The client's network: an IPv4 address, or the /64 of an IPv6 one (one household or host gets a whole /64). */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Per-address limits on top of the per-IP route limits (`rateLimit` of each route): codes sent to an
 * address, and failed sign-ins or code checks for it (per address and IP, and a slowing ceiling per address).
 */
export default fp(
  async (app) => {
    const { rateLimits } = app.config;
    const codes = counterOn(app, 'codes-per-address');
    const pairFailures = counterOn(app, 'failures-per-address-and-ip');
    const addressFailures = counterOn(app, 'failures-per-address');
    const delays = counterOn(app, 'delay-per-address');
    const normalise = (address: string) => address.trim().toLowerCase();
    const maxDelayMs = rateLimits.signInDelayMaxSeconds * 1000;
    /** The wait after the `failures`-th failure for one address: none up to the ceiling, then doubling. */
    const delayAfter = (failures: number) => {
      const excess = failures - rateLimits.signInFailuresPerHourPerAddress;
      return excess < 0 ? 0 : Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(excess, 30));
    };
    // One delay key per failure count, so each delay starts its own window when it is set.
    const delayKey = (address: string, failures: number) => `${address}#${failures}`;

    const limits: AddressLimits = {
      async sendCode(request, address, send) {
        const key = normalise(address);
        const sent = await codes.read(request, key, HOUR_MS);
        if (sent.count >= rateLimits.codesPerHourPerAddress) throw tooManyRequests(seconds(sent.ttlMs));
        const result = await send();
        await codes.hit(request, key, HOUR_MS);
        return result;
      },

      async guardAttempt(request, address, work) {
        const key = normalise(address);
        const pairKey = `${key}|${clientNetwork(request.ip)}`;
        const pair = await pairFailures.read(request, pairKey, HOUR_MS);
        if (pair.count >= rateLimits.signInFailuresPerHourPerAddressAndIp) throw tooManyRequests(seconds(pair.ttlMs));
        const failures = await addressFailures.read(request, key, HOUR_MS);
        const delayMs = delayAfter(failures.count);
        if (delayMs > 0) {
          const waiting = await delays.read(request, delayKey(key, failures.count), delayMs);
          if (waiting.count > 0) throw tooManyRequests(seconds(waiting.ttlMs));
        }
        try {
          return await work();
        } catch (error) {
          if (error instanceof AppError && COUNTED_FAILURES.has(error.statusCode)) {
            await pairFailures.hit(request, pairKey, HOUR_MS);
            const counted = await addressFailures.hit(request, key, HOUR_MS);
            const nextDelayMs = delayAfter(counted.count);
            if (nextDelayMs > 0) await delays.hit(request, delayKey(key, counted.count), nextDelayMs);
          }
          throw error;
        }
      },
    };
    app.decorate('addressLimits', limits);
  },
  { name: 'address-limits', dependencies: ['config', '@fastify/rate-limit'] },
);
