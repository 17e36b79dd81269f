import type { TCustomerProfile } from '@homebid/contracts/profile';
import type { Database } from '@homebid/db/client';
import { storedFiles, users } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { unauthenticated } from '../../lib/errors';
import { avatarUrls } from '../files';

export interface LoadCustomerProfileOptions {
  db: Pick<Database, 'select'>;
  config: Pick<Config, 'publicUrl'>;
  /** The signed-in customer: only its own account is read. */
  userId: number;
}

/** GET /v2/customers/profile: the customer's own account details, its picture as the profile-image module stores it. */
export async function loadCustomerProfile({
  db,
  config,
  userId,
}: LoadCustomerProfileOptions): Promise<TCustomerProfile> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobileNumber: users.mobileNumber,
      createdAt: users.createdAt,
      avatarKey: storedFiles.key,
      avatarThumbnailKey: storedFiles.thumbnailKey,
    })
    .from(users)
    .leftJoin(storedFiles, eq(storedFiles.id, users.avatarFileId))
    .where(and(eq(users.id, userId), eq(users.userType, 1)));
  // The session is a customer's (auth 'customer'): no row is an account deleted under its session.
  if (!row) throw unauthenticated();
  const avatar = row.avatarKey === null ? null : { key: row.avatarKey, thumbnailKey: row.avatarThumbnailKey };
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile_number: row.mobileNumber,
    avatar_url: avatarUrls(config, avatar).avatar,
    created_at: row.createdAt.toISOString(),
  };
}
