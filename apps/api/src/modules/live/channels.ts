import type { Database } from '@homebid/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../sessions';

/** What a channel knows about a subscription request. */
export interface ChannelContext {
  /** The socket's signed-in user (the session in /cable's query string). */
  principal: Principal;
  /** The identifier's fields other than `channel`, as the client sent them (validate them). */
  params: Record<string, unknown>;
  db: Database;
  log: FastifyBaseLogger;
}

/** A confirmed subscription. */
export interface SubscribedContext extends ChannelContext {
  /** The stream `authorize` answered. */
  stream: string;
  /** Sends `message` to this subscription only (`{"identifier":…,"message":…}`). */
  transmit(message: unknown): void;
  /** Sends `message` to every subscriber of `stream`, on every process. */
  broadcast(stream: string, message: unknown): Promise<void>;
}

/**
 * One Action Cable channel (`{"channel":"<name>",…}` identifiers). Register it with
 * `app.live.registerChannel(name, definition)` from the owning module's routes plugin.
 */
export interface ChannelDefinition {
  /**
   * The stream the subscriber listens to, or null to reject the subscription
   * (`reject_subscription`). It runs before anything is sent: answer null for every params the
   * principal may not read. Throwing rejects too. The stream is also the subscription's identity on a
   * socket: a second identifier of this channel answering a stream the socket already listens to is
   * rejected, so answer the same stream for every params that mean the same thing.
   */
  authorize(context: ChannelContext): Promise<string | null> | string | null;
  /**
   * After `confirm_subscription` (the stream is already listened to, so nothing broadcast from now on
   * is missed): e.g. transmit the messages missed since the client's last id.
   */
  onSubscribe?(context: SubscribedContext): Promise<void> | void;
  /**
   * A `message` command: `subscription.perform(action, data)` on the client; `data` holds `action`
   * and the client's fields (validate them).
   */
  onMessage?(context: SubscribedContext & { data: Record<string, unknown> }): Promise<void> | void;
}
