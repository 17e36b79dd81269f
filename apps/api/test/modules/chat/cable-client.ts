/// <reference path="../../../../web/src/lib/rails-actioncable.d.ts" />
import * as ActionCable from '@rails/actioncable';
import WebSocket from 'ws';

// The official Action Cable client in Node: it needs a WebSocket implementation and the window's
// addEventListener (its connection monitor listens for visibilitychange).
const g = globalThis as Record<string, unknown>;
g.addEventListener ??= () => {};
g.removeEventListener ??= () => {};
ActionCable.adapters.WebSocket = WebSocket;
ActionCable.logger.enabled = false;

export interface Credentials {
  'access-token': string;
  client: string;
  uid: string;
}

export function cableUrl(base: string, credentials: Credentials) {
  const query = new URLSearchParams({
    'access-token': credentials['access-token'],
    client: credentials.client,
    uid: credentials.uid,
  });
  return `${base.replace(/^http/, 'ws')}/cable?${query}`;
}

export type Event =
  | { kind: 'connected' }
  | { kind: 'rejected' }
  | { kind: 'disconnected'; willAttemptReconnect: boolean }
  | { kind: 'received'; data: Record<string, unknown> };

/** A subscription of the official client that records what happens to it, and waits for it. */
export class RecordingSubscription {
  readonly events: Event[] = [];
  private waiters: Array<() => void> = [];
  subscription: { perform(action: string, data?: object): boolean; unsubscribe(): void };

  constructor(consumer: ActionCable.Consumer, params: Record<string, unknown>) {
    const record = (event: Event) => {
      this.events.push(event);
      for (const wake of this.waiters.splice(0)) wake();
    };
    this.subscription = consumer.subscriptions.create(
      params as { channel: string },
      {
        connected: () => record({ kind: 'connected' }),
        rejected: () => record({ kind: 'rejected' }),
        disconnected: (details?: { willAttemptReconnect: boolean }) =>
          record({ kind: 'disconnected', willAttemptReconnect: Boolean(details?.willAttemptReconnect) }),
        received: (data: unknown) => record({ kind: 'received', data: data as Record<string, unknown> }),
      } as ActionCable.Mixin,
    );
  }

  received(): Array<Record<string, unknown>> {
    return this.events.flatMap((event) => (event.kind === 'received' ? [event.data] : []));
  }

  /** Resolves with the first event that matches, waiting up to `ms`. */
  async waitFor<E extends Event>(match: (event: Event) => event is E, ms?: number): Promise<E>;
  async waitFor(match: (event: Event) => boolean, ms?: number): Promise<Event>;
  async waitFor(match: (event: Event) => boolean, ms = 8000): Promise<Event> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

export { ActionCable };
