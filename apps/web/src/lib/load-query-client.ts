import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// The app's QueryClient (query-client.ts, and @tanstack's query core with it) is a chunk of its own:
// a page painted without queries (/login) never loads it. Every screen that reads or writes through
// react-query is loaded with `withQueryClient`, so the client is there before it renders; the app's
// provider (app/provider.tsx) hands it to react-query's context as soon as it has loaded.

let loaded: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Loads the QueryClient once (a failed load may be tried again). */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    ({ queryClient }) => {
      loaded = queryClient;
      for (const listener of listeners) listener();
      return queryClient;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The QueryClient if it has loaded: nothing to clear or read before that. */
export const loadedQueryClient = (): QueryClient | undefined => loaded;

/** A module load that also loads the QueryClient (in parallel): for screens that use react-query. */
export function withQueryClient<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadQueryClient()]))[0];
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The QueryClient once it has loaded (re-renders then). */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, loadedQueryClient, loadedQueryClient);
}
