import { expect, type Page, type WebSocket } from '@playwright/test';

/**
 * Opens a signed-in page and waits until its NotificationChannel subscription is confirmed, so a
 * notification sent from now on is pushed to it. The previous page may still open a socket of its
 * own just before it goes: only a confirmed socket that is still open counts.
 */
export async function openLive(page: Page, path: string) {
  const confirmed: WebSocket[] = [];
  const watch = (ws: WebSocket) => {
    if (!ws.url().includes('/cable')) return;
    ws.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (text.includes('confirm_subscription') && text.includes('NotificationChannel')) confirmed.push(ws);
    });
  };
  page.on('websocket', watch);
  try {
    await page.goto(path);
    await expect.poll(() => confirmed.some((ws) => !ws.isClosed()), { timeout: 15_000 }).toBe(true);
  } finally {
    page.off('websocket', watch);
  }
}
