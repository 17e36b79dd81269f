// Works albums (spec 'portal-access-profile-chat-works.md' §2 My Works, §7): the signed-in
// provider's own albums, and any provider's public portfolio.
import { z } from 'zod';
import { ZIdParam } from '../common';
import { endpoint, MULTIPART } from '../endpoint';
import { envelopeOf } from '../envelope';
import {
  ZAlbumAnswer,
  ZAlbumDetail,
  ZAlbumList,
  ZAlbumRequest,
  ZDeletedId,
  ZPortfolio,
  ZUploadedAlbumFiles,
} from '../works';

const ZIdParams = z.object({ id: ZIdParam });
const tag = 'works';

export const listAlbums = endpoint({
  method: 'GET',
  path: '/album',
  auth: 'provider',
  tag,
  summary: "The caller's albums",
  answers: { 200: envelopeOf(ZAlbumList) },
});

export const createAlbum = endpoint({
  method: 'POST',
  path: '/album',
  auth: 'provider',
  tag,
  summary: 'Create an album',
  body: ZAlbumRequest,
  answers: { 200: envelopeOf(ZAlbumAnswer) },
});

export const getAlbum = endpoint({
  method: 'GET',
  path: '/album/:id',
  auth: 'provider',
  tag,
  summary: 'One album with its files',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZAlbumDetail) },
});

export const renameAlbum = endpoint({
  method: 'PUT',
  path: '/album/:id',
  auth: 'provider',
  tag,
  summary: 'Rename an album',
  params: ZIdParams,
  body: ZAlbumRequest,
  answers: { 200: envelopeOf(ZAlbumAnswer) },
});

export const deleteAlbum = endpoint({
  method: 'DELETE',
  path: '/album/:id',
  auth: 'provider',
  tag,
  summary: 'Delete an album and its files',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZDeletedId) },
});

export const uploadAlbumFiles = endpoint({
  method: 'POST',
  path: '/album/:id/upload_document',
  auth: 'provider',
  tag,
  summary: 'Add images to an album (multipart field document[], JPEG/PNG/WebP/GIF, 10 MB each)',
  params: ZIdParams,
  body: MULTIPART,
  answers: { 200: envelopeOf(ZUploadedAlbumFiles) },
});

export const deleteAlbumFile = endpoint({
  method: 'DELETE',
  path: '/delete_document/:id',
  auth: 'provider',
  tag,
  summary: 'Remove a file from an album',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZDeletedId) },
});

export const getProviderPortfolio = endpoint({
  method: 'GET',
  path: '/providers/:id/albums',
  auth: 'public',
  tag,
  summary: "A provider's public portfolio",
  params: ZIdParams,
  answers: { 200: envelopeOf(ZPortfolio) },
});
