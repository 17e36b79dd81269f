import type { Page } from '@playwright/test';

/**
 * How far the document reaches beyond the screen's right edge (0 or less: it fits). On a mobile
 * viewport the browser widens window.innerWidth to fit content that is too wide, so the page's
 * width is compared with the configured viewport, never with innerWidth.
 */
export async function overflowOf(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 360;
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
}
