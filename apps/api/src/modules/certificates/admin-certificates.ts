import { writeFile } from 'node:fs/promises';
import {
  CERTIFICATE_REASON_MAX,
  CERTIFICATE_STATUSES,
  certificateKindNames,
  type TCertificateStatus,
} from '@homebid/contracts/certificates';
import type { Database } from '@homebid/db/client';
import { type FileStore, StoredObjectNotFoundError, streamToBuffer } from '../../lib/storage/file-store';
import { listCertificatesForReview, reviewCertificate } from './review-certificate';

export const CERTIFICATES_USAGE = `  certificates list [pending|approved|rejected|all]   pros' licence and insurance certificates (pending by default)
  certificates file <id> <path>              save the certificate's file to <path> to review it
  certificates approve <id>                  approve a pending certificate: the pro's card shows it verified
  certificates reject <id> --reason "…"      reject a pending certificate; the pro reads the reason`;

const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** `--reason "text"` or `--reason=text`, trimmed; undefined without one. */
function reasonOf(args: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--reason') return args[i + 1]?.trim();
    if (arg.startsWith('--reason=')) return arg.slice('--reason='.length).trim();
  }
  return undefined;
}

export interface CertificatesAdminOptions {
  db: Database;
  /** The file store the uploads live in (`certificates file` reads from it). */
  store?: FileStore;
  print: (line: string) => void;
}

/**
 * Runs `certificates …`, the operator's review of pros' certificates; answers the exit code (2: wrong
 * usage, the caller prints the usage; 1: refused or nothing to do).
 */
export async function runCertificatesAdmin(
  args: string[],
  { db, store, print }: CertificatesAdminOptions,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const wanted = rest[0] ?? 'pending';
    if (wanted !== 'all' && !(CERTIFICATE_STATUSES as readonly string[]).includes(wanted)) return 2;
    const status = wanted === 'all' ? undefined : (wanted as TCertificateStatus);
    const list = await listCertificatesForReview(db, { status });
    if (!list.length) print(status ? `No ${status} certificates.` : 'No certificates.');
    for (const c of list) {
      print(
        [
          `#${c.id}`,
          c.status,
          certificateKindNames[c.kind],
          `provider ${c.providerId}`,
          JSON.stringify(c.companyName ?? ''),
          c.email,
          `${c.contentType} ${Math.max(1, Math.round(c.byteSize / 1024))} KB`,
          JSON.stringify(c.fileName ?? ''),
          `uploaded ${c.uploadedAt.toISOString()}`,
          c.rejectionReason ? `reason: ${JSON.stringify(c.rejectionReason)}` : '',
        ]
          .filter(Boolean)
          .join('  '),
      );
    }
    return 0;
  }
  const id = idOf(rest[0]);
  if (id === undefined) return 2;
  if (command === 'file') {
    const path = rest[1];
    if (!path || !store) return 2;
    const [certificate] = await listCertificatesForReview(db, { id });
    if (!certificate) {
      print(`No certificate #${id}.`);
      return 1;
    }
    let bytes: Buffer;
    try {
      bytes = await streamToBuffer((await store.get(certificate.key)).body);
    } catch (error) {
      if (!(error instanceof StoredObjectNotFoundError)) throw error;
      print(`The file of certificate #${id} is missing from the file store.`);
      return 1;
    }
    try {
      // Never over an existing file: the operator names a new one.
      await writeFile(path, bytes, { flag: 'wx' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      print(`${path} exists already: name a new file.`);
      return 1;
    }
    print(`Certificate #${id} (${certificate.contentType}, ${bytes.length} bytes) saved to ${path}.`);
    return 0;
  }
  if (command === 'approve' || command === 'reject') {
    let reason: string | undefined;
    if (command === 'reject') {
      reason = reasonOf(rest.slice(1));
      if (!reason) {
        print('Give the pro a reason: certificates reject <id> --reason "…".');
        return 2;
      }
      if (reason.length > CERTIFICATE_REASON_MAX) {
        print(`Keep the reason within ${CERTIFICATE_REASON_MAX} characters.`);
        return 1;
      }
    }
    const done = await reviewCertificate(
      db,
      id,
      reason === undefined ? { status: 'approved' } : { status: 'rejected', reason },
    );
    print(
      done
        ? `Certificate #${id} ${command === 'approve' ? 'approved' : 'rejected'}; the pro was notified.`
        : `Certificate #${id} is not pending: nothing changed.`,
    );
    return done ? 0 : 1;
  }
  return 2;
}
