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

/**
 * Subscribes to a channel while mounted and signed in (`params` null: not yet). The callbacks may
 * change on every render; the subscription changes only with the params or the session. Answers the
 * subscription's state and `perform` for the channel's actions.
 */
export function useChannel<T>(params: ChannelParams | null, callbacks: ChannelCallbacks<T>) {
  const session = useSession();
  const key = params && session ? `${session.client} ${JSON.stringify(params)}` : null;
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const subscriptionRef = useRef<Subscription | null>(null);
  const [state, setState] = useState<ChannelState>('connecting');

  useEffect(() => {
    if (!key) return;
    const consumer = getConsumer();
    if (!consumer) return;
    const identifier = JSON.parse(key.slice(key.indexOf(' ') + 1)) as ChannelParams;
    let hasConnected = false;
    setState('connecting');
    const subscription = consumer.subscriptions.create(identifier, {
      connected() {
        setState('connected');
        callbacksRef.current.onConnected?.(hasConnected);
        hasConnected = true;
      },
      disconnected() {
        setState('disconnected');
      },
      rejected() {
        setState('rejected');
        callbacksRef.current.onRejected?.();
      },
      received(data) {
        callbacksRef.current.onReceived(data as T);
      },
    });
    subscriptionRef.current = subscription;
    return () => {
      subscriptionRef.current = null;
      subscription.unsubscribe();
    };
  }, [key]);

  return {
    state,
    perform: (action: string, data?: object) => subscriptionRef.current?.perform(action, data) ?? false,
  };
}
