import { MAX_UPLOAD_BYTES, uploadMessages } from '@homebid/contracts/files';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiUpload } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { albumQueryOptions } from './get-album';
import { albumsQueryOptions } from './get-albums';
import { refreshLater } from './refresh-later';

/** Spec §7: the multipart field of POST /api/album/{id}/upload_document. */
export const ALBUM_FILE_FIELD = 'document[]';

/** What the browser can tell before sending: spec §5/§9, 10 MB at most; images only (the server sniffs the bytes). */
export function checkAlbumFile(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  if (file.type && !file.type.startsWith('image/')) return uploadMessages.imagesOnly;
  return null;
}

export interface UploadAlbumFileOptions {
  albumId: number;
  file: File;
  /** Share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/album/{id}/upload_document with one file, reporting its progress. */
export async function uploadAlbumFile({ albumId, file, onProgress, signal }: UploadAlbumFileOptions) {
  const form = new FormData();
  form.append(ALBUM_FILE_FIELD, file, file.name);
  const answer = await apiUpload(endpoints.uploadAlbumFiles, {
    params: { id: albumId },
    body: form,
    onProgress,
    signal,
    failureMessage: uploadMessages.uploadFailed,
  });
  return answer.data.files;
}

/** The album and the album list are fetched again 2 s after uploads (spec §7). */
export function useRefreshAfterUpload(albumId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => refreshLater(queryClient, albumQueryOptions(albumId).queryKey, albumsQueryOptions().queryKey),
    [queryClient, albumId],
  );
}
