import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Database } from '@homebid/db/client';
import { authTokens } from '@homebid/db/schema';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { findPrincipal, type Principal } from '../sessions';
import type { Broker, StreamListener } from './broker';
import type { ChannelDefinition, SubscribedContext } from './channels';
import { textFrame } from './text-frame';

/**
 * The Action Cable protocol (CONTRACT §6), as Rails' ActionCable::Connection speaks it, so the
 * official @rails/actioncable client works unchanged:
 *
 * - sub-protocol `actioncable-v1-json` (the client closes a socket that did not agree on it);
 * - the session comes in the query: `/cable?access-token=…&client=…&uid=…`; a bad one gets
 *   `{"type":"disconnect","reason":"unauthorized","reconnect":false}` and the socket is closed;
 * - `{"type":"welcome"}`, then `{"type":"ping","message":<unix seconds>}` every 3 s (the client
 *   reconnects after 6 s without one);
 * - commands `subscribe` (→ `confirm_subscription` / `reject_subscription`), `unsubscribe` and
 *   `message` (`data` is JSON text with `action`), each for an `identifier` (JSON text with `channel`);
 * - broadcasts arrive as `{"identifier":…,"message":…}`.
 *
 * Commands of one socket run one after another, as in Rails. A duplicate subscribe is ignored (the
 * client's subscription guarantor may resend one before the confirmation arrives). A subscription is
 * known by its channel and the stream its `authorize` answers: another identifier that comes to the
 * same (the channel's params in another order, with an extra key) is rejected, so a socket never
 * receives one broadcast twice; the official client drops only that rejected subscription.
 */
export const CABLE_PATH = '/cable';
export const CABLE_PROTOCOL = 'actioncable-v1-json';
export const PING_INTERVAL_MS = 3000;
/**
 * Each socket is pinged every PING_INTERVAL_MS, in one of this many slots spread over it: a broadcast
 * never waits behind a ping to every socket at once (1,000 sockets take tens of ms to write to).
 */
const PING_SLOTS = 30;
/** How often open sockets' sessions are checked again (signed out or expired: disconnected). */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** The broker stream on which every process hears of ended sessions (`{"token_ids":[…]}`). */
export const SESSION_ENDS_STREAM = 'sessions:ended';
/** setTimeout's longest delay; a session expiring later is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A socket whose unsent output grows past this is a consumer too slow to keep: it is closed. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** Biggest command a client may send. */
const MAX_PAYLOAD_BYTES = 64 * 1024;
/** Subscriptions one socket may hold. */
const MAX_SUBSCRIPTIONS = 100;
const MAX_IDENTIFIER_LENGTH = 1024;

