import { type PageName, pages } from '@homebid/contracts/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withQueryClient } from '@/lib/load-query-client';
import type { PageHandle } from './layouts';

type PageModule = { default: ComponentType };

/** A screen's module load; `isQueryFree` when the screen renders no react-query hook. */
export type ScreenLoad = (() => Promise<PageModule>) & { isQueryFree?: true };

/**
 * A screen that renders no react-query hook (the login pages): it loads without the QueryClient,
 * which a first visit to it then never fetches. Any part of it that uses react-query loads with
 * the client (withQueryClient).
 */
export const queryFree = (load: () => Promise<PageModule>): ScreenLoad =>
  Object.assign(load, { isQueryFree: true as const });

/** A lazily loaded screen: its module's default export, with the QueryClient unless it needs none. */
export function lazyScreen(load: ScreenLoad) {
  const module = load.isQueryFree ? load : withQueryClient(load);
  return async () => ({ Component: (await module()).default });
}

/** The route of a page of packages/contracts/src/routes.ts: its path, its title, its screen. */
export function pageRoute(name: PageName, load: ScreenLoad): RouteObject {
  const { path, title } = pages[name];
  const handle: PageHandle = { title };
  return { path, handle, lazy: lazyScreen(load) };
}

/** The routes of a screen table's pages of one access (its guard's). */
export function pageRoutesOf<N extends PageName>(screens: Record<N, ScreenLoad>, access: string): RouteObject[] {
  return (Object.keys(screens) as N[])
    .filter((name) => pages[name].access === access)
    .map((name) => pageRoute(name, screens[name]));
}
