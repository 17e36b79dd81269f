import type { TChatLiveEvent } from '@homebid/contracts/chat';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { chatStream, type LiveHub } from '../live';
import type { Conversation } from './conversation';

export interface MarkReceiptsOptions {
  db: Database;
  live: Pick<LiveHub, 'broadcastTo'>;
  conversation: Conversation;
  receipt: 'delivered' | 'read';
  /** Up to this message id; every message so far when absent. */
  upToMessageId?: number;
}

/**
 * Read receipts: the caller's device received (`delivered`) or showed (`read`) the other party's
 * messages up to an id. A read message is delivered too. The other party hears it live
 * (`{"type":"receipt",…}`) when anything changed.
 */
export async function markReceipts({ db, live, conversation, receipt, upToMessageId }: MarkReceiptsOptions) {
  const other = conversation.callerRole === 'provider' ? 'customer' : 'provider';
  const upTo = upToMessageId === undefined ? sql`` : sql` and id <= ${upToMessageId}`;
  const pending = receipt === 'read' ? sql`read_at is null` : sql`delivered_at is null`;
  const set =
    receipt === 'read' ? sql`read_at = now(), delivered_at = coalesce(delivered_at, now())` : sql`delivered_at = now()`;
  const found = await rows<{ id: number | string; at: string | Date }>(
    db,
    sql`
      update chat_messages set ${set}
      where project_id = ${conversation.projectId} and provider_id = ${conversation.providerId}
        and message_by = ${other} and deleted_at is null and not sensitive_info and ${pending}${upTo}
      returning id, ${receipt === 'read' ? sql`read_at` : sql`delivered_at`} as at
    `,
  );
  if (found.length === 0) return { count: 0, at: new Date().toISOString() };
  const last = Math.max(...found.map((row) => Number(row.id)));
  const at = new Date(found[0].at).toISOString();
  const event: TChatLiveEvent = {
    type: 'receipt',
    receipt,
    by: conversation.callerRole,
    up_to_message_id: last,
    at,
  };
  await live.broadcastTo(chatStream(conversation.projectId, conversation.providerId), event);
  return { count: found.length, at };
}
