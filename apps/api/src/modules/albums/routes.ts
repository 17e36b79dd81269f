import { ZIdParam } from '@homebid/contracts/common';
import { envelopeOf, ZErrorEnvelope } from '@homebid/contracts/envelope';
import { uploadMessages } from '@homebid/contracts/files';
import {
  worksMessages,
  ZAlbumAnswer,
  ZAlbumDetail,
  ZAlbumList,
  ZAlbumRequest,
  ZDeletedId,
  ZPortfolio,
  ZUploadedAlbumFiles,
} from '@homebid/contracts/works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { requireSession } from '../../plugins/session';
import { createAlbum } from './create-album';
import { deleteAlbum } from './delete-album';
import { deleteAlbumFile } from './delete-album-file';
import { getAlbum } from './get-album';
import { listAlbums } from './list-albums';
import { listProviderPortfolio } from './list-provider-portfolio';
import { renameAlbum } from './rename-album';
import { uploadAlbumFiles } from './upload-album-files';

const ZIdParams = z.object({ id: ZIdParam });
const failures = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope, 422: ZErrorEnvelope };
const tags = ['works'];

/** Works albums (spec §2 My Works, §7): every call is the signed-in provider's, on their own albums. */
const albumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/album',
    {
      config: { auth: 'provider' },
      schema: { tags, summary: "The caller's albums", response: { 200: envelopeOf(ZAlbumList), ...failures } },
    },
    async (request) => {
      const { user } = requireSession(request);
      return ok({ album: await listAlbums({ db: app.db, config: app.config, userId: user.id }) });
    },
  );

  app.post(
    '/album',
    {
      config: { auth: 'provider' },
      schema: {
        tags,
        summary: 'Create an album',
        body: ZAlbumRequest,
        response: { 200: envelopeOf(ZAlbumAnswer), ...failures },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const album = await createAlbum({
        db: app.db,
        config: app.config,
        userId: user.id,
        name: request.body.album.name,
      });
      return ok({ album }, worksMessages.albumCreated);
    },
  );

  app.get(
    '/album/:id',
    {
      config: { auth: 'provider' },
      schema: {
        tags,
        summary: 'One album with its files',
        params: ZIdParams,
        response: { 200: envelopeOf(ZAlbumDetail), ...failures },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return ok(await getAlbum({ db: app.db, config: app.config, userId: user.id, albumId: request.params.id }));
    },
  );

  app.put(
    '/album/:id',
    {
      config: { auth: 'provider' },
      schema: {
        tags,
        summary: 'Rename an album',
        params: ZIdParams,
        body: ZAlbumRequest,
        response: { 200: envelopeOf(ZAlbumAnswer), ...failures },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const album = await renameAlbum({
        db: app.db,
        config: app.config,
        userId: user.id,
        albumId: request.params.id,
        name: request.body.album.name,
      });
      return ok({ album }, worksMessages.albumRenamed);
    },
  );

  app.delete(
    '/album/:id',
    {
      config: { auth: 'provider' },
      schema: {
        tags,
        summary: 'Delete an album and its files',
        params: ZIdParams,
        response: { 200: envelopeOf(ZDeletedId), ...failures },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const albumId = request.params.id;
      await deleteAlbum({ db: app.db, store: app.storage, userId: user.id, albumId, log: request.log });
      return ok({ id: albumId }, worksMessages.albumDeleted);
    },
  );

  app.post(
    '/album/:id/upload_document',
    {
      config: { auth: 'provider' },
      schema: {
        tags,
        summary: 'Add images to an album (multipart field document[], JPEG/PNG/WebP/GIF, 10 MB each)',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: envelopeOf(ZUploadedAlbumFiles), 413: ZErrorEnvelope, 415: ZErrorEnvelope, ...failures },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', uploadMessages.notMultipart);
      const files = await uploadAlbumFiles({
        db: app.db,
        store: app.storage,
        config: app.config,
        userId: user.id,
        albumId: request.params.id,
        parts: request.parts(),
        log: request.log,
      });
      return ok({ files }, worksMessages.filesUploaded);
    },
  );

  app.delete(
    '/delete_document/:id',
    {
      config: { auth: 'provider' },
      schema: {
        tags,
        summary: 'Remove a file from an album',
        params: ZIdParams,
        response: { 200: envelopeOf(ZDeletedId), ...failures },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const albumFileId = request.params.id;
      await deleteAlbumFile({ db: app.db, store: app.storage, userId: user.id, albumFileId, log: request.log });
      return ok({ id: albumFileId }, worksMessages.fileRemoved);
    },
  );

  app.get(
    '/providers/:id/albums',
    {
      schema: {
        tags,
        summary: "A provider's public portfolio",
        params: ZIdParams,
        response: { 200: envelopeOf(ZPortfolio), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      ok(await listProviderPortfolio({ db: app.db, config: app.config, providerId: request.params.id })),
  );
};

export default albumRoutes;