const UNAUTHORIZED = JSON.stringify({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
const SERVER_RESTART = JSON.stringify({ type: 'disconnect', reason: 'server_restart', reconnect: true });
const WELCOME = JSON.stringify({ type: 'welcome' });

interface Subscription {
  identifier: string;
  channelName: string;
  channel: ChannelDefinition;
  context: SubscribedContext;
  stream: string;
  listener: StreamListener;
}

export interface CableServerOptions {
  db: Database;
  broker: Broker;
  channels: ReadonlyMap<string, ChannelDefinition>;
  log: FastifyBaseLogger;
  broadcast(stream: string, message: unknown): Promise<void>;
}

function readSession(url: URL) {
  const accessToken = url.searchParams.get('access-token');
  const client = url.searchParams.get('client');
  const uid = url.searchParams.get('uid');
  if (!accessToken || !client || !uid) return null;
  if ([accessToken, client, uid].some((value) => value.length > 512)) return null;
  return { accessToken, client, uid };
}

function parseObject(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A broadcast's WebSocket frame for one subscription identifier (`prefix`), made once for every
 * socket subscribed under that identifier: a broadcast calls its listeners one after another with the
 * same JSON, so the frames of the last JSON are kept.
 */
const lastBroadcast = { json: '', frames: new Map<string, Buffer>() };
function broadcastFrame(prefix: string, json: string): Buffer {
  if (lastBroadcast.json !== json) {
    lastBroadcast.json = json;
    lastBroadcast.frames.clear();
  }
  let frame = lastBroadcast.frames.get(prefix);
  if (!frame) {
    frame = textFrame(`${prefix}${json}}`);
    lastBroadcast.frames.set(prefix, frame);
  }
  return frame;
}

/** One socket: its principal, subscriptions and command queue. */
class CableConnection {
  private static created = 0;
  /** The slot of PING_SLOTS in which this socket is pinged. */
  readonly pingSlot = CableConnection.created++ % PING_SLOTS;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly pending = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private isClosed = false;
  private expiry: NodeJS.Timeout | undefined;

  /**
   * `socket` speaks the protocol; `stream` is its TCP connection, to which prepared frames (a
   * broadcast's, a ping's) are written as they are. Both write in call order into the same stream:
   * ws frames and writes each message at once (it queues only while compressing, which is off).
   */
  constructor(
    private readonly socket: WebSocket,
    private readonly stream: Duplex,
    private readonly principal: Principal,
    private readonly options: CableServerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      this.queue = this.queue
        .then(() => this.handle(text))
        .catch((error) => {
          this.log.error({ err: error }, 'live: command failed');
        });
    });
    this.scheduleExpiry();
  }

  /** The session expires: the socket is disconnected then, not at the next minute check. */
  private scheduleExpiry(): void {
    const left = this.principal.sessionExpiresAt.getTime() - Date.now();
    if (left <= 0) {
      this.disconnectUnauthorized();
      return;
    }
    this.expiry = setTimeout(() => this.scheduleExpiry(), Math.min(left, MAX_TIMER_MS));
    this.expiry.unref();
  }

  get tokenId(): number {
    return this.principal.tokenId;
  }

  /** The session ended (signed out, expired): Rails' unauthorized disconnect, then close. */
  disconnectUnauthorized(): void {
    if (this.isClosed) return;
    this.send(UNAUTHORIZED);
    this.close();
    this.socket.close();
  }

  /** Sends one text message. */
  send(text: string): void {
    if (this.isWritable()) this.socket.send(text, { binary: false });
  }

  /** Sends a frame made by textFrame, shared by every socket that receives the same message. */
  sendFrame(frame: Buffer): void {
    if (this.isWritable()) this.stream.write(frame);
  }

  private isWritable(): boolean {
    if (this.isClosed || this.socket.readyState !== this.socket.OPEN) return false;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn('live: closing a socket that does not keep up');
      this.socket.terminate();
      return false;
    }
    return true;
  }

  private async handle(text: string): Promise<void> {
    if (this.isClosed) return;
    const command = parseObject(text);
    if (!command) return;
    const identifier = command.identifier;
    if (typeof identifier !== 'string' || identifier.length > MAX_IDENTIFIER_LENGTH) return;
    switch (command.command) {
      case 'subscribe':
        return this.subscribe(identifier);
      case 'unsubscribe':
        return this.unsubscribe(identifier);
      case 'message':
        return this.perform(identifier, command.data);
      default:
        return;
    }
  }

  private reject(identifier: string): void {
    this.send(JSON.stringify({ identifier, type: 'reject_subscription' }));
  }

  private async subscribe(identifier: string): Promise<void> {
    if (this.subscriptions.has(identifier) || this.pending.has(identifier)) return;
    const parsed = parseObject(identifier);
    const channelName = typeof parsed?.channel === 'string' ? parsed.channel : '';
    const channel = this.options.channels.get(channelName);
    if (!parsed || !channel || this.subscriptions.size >= MAX_SUBSCRIPTIONS) return this.reject(identifier);
    const { channel: _name, ...params } = parsed;
    const base = { principal: this.principal, params, db: this.options.db, log: this.log };
    this.pending.add(identifier);
    try {
      let stream: string | null = null;
      try {
        stream = await channel.authorize(base);
      } catch (error) {
        this.log.warn({ err: error, channel: channelName }, 'live: authorize failed; subscription rejected');
      }
      if (!stream || this.isClosed) return this.reject(identifier);
      // One conversation, one delivery: another identifier of this channel for the same stream (an
      // extra key, another key order, "5" for 5) is the same subscription under another name.
      if (this.isListening(channel, stream)) return this.reject(identifier);
      const prefix = `{"identifier":${JSON.stringify(identifier)},"message":`;
      const listener: StreamListener = (json) => this.sendFrame(broadcastFrame(prefix, json));
      const context: SubscribedContext = {
        ...base,
        stream,
        transmit: (message) => this.send(`${prefix}${JSON.stringify(message)}}`),
        broadcast: this.options.broadcast,
      };
      const subscription: Subscription = { identifier, channelName, channel, context, stream, listener };
      this.subscriptions.set(identifier, subscription);
      await this.options.broker.subscribe(stream, listener);
      if (this.isClosed) return this.options.broker.unsubscribe(stream, listener);
      this.send(JSON.stringify({ identifier, type: 'confirm_subscription' }));
      if (channel.onSubscribe) {
        try {
          await channel.onSubscribe(context);
        } catch (error) {
          this.log.error({ err: error, channel: channelName }, 'live: onSubscribe failed');
        }
      }
    } finally {
      this.pending.delete(identifier);
    }
  }

  /** Adds this socket's subscriptions to `counts`, by channel name. */
  countSubscriptions(counts: Map<string, number>): void {
    for (const { channelName } of this.subscriptions.values()) {
      counts.set(channelName, (counts.get(channelName) ?? 0) + 1);
    }
  }

  private isListening(channel: ChannelDefinition, stream: string): boolean {
    for (const subscription of this.subscriptions.values()) {
      if (subscription.channel === channel && subscription.stream === stream) return true;
    }
    return false;
  }

  private unsubscribe(identifier: string): void {
    const subscription = this.subscriptions.get(identifier);
    if (!subscription) return;
    this.subscriptions.delete(identifier);
    this.options.broker.unsubscribe(subscription.stream, subscription.listener);
  }

  private async perform(identifier: string, data: unknown): Promise<void> {
    const subscription = this.subscriptions.get(identifier);
    const fields = parseObject(data);
    if (!subscription || !fields || !subscription.channel.onMessage) return;
    try {
      await subscription.channel.onMessage({ ...subscription.context, data: fields });
    } catch (error) {
      this.log.warn({ err: error }, 'live: a channel action failed');
    }
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    clearTimeout(this.expiry);
    for (const subscription of this.subscriptions.values()) {
      this.options.broker.unsubscribe(subscription.stream, subscription.listener);
    }
    this.subscriptions.clear();
  }
}

