import { useSyncExternalStore } from 'react';

// Whether a screen that raises toasts has loaded (toast.ts, and react-toastify with it): the app
// mounts react-toastify's container only then, so a page that never toasts (/login) never loads it.
let isWanted = false;
const listeners = new Set<() => void>();

/** Called by toast.ts as it loads: the container is wanted from now on. */
export function wantToasts() {
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a screen that raises toasts has loaded. */
export function useAreToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
}
