import type { TChat, TChatMessage } from '@homebid/contracts/chat';
import type { TQuote } from '@homebid/contracts/quotes';
import { describe, expect, it } from 'vitest';
import { applyChatEvent, lastIncomingId, receiptOf } from './chat-cache';

const message = (id: number, by: 'customer' | 'provider' = 'customer', extra: Partial<TChatMessage> = {}) => ({
  message_id: id,
  project_id: 7,
  provider_id: 3,
  message_by: by,
  message_type: 'text' as const,
  message_text: `m${id}`,
  message_time: '2026-11-22T10:00:00.000Z',
  thumb_image_url: null,
  original_file_url: null,
  delivered_at: null,
  read_at: null,
  ...extra,
});

const chat = (...chats: TChatMessage[]): TChat => ({
  project_id: 7,
  provider_id: 3,
  provider_project_id: null,
  address: 'Austin, TX 78701',
  cust_avathar: null,
  pro_avathar: null,
  cust_name: 'Casey',
  pro_name: 'Pat',
  project_name: 'Roof',
  cust_id: 11,
  is_hired: false,
  is_closed: false,
  can_send_quote: false,
  chats,
});

const ids = (c: TChat) => c.chats.map((m) => m.message_id);

describe('applyChatEvent', () => {
  it('appends a new message at the end', () => {
    const next = applyChatEvent(chat(message(1), message(2)), { type: 'message', data: message(3) });
    expect(ids(next)).toEqual([1, 2, 3]);
  });

  it('never shows a message twice (the live echo of one already fetched or sent)', () => {
    const before = chat(message(1), message(2, 'provider'));
    const next = applyChatEvent(before, { type: 'message', data: message(2, 'provider', { message_text: 'edited' }) });
    expect(ids(next)).toEqual([1, 2]);
    expect(next.chats[1]?.message_text).toBe('edited');
  });

  it('keeps id order when a late message arrives after a newer one', () => {
    const next = applyChatEvent(chat(message(1), message(5)), { type: 'message', data: message(3) });
    expect(ids(next)).toEqual([1, 3, 5]);
  });

  it("ignores another conversation's message", () => {
    const before = chat(message(1));
    const other = { ...message(2), project_id: 8 };
    expect(applyChatEvent(before, { type: 'message', data: other })).toBe(before);
  });

  it('a delete event removes the message; an unknown id changes nothing', () => {
    const before = chat(message(1), message(2), message(3));
    expect(ids(applyChatEvent(before, { type: 'delete', deleted_message_id: 2 }))).toEqual([1, 3]);
    expect(applyChatEvent(before, { type: 'delete', deleted_message_id: 9 })).toBe(before);
  });

  it("a receipt marks the other party's messages up to its id, never the reader's own", () => {
    const before = chat(message(1, 'provider'), message(2, 'customer'), message(3, 'provider'), message(4, 'provider'));
    const at = '2026-11-22T10:05:00.000Z';
    const delivered = applyChatEvent(before, {
      type: 'receipt',
      receipt: 'delivered',
      by: 'customer',
      up_to_message_id: 3,
      at,
    });
    expect(delivered.chats.map(receiptOf)).toEqual(['delivered', 'sent', 'delivered', 'sent']);
    const read = applyChatEvent(delivered, {
      type: 'receipt',
      receipt: 'read',
      by: 'customer',
      up_to_message_id: 4,
      at,
    });
    expect(read.chats.map(receiptOf)).toEqual(['read', 'sent', 'read', 'read']);
    // Nothing new to mark: the same object (no re-render).
    expect(applyChatEvent(read, { type: 'receipt', receipt: 'read', by: 'customer', up_to_message_id: 4, at })).toBe(
      read,
    );
  });

  it('typing changes nothing', () => {
    const before = chat(message(1));
    expect(applyChatEvent(before, { type: 'typing', by: 'customer', is_typing: true })).toBe(before);
  });
});

describe('lastIncomingId', () => {
  it('the newest message of the other party, or null', () => {
    expect(lastIncomingId(chat(message(1), message(2, 'provider')), 'provider')).toBe(1);
    expect(lastIncomingId(chat(message(2, 'provider')), 'provider')).toBeNull();
  });
});

describe('quote events', () => {
  const quote = (status: TQuote['status'], extra: Partial<TQuote> = {}): TQuote => ({
    id: 40,
    message_id: 2,
    project_id: 7,
    provider_id: 3,
    line_items: [{ description: 'Shingles', quantity: 2, unit_price: 100, amount: 200 }],
    total: 200,
    valid_until: '2026-12-31',
    status,
    answered_at: status === 'pending' ? null : '2026-11-22T11:00:00.000Z',
    created_at: '2026-11-22T10:00:00.000Z',
    ...extra,
  });

  it('puts the answered card on the message that carries it, and only there', () => {
    const before = chat(
      message(1),
      message(2, 'provider', { message_type: 'quote', message_text: '', quote: quote('pending') }),
    );
    const next = applyChatEvent(before, { type: 'quote', data: quote('accepted') });
    expect(next.chats[1]?.quote?.status).toBe('accepted');
    expect(next.chats[0]).toBe(before.chats[0]);
    expect(before.chats[1]?.quote?.status).toBe('pending');
  });

  it("ignores another conversation's quote and an unknown message", () => {
    const before = chat(
      message(1),
      message(2, 'provider', { message_type: 'quote', message_text: '', quote: quote('pending') }),
    );
    expect(applyChatEvent(before, { type: 'quote', data: quote('accepted', { project_id: 8 }) })).toBe(before);
    expect(applyChatEvent(before, { type: 'quote', data: quote('accepted', { message_id: 9 }) })).toBe(before);
  });
});
