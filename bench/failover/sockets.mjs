// Chat subscribers as the web app has them: the official @rails/actioncable client (one consumer per
// socket, as each device has its own), subscribed to a conversation's ChatChannel through /cable. A
// socket keeps one copy of each message by message_id. After a lost connection the client resubscribes
// by itself; on the confirmation that follows, it fetches the conversation again over HTTP, as the web
// app's chat panel does (features/chat/components/chat-panel.tsx, `onConnected(isReconnect)`), which is
// how messages sent while it was away reach it. Receipts ('delivered') are not sent: 1,000 sockets
// acknowledging every message would be a load of their own.
import * as ActionCable from '@rails/actioncable';
import WebSocket from 'ws';

// The official client in Node: a WebSocket implementation, and the window's addEventListener (its
// connection monitor listens for visibilitychange).
globalThis.addEventListener ??= () => {};
globalThis.removeEventListener ??= () => {};
ActionCable.adapters.WebSocket = WebSocket;
ActionCable.logger.enabled = false;

const CONNECT_BATCH = 50;

/**
 * `count` sockets spread evenly over `conversations`, alternating the provider's and the customer's
 * session. `fetchConversation(side, conversation)` answers the message list (the catch-up call);
 * `onMessage(socket, message, how)` sees each message once per socket ('live' or 'catch-up').
 */
export async function openChatSockets({ base, count, conversations, fetchConversation, onMessage }) {
  const sockets = [];
  for (let i = 0; i < count; i++) {
    const conversation = conversations[i % conversations.length];
    const side = Math.floor(i / conversations.length) % 2 === 0 ? 'provider' : 'customer';
    sockets.push(createSocket({ base, index: i, conversation, side, fetchConversation, onMessage }));
  }
  for (let i = 0; i < sockets.length; i += CONNECT_BATCH) {
    const batch = sockets.slice(i, i + CONNECT_BATCH);
    for (const socket of batch) socket.open();
    await Promise.all(batch.map((socket) => socket.confirmed));
  }
  return sockets;
}

function cableUrl(base, session) {
  return `${base.replace(/^http/, 'ws')}/cable?${new URLSearchParams(session)}`;
}

function createSocket({ base, index, conversation, side, fetchConversation, onMessage }) {
  const session = side === 'provider' ? conversation.provider.session : conversation.customer.session;
  const seen = new Set();
  const keep = (message, how) => {
    if (seen.has(message.message_id)) return;
    seen.add(message.message_id);
    onMessage(socket, message, how);
  };
  /** The refetch, retried like the web app's queries (three more tries, 1 s, 2 s, 4 s apart). */
  const catchUp = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const messages = await fetchConversation(side, conversation);
        socket.catchUps.ok++;
        for (const message of messages) keep(message, 'catch-up');
        return;
      } catch (error) {
        if (attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
      }
    }
  };
  let confirm;
  const socket = {
    index,
    conversation,
    side,
    seen,
    connects: 0,
    /** performance.now() of each loss of the connection, and of each confirmation after one. */
    disconnects: [],
    reconnects: [],
    catchUps: { ok: 0, failed: 0 },
    confirmed: new Promise((resolve, reject) => {
      confirm = resolve;
      setTimeout(() => reject(new Error(`socket ${index}: no confirmation within 60 s`)), 60_000).unref();
    }),
    consumer: null,
    open() {
      socket.consumer = ActionCable.createConsumer(cableUrl(base, session));
      socket.consumer.subscriptions.create(
        { channel: 'ChatChannel', project_id: conversation.projectId, provider_id: conversation.provider.providerId },
        {
          connected() {
            socket.connects++;
            if (socket.connects === 1) {
              confirm();
              return;
            }
            socket.reconnects.push(performance.now());
            catchUp().catch(() => {
              socket.catchUps.failed++;
            });
          },
          disconnected() {
            socket.disconnects.push(performance.now());
          },
          received(data) {
            if (data?.type === 'message') keep(data.data, 'live');
          },
        },
      );
    },
    close() {
      socket.consumer?.disconnect();
    },
  };
  return socket;
}

/**
 * One NotificationChannel subscriber per user: counts each notification's live frames by id, so a
 * notification delivered twice shows.
 */
export function openNotificationSocket(base, session) {
  const frames = new Map();
  const consumer = ActionCable.createConsumer(cableUrl(base, session));
  let confirm;
  const confirmed = new Promise((resolve) => {
    confirm = resolve;
  });
  consumer.subscriptions.create(
    { channel: 'NotificationChannel' },
    {
      connected: () => confirm(),
      received(data) {
        if (data?.type === 'notification' && data.data?.id) {
          frames.set(data.data.id, (frames.get(data.data.id) ?? 0) + 1);
        }
      },
    },
  );
  return { frames, confirmed, close: () => consumer.disconnect() };
}
