// The part of the official Action Cable client (@rails/actioncable, untyped JavaScript) the API
// tests and bench/live-delivery.mjs drive.
declare module '@rails/actioncable' {
  export interface Mixin {
    connected?(): void;
    disconnected?(details?: { willAttemptReconnect: boolean }): void;
    rejected?(): void;
    received?(data: unknown): void;
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
  }

  export const adapters: { WebSocket: unknown; logger: unknown };
  export const logger: { enabled: boolean };
  export function createConsumer(url?: string | (() => string)): Consumer;
}
