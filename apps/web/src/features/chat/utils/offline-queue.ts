/**
 * Nothing typed is lost: a text message that could not leave the browser (offline, or the
 * send failed for want of a connection) waits in a queue per conversation, kept in localStorage under
 * `homebid.*` (so signing out forgets it), and is sent, oldest first, when the connection returns.
 * Attachments are not queued: a file cannot be kept in localStorage.
 */

export interface QueuedMessage {
  /** Unique within the queue (the list's key). */
  id: string;
  text: string;
  /** ISO time it was queued. */
  queuedAt: string;
}

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'homebid.chat-queue.';

/** The storage key of one conversation's queue. */
export const queueKey = (projectId: number, providerId: number) => `${PREFIX}${projectId}.${providerId}`;

const isQueued = (value: unknown): value is QueuedMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedMessage).id === 'string' &&
  typeof (value as QueuedMessage).text === 'string' &&
  typeof (value as QueuedMessage).queuedAt === 'string';

/** The queue as stored; anything unreadable counts as empty. */
export function readQueue(key: string, storage: QueueStorage = localStorage): QueuedMessage[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeQueue(key: string, queue: QueuedMessage[], storage: QueueStorage) {
  try {
    if (queue.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(queue));
  } catch {
    // A full or blocked storage keeps the queue of this page only; nothing else to do.
  }
}

let counter = 0;

/** Puts a message at the end of the queue; answers the queue. */
export function enqueueMessage(
  key: string,
  text: string,
  storage: QueueStorage = localStorage,
  now: Date = new Date(),
): QueuedMessage[] {
  counter += 1;
  const item: QueuedMessage = { id: `${now.getTime().toString(36)}-${counter}`, text, queuedAt: now.toISOString() };
  const queue = [...readQueue(key, storage), item];
  writeQueue(key, queue, storage);
  return queue;
}

/** Takes one message out of the queue; answers the queue. */
export function dequeueMessage(key: string, id: string, storage: QueueStorage = localStorage): QueuedMessage[] {
  const queue = readQueue(key, storage).filter((item) => item.id !== id);
  writeQueue(key, queue, storage);
  return queue;
}

/** What one send attempt came to: sent, refused for good (dropped, with the reason), or still offline. */
export type SendOutcome = { status: 'sent' } | { status: 'refused'; reason: string } | { status: 'offline' };

export interface FlushResult {
  sent: number;
  /** Messages the server refused (they leave the queue), with the reasons to show. */
  refused: Array<{ item: QueuedMessage; reason: string }>;
  /** Still waiting: the connection went again. */
  remaining: number;
}

/** Keys being flushed: one flush per conversation at a time, so nothing is sent twice. */
const flushing = new Set<string>();

/**
 * Sends the queue oldest first, one at a time, each leaving the queue once sent (or refused); stops
 * at the first send that finds no connection, keeping it and the rest for the next time. A flush
 * already running for the key makes this one a no-op.
 */
export async function flushQueue(
  key: string,
  send: (text: string) => Promise<SendOutcome>,
  storage: QueueStorage = localStorage,
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: [], remaining: readQueue(key, storage).length };
  if (flushing.has(key)) return result;
  flushing.add(key);
  try {
    for (;;) {
      const [next] = readQueue(key, storage);
      if (!next) break;
      const outcome = await send(next.text);
      if (outcome.status === 'offline') break;
      dequeueMessage(key, next.id, storage);
      if (outcome.status === 'sent') result.sent += 1;
      else result.refused.push({ item: next, reason: outcome.reason });
    }
  } finally {
    flushing.delete(key);
  }
  result.remaining = readQueue(key, storage).length;
  return result;
}
