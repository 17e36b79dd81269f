import {
  CERTIFICATE_CONTENT_TYPES,
  CERTIFICATE_FILE_FIELD,
  CERTIFICATE_KIND_FIELD,
  certificateMessages,
  type TCertificateKind,
} from '@homebid/contracts/certificates';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@homebid/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { certificatesQueryOptions } from './list-certificates';

/** What the browser can tell before sending: 10 MB at most, PDF, JPEG or PNG (the server sniffs the bytes). */
export function checkCertificateFile(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  if (file.type && !(CERTIFICATE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return certificateMessages.wrongType;
  }
  return null;
}

export interface UploadCertificateInput {
  kind: TCertificateKind;
  file: File;
  /** Share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/v2/providers/certificates: a new certificate of its kind (replacing the one there), reporting progress. */
export async function uploadCertificate({ kind, file, onProgress, signal }: UploadCertificateInput) {
  const form = new FormData();
  form.append(CERTIFICATE_KIND_FIELD, kind);
  form.append(CERTIFICATE_FILE_FIELD, file, file.name);
  const { message, data } = await apiUpload(endpoints.uploadCertificate, {
    params: undefined,
    body: form,
    onProgress,
    signal,
    failureMessage: uploadMessages.uploadFailed,
  });
  return { message, certificate: data.certificate };
}

export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCertificate,
    onSuccess: () => queryClient.invalidateQueries(certificatesQueryOptions()),
  });
}
