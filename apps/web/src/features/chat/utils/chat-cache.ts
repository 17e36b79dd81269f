import type { TChat, TChatLiveEvent, TChatMessage, TMessageBy } from '@homebid/contracts/chat';
import type { TQuote } from '@homebid/contracts/quotes';

/**
 * What the live channel does to a conversation on screen (spec 'access' §4 Chat): a message is
 * appended once (a live echo of one's own send, or a message fetched and pushed both, never shows
 * twice) in id order; a delete event removes it; a receipt marks the author's messages up to an id
 * as delivered or read; a quote event puts the card as it is now (accepted, declined) on its message.
 * Typing changes nothing here. Answers the same object when nothing changed.
 */
export function applyChatEvent(chat: TChat, event: TChatLiveEvent): TChat {
  switch (event.type) {
    case 'message':
      return withMessage(chat, event.data);
    case 'delete':
      return withoutMessage(chat, event.deleted_message_id);
    case 'receipt':
      return withReceipt(chat, event.by, event.receipt, event.up_to_message_id, event.at);
    case 'quote':
      return withQuote(chat, event.data);
    default:
      return chat;
  }
}

export function withMessage(chat: TChat, message: TChatMessage): TChat {
  if (message.project_id !== chat.project_id || message.provider_id !== chat.provider_id) return chat;
  const index = chat.chats.findIndex((m) => m.message_id === message.message_id);
  if (index !== -1) {
    const chats = chat.chats.slice();
    chats[index] = message;
    return { ...chat, chats };
  }
  const last = chat.chats.at(-1);
  if (!last || last.message_id < message.message_id) return { ...chat, chats: [...chat.chats, message] };
  const chats = [...chat.chats, message].sort((a, b) => a.message_id - b.message_id);
  return { ...chat, chats };
}

export function withoutMessage(chat: TChat, messageId: number): TChat {
  if (!chat.chats.some((m) => m.message_id === messageId)) return chat;
  return { ...chat, chats: chat.chats.filter((m) => m.message_id !== messageId) };
}

/** The quote card on the message that carries it (a quote of another conversation, or unknown, changes nothing). */
export function withQuote(chat: TChat, quote: TQuote): TChat {
  if (quote.project_id !== chat.project_id || quote.provider_id !== chat.provider_id) return chat;
  const index = chat.chats.findIndex((m) => m.message_id === quote.message_id);
  const message = chat.chats[index];
  if (!message) return chat;
  const chats = chat.chats.slice();
  chats[index] = { ...message, quote };
  return { ...chat, chats };
}

/** `by` is who received/read: the receipt marks the other party's messages. */
function withReceipt(chat: TChat, by: TMessageBy, receipt: 'delivered' | 'read', upTo: number, at: string): TChat {
  let changed = false;
  const chats = chat.chats.map((m) => {
    if (m.message_by === by || m.message_id > upTo) return m;
    const next = { ...m };
    if (next.delivered_at === null) next.delivered_at = at;
    if (receipt === 'read' && next.read_at === null) next.read_at = at;
    if (next.delivered_at === m.delivered_at && next.read_at === m.read_at) return m;
    changed = true;
    return next;
  });
  return changed ? { ...chat, chats } : chat;
}

/** The other party of a conversation seen from one side: a provider talks to the customer, and back. */
export function otherParty(chat: TChat, me: TMessageBy): { name: string; avatar: string | null } {
  return me === 'provider'
    ? { name: chat.cust_name, avatar: chat.cust_avathar }
    : { name: chat.pro_name, avatar: chat.pro_avathar };
}

/** The newest message of the other party (what a read receipt covers), or null. */
export function lastIncomingId(chat: TChat, me: TMessageBy): number | null {
  for (let i = chat.chats.length - 1; i >= 0; i--) {
    const message = chat.chats[i];
    if (message && message.message_by !== me) return message.message_id;
  }
  return null;
}

/** The state of one's own message: Sent, Delivered or Read. */
export function receiptOf(message: TChatMessage): 'sent' | 'delivered' | 'read' {
  if (message.read_at) return 'read';
  if (message.delivered_at) return 'delivered';
  return 'sent';
}
