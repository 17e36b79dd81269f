import { CERTIFICATE_KINDS, type TCertificateList } from '@homebid/contracts/certificates';
import type { Database } from '@homebid/db/client';
import { providerCertificates, storedFiles } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { certificateAnswer } from './certificate-answer';

export interface ListOwnCertificatesOptions {
  db: Pick<Database, 'select'>;
  config: Pick<Config, 'publicUrl'>;
  providerId: number;
}

/** GET /v2/providers/certificates: the caller's own certificates, licence first. */
export async function listOwnCertificates({
  db,
  config,
  providerId,
}: ListOwnCertificatesOptions): Promise<TCertificateList> {
  const list = await db
    .select({ certificate: providerCertificates, file: storedFiles })
    .from(providerCertificates)
    .innerJoin(storedFiles, eq(storedFiles.id, providerCertificates.fileId))
    .where(eq(providerCertificates.providerId, providerId));
  const order = (kind: string) => CERTIFICATE_KINDS.indexOf(kind as (typeof CERTIFICATE_KINDS)[number]);
  return {
    certificates: list
      .sort((a, b) => order(a.certificate.kind) - order(b.certificate.kind))
      .map(({ certificate, file }) => certificateAnswer(config, certificate, file)),
  };
}
