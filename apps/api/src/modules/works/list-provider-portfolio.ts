import type { TPortfolio } from '@homebid/contracts/works';
import { worksMessages } from '@homebid/contracts/works';
import type { Database } from '@homebid/db/client';
import { providers } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { albumFileJson } from './album-json';
import { listAlbumFileRows, listAlbumRows } from './album-queries';

export interface ListProviderPortfolioOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  providerId: number;
}

/** GET /api/providers/{id}/albums: a provider's albums and their photos, for the public provider page. */
export async function listProviderPortfolio({
  db,
  config,
  providerId,
}: ListProviderPortfolioOptions): Promise<TPortfolio> {
  const [provider] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
  if (!provider) throw new AppError('not_found', worksMessages.providerNotFound);
  const albums = await listAlbumRows(db, provider.id);
  const files = await listAlbumFileRows(
    db,
    albums.map((album) => album.id),
  );
  return {
    albums: albums.map((album) => ({
      id: album.id,
      name: album.name,
      created_at: album.createdAt.toISOString(),
      updated_at: album.updatedAt.toISOString(),
      files: files.filter((file) => file.albumId === album.id).map((file) => albumFileJson(config, file)),
    })),
  };
}
