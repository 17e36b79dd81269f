// The part of the official Action Cable client (@rails/actioncable, untyped JavaScript) that lib/cable.ts,
// the API's tests (apps/api/test/modules/chat/cable-client.ts), bench/live-delivery.mjs and e2e use.
declare module '@rails/actioncable' {
  export interface Mixin {
    connected?(this: Subscription): void;
    disconnected?(this: Subscription, details?: { willAttemptReconnect: boolean }): void;
    rejected?(this: Subscription): void;
    received?(this: Subscription, data: unknown): void;
  }

  export interface Subscription {
    readonly identifier: string;
    perform(action: string, data?: object): boolean;
    send(data: object): boolean;
    unsubscribe(): void;
  }

  export interface Subscriptions {
    create(channel: string | ({ channel: string } & Record<string, unknown>), mixin?: Mixin): Subscription;
  }

  export interface Consumer {
    readonly subscriptions: Subscriptions;
    readonly url: string;
    connect(): boolean;
    disconnect(): void;
    ensureActiveConnection(): void;
  }

  export function createConsumer(url?: string | (() => string)): Consumer;

  /** What the client runs on: a Node test sets `WebSocket` to the `ws` package's. */
  export const adapters: { WebSocket: unknown; logger: unknown };
  export const logger: { enabled: boolean };
}