export interface CableServer {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  connectionCount(): number;
  /** Disconnects the sockets whose session ended since they connected; answers how many. */
  checkSessions(): Promise<number>;
  /** Disconnects this process's sockets of these sessions (they were signed out or revoked). */
  disconnectSessions(tokenIds: readonly number[]): number;
  /** The subscriptions of every open socket, by channel name. */
  subscriptionCounts(): Map<string, number>;
  close(): Promise<void>;
}

export function createCableServer(options: CableServerOptions): CableServer {
  const { log } = options;
  const connections = new Set<CableConnection>();
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_PAYLOAD_BYTES,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false),
  });
  let pingSlot = 0;
  const ping = setInterval(() => {
    const frame = textFrame(JSON.stringify({ type: 'ping', message: Math.floor(Date.now() / 1000) }));
    for (const connection of connections) if (connection.pingSlot === pingSlot) connection.sendFrame(frame);
    pingSlot = (pingSlot + 1) % PING_SLOTS;
  }, PING_INTERVAL_MS / PING_SLOTS);
  ping.unref();

  async function checkSessions(): Promise<number> {
    if (connections.size === 0) return 0;
    const tokenIds = [...new Set([...connections].map((connection) => connection.tokenId))];
    const rows = await options.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(inArray(authTokens.id, tokenIds), gt(authTokens.expiresAt, sql`now()`)));
    const alive = new Set(rows.map((row) => row.id));
    let ended = 0;
    for (const connection of connections) {
      if (alive.has(connection.tokenId)) continue;
      connection.disconnectUnauthorized();
      connections.delete(connection);
      ended++;
    }
    return ended;
  }
  function disconnectSessions(tokenIds: readonly number[]): number {
    const ended = new Set(tokenIds);
    let count = 0;
    for (const connection of connections) {
      if (!ended.has(connection.tokenId)) continue;
      connection.disconnectUnauthorized();
      connections.delete(connection);
      count++;
    }
    return count;
  }
  // Sessions ended on any process (sign-out, password reset) reach here through the broker.
  const onSessionsEnded: StreamListener = (json) => {
    const ids = (parseObject(json)?.token_ids ?? []) as unknown[];
    disconnectSessions(ids.filter((id): id is number => Number.isInteger(id)));
  };
  options.broker
    .subscribe(SESSION_ENDS_STREAM, onSessionsEnded)
    .catch((error) => log.error({ err: error }, 'live: cannot hear of ended sessions; the minute check remains'));

  const sessionCheck = setInterval(() => {
    checkSessions().catch((error) => log.warn({ err: error }, 'live: session check failed'));
  }, SESSION_CHECK_INTERVAL_MS);
  sessionCheck.unref();

  async function accept(socket: WebSocket, stream: Duplex, request: IncomingMessage): Promise<void> {
    sockets.add(socket);
    let connection: CableConnection | null = null;
    socket.on('close', () => {
      sockets.delete(socket);
      if (connection) {
        connection.close();
        connections.delete(connection);
      }
    });
    socket.on('error', (error) => log.debug({ err: error }, 'live: socket error'));
    // Commands sent before the session is checked wait for it (the client sends none before welcome).
    socket.pause();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const credentials = readSession(url);
    let principal: Principal | null = null;
    try {
      principal = credentials ? await findPrincipal(options.db, credentials) : null;
    } catch (error) {
      log.error({ err: error }, 'live: session lookup failed');
    }
    if (socket.readyState !== socket.OPEN) return;
    if (!principal) {
      // Resumed so the client's closing frame is read and the close handshake completes.
      socket.resume();
      socket.send(UNAUTHORIZED);
      socket.close();
      return;
    }
    connection = new CableConnection(socket, stream, principal, options, log.child({ userId: principal.userId }));
    connections.add(connection);
    socket.resume();
    connection.send(WELCOME);
  }

  return {
    handleUpgrade(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (ws) => {
        accept(ws, socket, request).catch((error) => {
          log.error({ err: error }, 'live: connection failed');
          ws.terminate();
        });
      });
    },
    connectionCount: () => connections.size,
    subscriptionCounts() {
      const counts = new Map<string, number>();
      for (const connection of connections) connection.countSubscriptions(counts);
      return counts;
    },
    checkSessions,
    disconnectSessions,
    async close() {
      clearInterval(ping);
      clearInterval(sessionCheck);
      options.broker.unsubscribe(SESSION_ENDS_STREAM, onSessionsEnded);
      for (const connection of connections) connection.close();
      connections.clear();
      // Rails' restart message: the clients reconnect (to another process behind the load balancer).
      for (const socket of sockets) {
        if (socket.readyState === socket.OPEN) socket.send(SERVER_RESTART);
        socket.close(1001);
      }
      if (sockets.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
