// Wakes this process's dispatchers as soon as a notification is written, instead of waiting for
// their next poll. The wake comes before the writing transaction commits: a dispatcher that finds
// nothing yet looks again shortly after (delivery/dispatcher.ts), and other processes poll.
type Listener = () => void;

const listeners = new Set<Listener>();

export function onNotificationWritten(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notificationWritten(): void {
  for (const listener of listeners) listener();
}
