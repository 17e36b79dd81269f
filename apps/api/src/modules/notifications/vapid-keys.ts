import type { Database } from '@homebid/db/client';
import { webPushKeys } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: generated on the first start and kept in the database, so every
 * process signs with the same key and browsers' subscriptions survive restarts. When two processes
 * start at once, the first insert wins and both read it back.
 */
export async function ensureVapidKeys(db: Pick<Database, 'select' | 'insert'>): Promise<VapidKeys> {
  const read = async () =>
    (
      await db
        .select({ publicKey: webPushKeys.publicKey, privateKey: webPushKeys.privateKey })
        .from(webPushKeys)
        .where(eq(webPushKeys.id, 1))
    )[0];
  const existing = await read();
  if (existing) return existing;
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(webPushKeys)
    .values({ id: 1, publicKey: generated.publicKey, privateKey: generated.privateKey })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('the VAPID keys could not be stored');
  return stored;
}

/** The VAPID `sub` claim: the portal's https address, else a mailto: of the sender address. */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
