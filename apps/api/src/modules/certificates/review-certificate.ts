import {
  CERTIFICATE_REVIEWED_TASK,
  certificateNotificationTexts,
  type TCertificateKind,
  type TCertificateStatus,
} from '@homebid/contracts/certificates';
import type { Database } from '@homebid/db/client';
import { providerCertificates, providers, storedFiles, users } from '@homebid/db/schema';
import { and, asc, desc, eq } from 'drizzle-orm';
import { notify } from '../notifications';

export interface CertificateForReview {
  id: number;
  providerId: number;
  companyName: string | null;
  /** The pro's account e-mail, so the operator knows whose it is. */
  email: string;
  kind: TCertificateKind;
  status: TCertificateStatus;
  rejectionReason: string | null;
  fileName: string | null;
  contentType: string;
  byteSize: number;
  /** Where the file lies in the file store (the operator command reads it from there). */
  key: string;
  uploadedAt: Date;
  reviewedAt: Date | null;
}

/**
 * The certificates an operator reviews, of one status or all: the pending ones oldest first (the
 * order they wait in), the others newest first.
 */
export async function listCertificatesForReview(
  db: Pick<Database, 'select'>,
  { status, id }: { status?: TCertificateStatus; id?: number } = {},
): Promise<CertificateForReview[]> {
  const list = await db
    .select({
      id: providerCertificates.id,
      providerId: providerCertificates.providerId,
      companyName: providers.companyName,
      email: users.email,
      kind: providerCertificates.kind,
      status: providerCertificates.status,
      rejectionReason: providerCertificates.rejectionReason,
      fileName: storedFiles.originalName,
      contentType: storedFiles.contentType,
      byteSize: storedFiles.byteSize,
      key: storedFiles.key,
      uploadedAt: providerCertificates.createdAt,
      reviewedAt: providerCertificates.reviewedAt,
    })
    .from(providerCertificates)
    .innerJoin(storedFiles, eq(storedFiles.id, providerCertificates.fileId))
    .innerJoin(providers, eq(providers.id, providerCertificates.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(
      and(
        status ? eq(providerCertificates.status, status) : undefined,
        id !== undefined ? eq(providerCertificates.id, id) : undefined,
      ),
    )
    .orderBy(
      status === 'pending' ? asc(providerCertificates.createdAt) : desc(providerCertificates.createdAt),
      asc(providerCertificates.id),
    );
  return list.map((row) => ({
    ...row,
    kind: row.kind as TCertificateKind,
    status: row.status as TCertificateStatus,
  }));
}

export type CertificateDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * The operator's decision on a pending certificate, and the pro's 'Certificate Reviewed'
 * notification, in one transaction. Answers false when the certificate is not pending (decided
 * already, replaced by the pro, or unknown): nothing changes then.
 */
export async function reviewCertificate(
  db: Database,
  certificateId: number,
  decision: CertificateDecision,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(providerCertificates)
      .set({
        status: decision.status,
        rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        reviewedAt: new Date(),
      })
      .where(and(eq(providerCertificates.id, certificateId), eq(providerCertificates.status, 'pending')))
      .returning({ providerId: providerCertificates.providerId, kind: providerCertificates.kind });
    if (!decided) return false;
    const [pro] = await tx
      .select({ userId: providers.userId })
      .from(providers)
      .where(eq(providers.id, decided.providerId));
    if (pro) {
      const kind = decided.kind as TCertificateKind;
      await notify(tx, {
        userId: pro.userId,
        taskName: CERTIFICATE_REVIEWED_TASK,
        text:
          decision.status === 'approved'
            ? certificateNotificationTexts.approved(kind)
            : certificateNotificationTexts.rejected(kind, decision.reason),
      });
    }
    return true;
  });
}
