import type { TCertificate, TCertificateKind, TCertificateStatus } from '@homebid/contracts/certificates';
import type { providerCertificates, storedFiles } from '@homebid/db/schema';
import type { Config } from '../../lib/config';
import { fileUrl } from '../../lib/storage/file-url';

type CertificateRow = Pick<
  typeof providerCertificates.$inferSelect,
  'id' | 'kind' | 'status' | 'rejectionReason' | 'reviewedAt' | 'createdAt'
>;
type CertificateFile = Pick<typeof storedFiles.$inferSelect, 'key' | 'originalName' | 'contentType'>;

/** A certificate as its owner reads it (ZCertificate); the file's URL answers only the owner's session. */
export function certificateAnswer(
  config: Pick<Config, 'publicUrl'>,
  row: CertificateRow,
  file: CertificateFile,
): TCertificate {
  return {
    id: row.id,
    kind: row.kind as TCertificateKind,
    status: row.status as TCertificateStatus,
    rejection_reason: row.rejectionReason,
    file_name: file.originalName,
    content_type: file.contentType,
    file_url: fileUrl(config, file.key),
    uploaded_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}
