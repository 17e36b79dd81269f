import type { FastifyBaseLogger } from 'fastify';
import { createRedis, type RedisSettings } from '../../lib/redis';

/** Receives a broadcast's message as JSON text (serialised once, for every socket). */
export type StreamListener = (json: string) => void;

/**
 * Fan-out of broadcasts to the sockets of this process: in-process, or through Redis pub/sub so
 * that a broadcast on one API process reaches the sockets of all (CONTRACT §2 REDIS_URL, §7).
 */
export interface Broker {
  readonly kind: 'memory' | 'redis';
  publish(stream: string, message: unknown): Promise<void>;
  /** Resolves once broadcasts to the stream are received (Redis acknowledged the SUBSCRIBE). */
  subscribe(stream: string, listener: StreamListener): Promise<void>;
  unsubscribe(stream: string, listener: StreamListener): void;
  close(): Promise<void>;
}

const PREFIX = 'homebid:cable:';

const STAMP = /^@(\d{1,15}) /;

/**
 * What goes over Redis: `@<publish time in ms> <message JSON>`. The receiving process reads the
 * time for the publish-to-deliver lag and hands the JSON on untouched (no parse per broadcast).
 * JSON never starts with `@`, so a bare JSON message (a process of the previous version) still
 * arrives, without a lag.
 */
export function stampMessage(json: string, publishedAt = Date.now()): string {
  return `@${publishedAt} ${json}`;
}

/** The JSON of a message from Redis and its publish time (ms), when it carries one. */
export function unstampMessage(payload: string): { json: string; publishedAt?: number } {
  const stamp = STAMP.exec(payload);
  if (!stamp) return { json: payload };
  return { json: payload.slice(stamp[0].length), publishedAt: Number(stamp[1]) };
}

/** Told of each broadcast the broker delivered to this process's listeners, and how long after its publish. */
export type DeliveryObserver = (stream: string, seconds: number) => void;

class ListenerTable {
  private readonly byStream = new Map<string, Set<StreamListener>>();

  /** True when the stream had no listener before. */
  add(stream: string, listener: StreamListener): boolean {
    let set = this.byStream.get(stream);
    const isFirst = !set;
    if (!set) {
      set = new Set();
      this.byStream.set(stream, set);
    }
    set.add(listener);
    return isFirst;
  }

  /** True when the stream has no listener left. */
  remove(stream: string, listener: StreamListener): boolean {
    const set = this.byStream.get(stream);
    if (!set) return false;
    set.delete(listener);
    if (set.size > 0) return false;
    this.byStream.delete(stream);
    return true;
  }

  has(stream: string): boolean {
    return this.byStream.has(stream);
  }

  dispatch(stream: string, json: string, log: FastifyBaseLogger): void {
    const set = this.byStream.get(stream);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(json);
      } catch (error) {
        log.error({ err: error, stream }, 'live: a listener failed');
      }
    }
  }
}

function createMemoryBroker(log: FastifyBaseLogger): Broker {
  const table = new ListenerTable();
  return {
    kind: 'memory',
    async publish(stream, message) {
      table.dispatch(stream, JSON.stringify(message), log);
    },
    async subscribe(stream, listener) {
      table.add(stream, listener);
    },
    unsubscribe(stream, listener) {
      table.remove(stream, listener);
    },
    async close() {},
  };
}

function createRedisBroker(redis: RedisSettings, log: FastifyBaseLogger, onDelivered?: DeliveryObserver): Broker {
  const table = new ListenerTable();
  const publisher = createRedis(redis, { connectTimeout: 2000, maxRetriesPerRequest: 2, lazyConnect: false });
  // A connection in subscriber mode can do nothing else: a dedicated one. ioredis subscribes again
  // to every channel after a reconnect.
  const subscriber = createRedis(redis, { connectTimeout: 2000, maxRetriesPerRequest: null });
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error) => log.warn({ err: error, connection: name }, 'live: redis error'));
  }
  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(PREFIX)) return;
    const stream = channel.slice(PREFIX.length);
    const { json, publishedAt } = unstampMessage(payload);
    table.dispatch(stream, json, log);
    // Across machines the clocks may differ a little: a lag below zero counts as none.
    if (publishedAt !== undefined) onDelivered?.(stream, Math.max(0, Date.now() - publishedAt) / 1000);
  });
  // SUBSCRIBE/UNSUBSCRIBE of one stream run in order, so a quick unsubscribe-then-subscribe never
  // leaves the stream unsubscribed while it has listeners.
  const subscribed = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (task: () => Promise<unknown>) => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'redis',
    async publish(stream, message) {
      await publisher.publish(PREFIX + stream, stampMessage(JSON.stringify(message)));
    },
    async subscribe(stream, listener) {
      table.add(stream, listener);
      await enqueue(async () => {
        if (!table.has(stream) || subscribed.has(stream)) return;
        await subscriber.subscribe(PREFIX + stream);
        subscribed.add(stream);
      });
    },
    unsubscribe(stream, listener) {
      if (!table.remove(stream, listener)) return;
      void enqueue(async () => {
        if (table.has(stream) || !subscribed.has(stream)) return;
        subscribed.delete(stream);
        await subscriber.unsubscribe(PREFIX + stream);
      }).catch((error) => log.warn({ err: error, stream }, 'live: redis unsubscribe failed'));
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

export interface CreateBrokerOptions {
  /** REDIS_URL (and REDIS_CA_FILE): through Redis when the URL is set, in process otherwise. */
  redis: RedisSettings;
  log: FastifyBaseLogger;
  /** Through Redis only: each delivered broadcast's publish-to-deliver time (metrics). */
  onDelivered?: DeliveryObserver;
}

export function createBroker({ redis, log, onDelivered }: CreateBrokerOptions): Broker {
  return redis.redisUrl ? createRedisBroker(redis, log, onDelivered) : createMemoryBroker(log);
}
