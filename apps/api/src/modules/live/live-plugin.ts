import fp from 'fastify-plugin';
import { servesClients } from '../../lib/config';
import { createBroker } from './broker';
import { CABLE_PATH, createCableServer, SESSION_ENDS_STREAM } from './cable-server';
import type { ChannelDefinition } from './channels';

/** The live channel of one app instance (`app.live`). */
export interface LiveHub {
  /** 'redis' when broadcasts cross processes through REDIS_URL, 'memory' otherwise. */
  readonly transport: 'memory' | 'redis';
  /**
   * Sends `message` to every socket subscribed to `stream`, on every API process. Call it after the
   * transaction that made the change commits. It never throws: a failed broadcast is logged (the
   * clients catch up from the API when they reconnect).
   */
  broadcastTo(stream: string, message: unknown): Promise<void>;
  /** Adds a channel (`{"channel":"<name>",…}` identifiers); a module does this in its routes plugin. */
  registerChannel(name: string, channel: ChannelDefinition): void;
  /** Open, signed-in sockets of this process. */
  connectionCount(): number;
  /**
   * Disconnects sockets whose session ended (signed out, expired) since they connected; runs every
   * minute by itself. Answers how many were disconnected.
   */
  checkSessions(): Promise<number>;
  /**
   * The sessions ended (signed out, revoked): their sockets get Rails' unauthorized disconnect at
   * once, on every API process (through the broadcasts' broker). Call it after the deletion commits;
   * it never throws (the minute check catches what a failed publish missed).
   */
  endSessions(tokenIds: readonly number[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * The live channel at /cable (CONTRACT §6): the Action Cable protocol over `ws` on the app's own
 * HTTP server, with fan-out in process or through Redis pub/sub (REDIS_URL).
 */
export default fp(
  async (app) => {
    const log = app.log.child({ component: 'live' });
    const broker = createBroker({
      redis: app.config,
      log,
      onDelivered: (stream, seconds) => app.metrics.brokerDelivery(stream, seconds),
    });
    const channels = new Map<string, ChannelDefinition>();
    const broadcastTo = async (stream: string, message: unknown) => {
      try {
        await broker.publish(stream, message);
      } catch (error) {
        log.error({ err: error, stream }, 'live: broadcast failed');
      }
    };
    const cable = createCableServer({ db: app.db, broker, channels, log, broadcast: broadcastTo });
    app.decorate('live', {
      transport: broker.kind,
      broadcastTo,
      registerChannel(name: string, channel: ChannelDefinition) {
        if (channels.has(name)) throw new Error(`The live channel ${name} is registered twice`);
        channels.set(name, channel);
      },
      connectionCount: () => cable.connectionCount(),
      checkSessions: () => cable.checkSessions(),
      async endSessions(tokenIds) {
        if (tokenIds.length === 0) return;
        cable.disconnectSessions(tokenIds);
        try {
          await broker.publish(SESSION_ENDS_STREAM, { token_ids: tokenIds });
        } catch (error) {
          log.error({ err: error }, 'live: ended sessions not announced to the other processes');
        }
      },
    } satisfies LiveHub);
    // A worker (PROCESS_ROLE) only publishes: its broadcasts reach the web processes' sockets through Redis.
    const servesCable = servesClients(app.config);
    if (servesCable) {
      app.metrics.readOnScrape({
        openSockets: () => cable.connectionCount(),
        // Every channel, with 0 for those without a subscription now.
        subscriptionsByChannel: () => {
          const counts = cable.subscriptionCounts();
          for (const name of channels.keys()) if (!counts.has(name)) counts.set(name, 0);
          return counts;
        },
      });
    }
    app.server.on('upgrade', (request, socket, head) => {
      const path = (request.url ?? '').split('?')[0];
      if (path === CABLE_PATH && servesCable) {
        cable.handleUpgrade(request, socket, head);
        return;
      }
      // No other path speaks WebSocket (nor /cable on a worker).
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
    app.addHook('preClose', async () => cable.close());
    app.addHook('onClose', async () => broker.close());
    log.info({ transport: broker.kind }, 'live channel ready at /cable');
  },
  { name: 'live', dependencies: ['config', 'metrics', 'database'] },
);
