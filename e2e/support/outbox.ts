import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

// With no SMTP server or SMS gateway, the e2e server appends every e-mail and SMS to
// DATA_DIR/outbox.jsonl (CONTRACT §2), one JSON line {channel, to, subject?, text, at}.
export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  at: string;
}

function outboxFile(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dir, 'outbox.jsonl');
}

/** Every message sent so far to this e-mail address or mobile number, oldest first. */
export function messagesTo(to: string): OutboxEntry[] {
  const file = outboxFile();
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.to.toLowerCase() === to.toLowerCase());
}

/** How many messages this address has had: pass it to `codeSentTo` to wait for the next one. */
export const outboxMark = (to: string) => messagesTo(to).length;

/** Waits for a message to `to` after `mark` and answers the six digits standing alone in it. */
export async function codeSentTo(to: string, mark = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const latest = messagesTo(to).slice(mark).at(-1);
        code = latest?.text.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? '';
        return code;
      },
      { message: `a one-time code sent to ${to}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The e2e server's OTP_RESEND_SECONDS (playwright.config.ts sets both): the pause between two codes to one address. */
export const RESEND_SECONDS = Number(process.env.E2E_OTP_RESEND_SECONDS ?? 30);

/**
 * Waits until the server takes another code for `to`: the resend pause counted from the last
 * message the outbox has for that address (the server stored the code just before writing it).
 */
export async function waitOutResendPause(page: Page, to: string): Promise<void> {
  const last = messagesTo(to).at(-1);
  if (!last) throw new Error(`no message was sent to ${to} yet`);
  const wait = Date.parse(last.at) + RESEND_SECONDS * 1000 + 200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}
