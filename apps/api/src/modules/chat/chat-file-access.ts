import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import type { FileAccessRule } from '../files';

/**
 * Who may read a chat attachment (private files): the two parties of the conversation it was sent
 * in, while the message is not deleted and was not held back by the contact-detail guard. The
 * uploader is its owner and reads it anyway (files module).
 */
export const canReadChatAttachment: FileAccessRule = async (db: Database, fileId: number, userId: number) => {
  const found = await rows<{ ok: number }>(
    db,
    sql`
      select 1 as ok from chat_messages m join providers pr on pr.id = m.provider_id
      where m.attachment_file_id = ${fileId} and m.deleted_at is null and not m.sensitive_info
        and (m.customer_user_id = ${userId} or pr.user_id = ${userId})
      limit 1
    `,
  );
  return found.length > 0;
};
