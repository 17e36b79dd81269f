import { beforeEach, describe, expect, it } from 'vitest';
import { dequeueMessage, enqueueMessage, flushQueue, queueKey, readQueue, type SendOutcome } from './offline-queue';

const key = queueKey(7, 3);

describe('the offline send queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps messages per conversation in localStorage, oldest first, under a homebid.* key', () => {
    enqueueMessage(key, 'first');
    enqueueMessage(key, 'second');
    enqueueMessage(queueKey(7, 4), 'another pro');
    expect(key.startsWith('homebid.')).toBe(true);
    expect(readQueue(key).map((m) => m.text)).toEqual(['first', 'second']);
    expect(readQueue(queueKey(7, 4)).map((m) => m.text)).toEqual(['another pro']);
    // What a reload reads: the stored JSON.
    expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toHaveLength(2);
  });

  it('takes one message out by id and forgets an empty queue', () => {
    const [one] = enqueueMessage(key, 'only');
    expect(one).toBeDefined();
    expect(dequeueMessage(key, one?.id ?? '')).toEqual([]);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads a damaged entry as empty', () => {
    localStorage.setItem(key, '{not json');
    expect(readQueue(key)).toEqual([]);
    localStorage.setItem(key, JSON.stringify([{ id: 1 }, { id: 'a', text: 'ok', queuedAt: 'x' }]));
    expect(readQueue(key).map((m) => m.text)).toEqual(['ok']);
  });

  it('sends everything in order when the connection is back', async () => {
    enqueueMessage(key, 'a');
    enqueueMessage(key, 'b');
    const sent: string[] = [];
    const result = await flushQueue(key, async (text) => {
      sent.push(text);
      return { status: 'sent' };
    });
    expect(sent).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 2, refused: [], remaining: 0 });
    expect(readQueue(key)).toEqual([]);
  });

  it('stops at the first send that finds no connection and keeps it and the rest', async () => {
    enqueueMessage(key, 'a');
    enqueueMessage(key, 'b');
    enqueueMessage(key, 'c');
    const outcomes: SendOutcome[] = [{ status: 'sent' }, { status: 'offline' }];
    const tried: string[] = [];
    const result = await flushQueue(key, async (text) => {
      tried.push(text);
      return outcomes.shift() ?? { status: 'sent' };
    });
    expect(tried).toEqual(['a', 'b']);
    expect(result.sent).toBe(1);
    expect(result.remaining).toBe(2);
    expect(readQueue(key).map((m) => m.text)).toEqual(['b', 'c']);
  });

  it('drops a message the server refuses, with its reason, and goes on', async () => {
    enqueueMessage(key, 'bad');
    enqueueMessage(key, 'good');
    const result = await flushQueue(key, async (text) =>
      text === 'bad' ? { status: 'refused', reason: 'Conversation not found' } : { status: 'sent' },
    );
    expect(result.sent).toBe(1);
    expect(result.refused.map((r) => [r.item.text, r.reason])).toEqual([['bad', 'Conversation not found']]);
    expect(readQueue(key)).toEqual([]);
  });

  it('never sends a message twice when two flushes start together', async () => {
    enqueueMessage(key, 'once');
    const sent: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = async (text: string): Promise<SendOutcome> => {
      sent.push(text);
      await gate;
      return { status: 'sent' };
    };
    const first = flushQueue(key, send);
    const second = flushQueue(key, send);
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['once']);
    expect(readQueue(key)).toEqual([]);
  });
});
