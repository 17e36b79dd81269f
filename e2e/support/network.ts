import type { Page, Route } from '@playwright/test';

type UrlMatch = Parameters<Page['route']>[0];

/**
 * A server that answers slowly: the page's requests to `urls` (only those of `method`, when given)
 * wait until the answered function is called, then go on to the server unchanged.
 */
export async function holdRequests(page: Page, urls: UrlMatch | UrlMatch[], method?: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: Route) => {
    if (!method || route.request().method() === method) await held;
    await route.continue();
  };
  for (const url of Array.isArray(urls) ? urls : [urls]) await page.route(url, hold);
  return release;
}
