import { WORKS_REFRESH_DELAY_MS } from '@homebid/contracts/works';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Spec §4/§7: after a change to albums or files the list is fetched again 2 s later. */
export function refreshLater(queryClient: QueryClient, ...queryKeys: QueryKey[]) {
  setTimeout(() => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  }, WORKS_REFRESH_DELAY_MS);
}
