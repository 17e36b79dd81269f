import { type Consumer, createConsumer, type Subscription } from '@rails/actioncable';
import { useEffect, useRef, useState } from 'react';
import { getSession, type SessionHeaders, subscribeSession } from './session';
import { useSession } from './use-session';

/**
 * The live channel (CONTRACT §6): one Action Cable consumer per signed-in device, created the first
 * time a signed-in screen subscribes, closed when the session ends or changes. Only lazy chunks of
 * signed-in pages import this file, so /login never loads the client.
 */

/** `/cable?access-token=…&client=…&uid=…`: the session goes in the query (browsers cannot set WebSocket headers). */
export function cableUrl(session: SessionHeaders): string {
  const query = new URLSearchParams({
    'access-token': session['access-token'],
    client: session.client,
    uid: session.uid,
  });
  return `/cable?${query}`;
}

let current: { client: string; consumer: Consumer } | null = null;
let isWatchingSession = false;

function closeConsumer() {
  current?.consumer.disconnect();
  current = null;
  shared.clear();
}

/** The device's consumer, or null when signed out. Reconnects read the session afresh. */
export function getConsumer(): Consumer | null {
  const session = getSession();
  if (!session) {
    closeConsumer();
    return null;
  }
  if (!isWatchingSession) {
    isWatchingSession = true;
    subscribeSession(() => {
      const now = getSession();
      if (!now || now.client !== current?.client) closeConsumer();
    });
  }
  if (current?.client !== session.client) {
    closeConsumer();
    const consumer = createConsumer(() => {
      const latest = getSession();
      // A consumer outliving its session (never expected: it is closed first) gets a URL the server refuses.
      return latest ? cableUrl(latest) : '/cable';
    });
    current = { client: session.client, consumer };
  }
  return current.consumer;
}

/** A channel and its params, as the server's identifier: `{"channel":"ChatChannel","project_id":1,…}`. */
export type ChannelParams = { channel: string } & Record<string, string | number | boolean>;

export interface ChannelCallbacks<T> {
  /** Each broadcast's `message`. */
  onReceived: (message: T) => void;
  /** Confirmed; `isReconnect` after a lost connection came back (time to fetch what was missed). */
  onConnected?: (isReconnect: boolean) => void;
  onRejected?: () => void;
}

export type ChannelState = 'connecting' | 'connected' | 'disconnected' | 'rejected';

interface Listener {
  callbacks: () => ChannelCallbacks<unknown>;
  setState: (state: ChannelState) => void;
}

/** One server subscription per channel and params, shared by every hook that asks for it. */
interface SharedSubscription {
  /** Null only while being created. */
  subscription: Subscription | null;
  listeners: Set<Listener>;
  state: ChannelState;
  hasConnected: boolean;
}

/** By `client identifier`: the same channel and params are one subscription (and one delivery). */
const shared = new Map<string, SharedSubscription>();

function join(key: string, consumer: Consumer, identifier: ChannelParams, listener: Listener): SharedSubscription {
  let entry = shared.get(key);
  if (!entry) {
    const created: SharedSubscription = {
      listeners: new Set(),
      state: 'connecting',
      hasConnected: false,
      subscription: null,
    };
    const each = (fn: (listener: Listener) => void) => {
      for (const one of [...created.listeners]) fn(one);
    };
    const moveTo = (state: ChannelState) => {
      created.state = state;
      each((one) => one.setState(state));
    };
    created.subscription = consumer.subscriptions.create(identifier, {
      connected() {
        const isReconnect = created.hasConnected;
        created.hasConnected = true;
        moveTo('connected');
        each((one) => one.callbacks().onConnected?.(isReconnect));
      },
      disconnected() {
        moveTo('disconnected');
      },
      rejected() {
        moveTo('rejected');
        each((one) => one.callbacks().onRejected?.());
      },
      received(data) {
        each((one) => one.callbacks().onReceived(data));
      },
    });
    shared.set(key, created);
    entry = created;
  }
  entry.listeners.add(listener);
  listener.setState(entry.state);
  if (entry.state === 'connected') listener.callbacks().onConnected?.(false);
  return entry;
}

function leave(key: string, entry: SharedSubscription, listener: Listener) {
  entry.listeners.delete(listener);
  if (entry.listeners.size > 0) return;
  if (shared.get(key) === entry) shared.delete(key);
  entry.subscription?.unsubscribe();
}

/**
 * Subscribes to a channel while mounted and signed in (`params` null: not yet). The callbacks may
 * change on every render; the subscription changes only with the params or the session. Hooks that
 * ask for the same channel and params share one subscription, each getting every message. Answers
 * the subscription's state and `perform` for the channel's actions.
 */
export function useChannel<T>(params: ChannelParams | null, callbacks: ChannelCallbacks<T>) {
  const session = useSession();
  const key = params && session ? `${session.client} ${JSON.stringify(params)}` : null;
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const entryRef = useRef<SharedSubscription | null>(null);
  const [state, setState] = useState<ChannelState>('connecting');

  useEffect(() => {
    if (!key) return;
    const consumer = getConsumer();
    if (!consumer) return;
    const identifier = JSON.parse(key.slice(key.indexOf(' ') + 1)) as ChannelParams;
    const listener: Listener = {
      callbacks: () => callbacksRef.current as ChannelCallbacks<unknown>,
      setState,
    };
    const entry = join(key, consumer, identifier, listener);
    entryRef.current = entry;
    return () => {
      entryRef.current = null;
      leave(key, entry, listener);
    };
  }, [key]);

  return {
    state,
    perform: (action: string, data?: object) => entryRef.current?.subscription?.perform(action, data) ?? false,
  };
}
