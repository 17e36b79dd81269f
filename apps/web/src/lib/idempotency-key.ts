/**
 * A fresh Idempotency-Key for one money-moving attempt: the server answers a retried request with
 * the same key with its first answer and never charges twice. randomUUID needs a secure context
 * (https or localhost); elsewhere the key is built from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt, kept while the same attempt may be sent again: a request that got no answer
 * (offline, timeout) is retried under the same key; a new choice or a definite answer starts a new one.
 */
export function createAttemptKeys() {
  let current: { scope: string; key: string } | null = null;
  return {
    /** The key for this attempt's scope (e.g. amount and card). */
    keyFor(scope: string): string {
      if (!current || current.scope !== scope) current = { scope, key: newIdempotencyKey() };
      return current.key;
    },
    /** The server answered (success or refusal): the next attempt is a new one. */
    settle() {
      current = null;
    },
  };
}
