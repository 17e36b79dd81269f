import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session';

let cached: { key: string; session: Session | null } = { key: '', session: null };

// getSession reads cookies each time; keep the snapshot stable while nothing changed.
function snapshot(): Session | null {
  const session = getSession();
  const key = session ? `${session.client}:${JSON.stringify(session.user)}` : '';
  if (key !== cached.key) cached = { key, session };
  return cached.session;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}
