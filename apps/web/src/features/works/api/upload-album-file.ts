import { MAX_UPLOAD_BYTES, uploadMessages } from '@homebid/contracts/files';
import type { TAlbumFile } from '@homebid/contracts/works';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, endSessionOnAuthError, requestHeaders } from '@/lib/api-client';
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

/**
 * POST /api/album/{id}/upload_document with one file. XMLHttpRequest rather than fetch, because
 * only XHR reports upload progress; it sends the same headers as every other call.
 */
export function uploadAlbumFile({ albumId, file, onProgress, signal }: UploadAlbumFileOptions): Promise<TAlbumFile[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/album/${albumId}/upload_document`);
    requestHeaders().forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let payload: { data?: { files?: TAlbumFile[] }; errors?: string[]; message?: string } | undefined;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload?.data?.files) {
        onProgress?.(1);
        resolve(payload.data.files);
        return;
      }
      endSessionOnAuthError(xhr.status);
      const errors = Array.isArray(payload?.errors)
        ? payload.errors
        : [payload?.message ?? uploadMessages.uploadFailed];
      reject(new ApiError(xhr.status, errors));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, [uploadMessages.uploadFailed])));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(ALBUM_FILE_FIELD, file, file.name);
    xhr.send(form);
  });
}

/** The album and the album list are fetched again 2 s after uploads (spec §7). */
export function useRefreshAfterUpload(albumId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => refreshLater(queryClient, albumQueryOptions(albumId).queryKey, albumsQueryOptions().queryKey),
    [queryClient, albumId],
  );
}
