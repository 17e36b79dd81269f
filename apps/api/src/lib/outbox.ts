import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** One line of DATA_DIR/outbox.jsonl: a message that had no SMTP server or SMS gateway to go to. */
export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  /** ISO 8601, UTC. */
  at: string;
}

export const OUTBOX_FILE = 'outbox.jsonl';

/** Appends one JSON line to DATA_DIR/outbox.jsonl and logs it, so a person trying HomeBid locally can read it. */
export async function writeToOutbox(
  dataDir: string,
  log: FastifyBaseLogger,
  entry: Omit<OutboxEntry, 'at'>,
): Promise<void> {
  const line: OutboxEntry = { ...entry, at: new Date().toISOString() };
  await mkdir(dataDir, { recursive: true });
  await appendFile(join(dataDir, OUTBOX_FILE), `${JSON.stringify(line)}\n`, 'utf8');
  log.info({ outbox: line }, `outbox: ${entry.channel} to ${entry.to}`);
}
