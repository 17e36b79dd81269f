import { readFileSync } from 'node:fs';
import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from './config';

export type RedisSettings = Partial<Pick<Config, 'redisUrl' | 'redisCaFile'>>;

/** What each client sets for itself: how long to wait and how often to retry. */
export type RedisClientOptions = Pick<RedisOptions, 'connectTimeout' | 'maxRetriesPerRequest' | 'lazyConnect'>;

/**
 * A client of REDIS_URL: `redis://` or `rediss://` (TLS, the host name checked against the
 * certificate), the user and password from the URL, REDIS_CA_FILE as the CA when set. Every Redis
 * client of the API is made here, so they all connect alike.
 */
export function createRedis(settings: RedisSettings, options: RedisClientOptions): Redis {
  const { redisUrl, redisCaFile } = settings;
  if (!redisUrl) throw new Error('createRedis needs REDIS_URL');
  const isTls = new URL(redisUrl).protocol === 'rediss:';
  const tls = isTls ? { ca: redisCaFile ? readCaFile(redisCaFile) : undefined } : undefined;
  return new Redis(redisUrl, { ...options, ...(tls ? { tls } : {}) });
}

function readCaFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`REDIS_CA_FILE ${path} cannot be read: ${(error as Error).message}`);
  }
}

const CHECK_TIMEOUT_MS = 10_000;

/**
 * Resolves once the client answers PING; otherwise rejects with the first reason Redis or TLS gave
 * (a wrong password, an untrusted certificate, a refused connection) rather than retrying, and stops
 * the client: a start-up check.
 */
export async function checkRedis(client: Redis, settings: RedisSettings): Promise<void> {
  const where = describeRedis(settings.redisUrl ?? '');
  let onError: ((error: Error) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.ping(),
      new Promise((_, reject) => {
        onError = reject;
        client.on('error', onError);
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    client.disconnect();
    throw new Error(`Cannot connect to Redis at ${where}: ${(error as Error).message}`, { cause: error });
  } finally {
    clearTimeout(timer);
    if (onError) client.off('error', onError);
  }
}

/** Where a Redis URL points, for messages: `rediss://host:port` without user or password. */
function describeRedis(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.hostname}:${parsed.port || 6379}`;
}
