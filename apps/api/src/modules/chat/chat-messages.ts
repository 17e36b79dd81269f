import type { TChatMessage, TMessageBy, TMessageType } from '@homebid/contracts/chat';
import { type Database, rows } from '@homebid/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { optionalFileUrl } from '../../lib/storage/file-url';

/** Messages of one conversation shown at most (the newest). */
export const MAX_LISTED_MESSAGES = 1000;

interface MessageRow {
  id: number | string;
  project_id: number | string;
  provider_id: number;
  message_by: TMessageBy;
  message_type: TMessageType;
  body: string;
  created_at: string | Date;
  delivered_at: string | Date | null;
  read_at: string | Date | null;
  file_key: string | null;
  thumbnail_key: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

function messageJson(config: Pick<Config, 'publicUrl'>, row: MessageRow): TChatMessage {
  return {
    message_id: Number(row.id),
    project_id: Number(row.project_id),
    provider_id: row.provider_id,
    message_by: row.message_by,
    message_type: row.message_type,
    message_text: row.body,
    message_time: iso(row.created_at),
    thumb_image_url: optionalFileUrl(config, row.thumbnail_key),
    original_file_url: optionalFileUrl(config, row.file_key),
    delivered_at: isoOrNull(row.delivered_at),
    read_at: isoOrNull(row.read_at),
  };
}

async function selectMessages(db: Database, config: Pick<Config, 'publicUrl'>, where: SQL, limit: number) {
  const found = await rows<MessageRow>(
    db,
    sql`
      select m.id, m.project_id, m.provider_id, m.message_by, m.message_type, m.body, m.created_at,
        m.delivered_at, m.read_at, f.key as file_key, f.thumbnail_key
      from chat_messages m
      left join stored_files f on f.id = m.attachment_file_id
      where ${where} and m.deleted_at is null and not m.sensitive_info
      order by m.id desc
      limit ${limit}
    `,
  );
  return found.reverse().map((row) => messageJson(config, row));
}

/** The visible messages of a conversation, oldest first (the newest MAX_LISTED_MESSAGES; after `afterId` only). */
export function listConversationMessages(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  { projectId, providerId, afterId }: { projectId: number; providerId: number; afterId?: number },
): Promise<TChatMessage[]> {
  const after = afterId === undefined ? sql`` : sql` and m.id > ${afterId}`;
  return selectMessages(
    db,
    config,
    sql`m.project_id = ${projectId} and m.provider_id = ${providerId}${after}`,
    MAX_LISTED_MESSAGES,
  );
}

/** One visible message. */
export async function loadMessage(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  messageId: number,
): Promise<TChatMessage | null> {
  const [message] = await selectMessages(db, config, sql`m.id = ${messageId}`, 1);
  return message ?? null;
}
