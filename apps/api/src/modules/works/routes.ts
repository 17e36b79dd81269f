import * as endpoints from '@homebid/contracts/endpoints/works';
import { worksMessages } from '@homebid/contracts/works';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { createAlbum } from './create-album';
import { deleteAlbum } from './delete-album';
import { deleteAlbumFile } from './delete-album-file';
import { getAlbum } from './get-album';
import { listAlbums } from './list-albums';
import { listProviderPortfolio } from './list-provider-portfolio';
import { renameAlbum } from './rename-album';
import { uploadAlbumFiles } from './upload-album-files';

/** Works albums (spec §2 My Works, §7): every call is the signed-in provider's, on their own albums. */
const albumRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, storage: store } = app;

  app.endpoint(endpoints.listAlbums, async ({ principal }) =>
    ok({ album: await listAlbums({ db, config, userId: principal.userId }) }),
  );

  app.endpoint(endpoints.createAlbum, async ({ principal, body }) => {
    const album = await createAlbum({ db, config, userId: principal.userId, name: body.album.name });
    return ok({ album }, worksMessages.albumCreated);
  });

  app.endpoint(endpoints.getAlbum, async ({ principal, params }) =>
    ok(await getAlbum({ db, config, userId: principal.userId, albumId: params.id })),
  );

  app.endpoint(endpoints.renameAlbum, async ({ principal, params, body }) => {
    const album = await renameAlbum({
      db,
      config,
      userId: principal.userId,
      albumId: params.id,
      name: body.album.name,
    });
    return ok({ album }, worksMessages.albumRenamed);
  });

  app.endpoint(endpoints.deleteAlbum, async ({ principal, params, request }) => {
    await deleteAlbum({ db, store, userId: principal.userId, albumId: params.id, log: request.log });
    return ok({ id: params.id }, worksMessages.albumDeleted);
  });

  app.endpoint(endpoints.uploadAlbumFiles, async ({ principal, params, parts, request }) => {
    const files = await uploadAlbumFiles({
      db,
      store,
      config,
      userId: principal.userId,
      albumId: params.id,
      parts,
      log: request.log,
    });
    return ok({ files }, worksMessages.filesUploaded);
  });

  app.endpoint(endpoints.deleteAlbumFile, async ({ principal, params, request }) => {
    await deleteAlbumFile({ db, store, userId: principal.userId, albumFileId: params.id, log: request.log });
    return ok({ id: params.id }, worksMessages.fileRemoved);
  });

  app.endpoint(endpoints.getProviderPortfolio, async ({ params }) =>
    ok(await listProviderPortfolio({ db, config, providerId: params.id })),
  );
};

export default albumRoutes;
